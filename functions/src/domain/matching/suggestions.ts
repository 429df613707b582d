import { milesBetween } from '@polyloop/shared/conversions';
import { MATERIAL_TYPE_LABELS, type MaterialType } from '@polyloop/shared/enums';
import { MATCH_RULES, type SuggestedCompany } from '@polyloop/shared/matching/match';
import type { Member } from '../../lib/actor.js';
import { NotFound } from '../../lib/errors.js';
import { pageFrom, type Page } from '../../data/page.js';
import { listLinksOfTenant } from '../link/index.js';
import { HaveItem, NeedItem } from '../listing/index.js';
import { listLocationsOfCompany } from '../location/index.js';
import { associationsOfMaterial } from '../material/index.js';
import { pageOrders } from '../order/index.js';
import { listDirectory, type PublicProfileItem } from '../public-company/index.js';
import { listMatchesOfDemand, listMatchesOfSupply, recordKeyOf } from './match.entity.js';
import { listingPoint } from './candidates.js';

/**
 * Suggested buyers of a have and sellers for a need (part 1 §2): companies of the CRM whose buy
 * profiles or open records match it (kept matches), that trade its material, or that took (or
 * sent) this material type in recent orders; and companies of the directory that trade it; each
 * within the distance limit where its place is known, ranked, and with the reasons it is there.
 */

/** The recent orders read for who bought and sold what. */
const RECENT_ORDERS = 500;

interface Suggestion {
  source: 'CRM' | 'DIRECTORY';
  id: string;
  name: string;
  score: number;
  reasons: string[];
  linked: boolean;
  at?: { latitude: number; longitude: number; label: string };
}

const miles = (
  a: { latitude: number; longitude: number } | undefined,
  b: { latitude: number; longitude: number } | undefined,
) => (a && b ? milesBetween(a, b) : undefined);

function merge(into: Map<string, Suggestion>, s: Suggestion) {
  const key = `${s.source}:${s.id}`;
  const seen = into.get(key);
  if (!seen) into.set(key, s);
  else {
    seen.score = Math.max(seen.score, s.score) + 5;
    seen.reasons.push(...s.reasons.filter((r) => !seen.reasons.includes(r)));
  }
}

/** CRM companies that traded this material type in recent orders (as receiver for buyers, as supplier for sellers). */
async function pastTraders(
  tenantId: string,
  materialType: MaterialType,
  as: 'buyer' | 'seller',
): Promise<Map<string, { name: string; orders: number }>> {
  const { items } = await pageOrders(tenantId, 'updatedDate', 'desc', RECENT_ORDERS, null);
  const out = new Map<string, { name: string; orders: number }>();
  for (const o of items.filter((i) => i.materialTypes.includes(materialType))) {
    const [id, name] = as === 'buyer' ? [o.receiverId, o.receiverName] : [o.supplierId, o.supplierName];
    if (id === tenantId) continue;
    const seen = out.get(id) ?? { name, orders: 0 };
    seen.orders++;
    out.set(id, seen);
  }
  return out;
}

async function crmPlace(tenantId: string, companyId: string) {
  const [where] = await listLocationsOfCompany(tenantId, companyId, 'ACTIVE');
  return where?.latitude != null && where.longitude != null
    ? {
        latitude: where.latitude,
        longitude: where.longitude,
        label: [where.city, where.stateProvince].filter(Boolean).join(', '),
      }
    : undefined;
}

