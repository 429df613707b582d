import { milesBetween } from '@polyloop/shared/conversions';
import { MATERIAL_TYPE_LABELS, serviceLabel } from '@polyloop/shared/enums';
import type { Lead } from '@polyloop/shared/matching/match';
import { listDirectory } from '../../domain/public-company/public-company.entity.js';
import type { LeadContext, LeadSource } from '../../ports/leads.js';

/** How far a lead may be before its place stops counting for it. */
const REACH_MILES = 1500;

/**
 * Leads from the directory: every listed company the company is not connected with, scored by
 * the material types both trade, how near it is, and whether it offers services beyond trading.
 */
export const directoryLeads: LeadSource = {
  async leadsFor(context: LeadContext): Promise<Lead[]> {
    const wanted = new Set(context.materials);
    const out: Lead[] = [];
    for (const p of await listDirectory()) {
      if (p.tenantId === context.tenantId || context.connected.has(p.tenantId)) continue;
      const shared = p.materials.filter((m) => wanted.has(m));
      const reasons: string[] = [];
      let score = 20;
      if (shared.length) {
        score += Math.min(45, 25 + shared.length * 10);
        reasons.push(`Trades ${shared.map((m) => MATERIAL_TYPE_LABELS[m]).join(', ')}, as you do`);
      }
      const distance = context.place && p.place ? milesBetween(context.place, p.place) : undefined;
      // Its distance is given apart (distanceMiles), not repeated among the reasons.
      if (distance !== undefined) score += Math.round(25 * Math.max(0, 1 - distance / REACH_MILES));
      const services = p.services.filter((s) => !context.services.includes(s)).slice(0, 2);
      if (services.length) {
        score += 10;
        reasons.push(`Offers ${services.map((s) => serviceLabel(s).toLowerCase()).join(' and ')}`);
      }
      if (!shared.length && distance === undefined) continue;
      out.push({
        publicCompanyId: p.publicCompanyId,
        name: p.name,
        place: p.place ? `${p.place.city}, ${p.place.stateProvince}` : null,
        distanceMiles: distance === undefined ? null : Math.round(distance),
        score: Math.min(100, score),
        reasons,
      });
    }
    return out.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  },
};

/** The lead source in use. */
export const leadSource = (): LeadSource => directoryLeads;