export async function suggest(
  actor: Member,
  kind: 'HAVE' | 'NEED',
  id: string,
  page: number,
  size: number,
): Promise<Page<SuggestedCompany>> {
  const { tenantId } = actor;
  const item = kind === 'HAVE' ? await HaveItem.get({ tenantId, id }) : await NeedItem.get({ tenantId, id });
  if (!item) throw new NotFound();
  const type = MATERIAL_TYPE_LABELS[item.materialType];
  const as = kind === 'HAVE' ? 'buyer' : 'seller';
  const found = new Map<string, Suggestion>();

  const key = recordKeyOf({ kind, tenantId, id });
  const [matches, traders, associated, directory, links] = await Promise.all([
    kind === 'HAVE' ? listMatchesOfSupply(key, tenantId) : listMatchesOfDemand(key, tenantId),
    pastTraders(tenantId, item.materialType, as),
    item.materialId ? associationsOfMaterial(tenantId, item.materialId) : Promise.resolve([]),
    listDirectory(),
    listLinksOfTenant(tenantId),
  ]);

  // Kept core matches: a buy profile or a need of a partner (for a have), a have of a partner (for a need).
  for (const m of matches.filter((x) => x.group === 'CORE')) {
    const other = kind === 'HAVE' ? m.demand : m.supply;
    if (!other.companyId || !other.companyName || other.companyId === item.companyId) continue;
    const why =
      other.kind === 'BUY_PROFILE'
        ? `Its buy profile matches (${m.confidence}% confidence)`
        : `Its ${other.kind === 'NEED' ? 'need' : 'have'} ${other.label} matches (${m.confidence}% confidence)`;
    merge(found, {
      source: 'CRM',
      id: other.companyId,
      name: other.companyName,
      score: m.confidence,
      reasons: [why],
      linked: false,
    });
  }
  for (const [companyId, t] of traders) {
    if (companyId === item.companyId) continue;
    merge(found, {
      source: 'CRM',
      id: companyId,
      name: t.name,
      score: 55 + Math.min(20, t.orders * 5),
      reasons: [
        `${as === 'buyer' ? 'Bought' : 'Sold'} ${type} in ${t.orders} recent order${t.orders === 1 ? '' : 's'}`,
      ],
      linked: false,
    });
  }
  for (const a of associated) {
    if (a.companyId === item.companyId) continue;
    merge(found, {
      source: 'CRM',
      id: a.companyId,
      name: a.companyName,
      score: 50,
      reasons: [`Trades ${a.materialName}`],
      linked: false,
    });
  }

  // CRM companies: where they are, and whether that is within reach of the record (or its company, when it has no place).
  const here = await listingPoint(item);
  for (const s of found.values()) {
    s.at = await crmPlace(tenantId, s.id);
    const distance = miles(here, s.at);
    if (distance !== undefined && distance > MATCH_RULES.maxMiles) found.delete(`${s.source}:${s.id}`);
  }

  // Directory companies that trade the material type, other than mine, within reach.
  const linked = new Set(links.filter((l) => l.status === 'LINKED').map((l) => l.otherTenantId));
  for (const p of directory) {
    if (p.tenantId === tenantId || !p.materials.includes(item.materialType)) continue;
    const distance = miles(here, p.place);
    if (distance !== undefined && distance > MATCH_RULES.maxMiles) continue;
    merge(found, directorySuggestion(p, type, linked.has(p.tenantId)));
  }

  const ranked = [...found.values()]
    .map((s) => {
      const distance = miles(here, s.at);
      const near = distance === undefined ? 0 : Math.round(15 * (1 - distance / MATCH_RULES.maxMiles));
      return { ...s, distance, score: Math.min(100, s.score + near) };
    })
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  const paged = pageFrom(ranked, page, size);
  return {
    total: paged.total,
    items: paged.items.map((s) => ({
      source: s.source,
      id: s.id,
      name: s.name,
      place: s.at?.label ?? null,
      distanceMiles: s.distance === undefined ? null : Math.round(s.distance),
      linked: s.linked,
      score: s.score,
      reasons:
        s.distance === undefined
          ? s.reasons
          : [
              ...s.reasons.filter((r) => !/miles apart$/.test(r)),
              `${Math.round(s.distance).toLocaleString('en-US')} miles away`,
            ],
      url: s.source === 'CRM' ? `/companies/${s.id}` : `/network/companies/${s.id}`,
    })),
  };
}

function directorySuggestion(p: PublicProfileItem, type: string, linked: boolean): Suggestion {
  return {
    source: 'DIRECTORY',
    id: p.publicCompanyId,
    name: p.name,
    score: 45 + (linked ? 10 : 0),
    reasons: [
      `Trades ${type} on the network`,
      linked ? 'Linked with your company' : 'Not linked yet: send a link request to trade',
    ],
    linked,
    ...(p.place
      ? {
          at: {
            latitude: p.place.latitude,
            longitude: p.place.longitude,
            label: `${p.place.city}, ${p.place.stateProvince}`,
          },
        }
      : {}),
  };
}
