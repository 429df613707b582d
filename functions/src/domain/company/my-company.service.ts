import type { Company as CompanyView } from '@polyloop/shared/crm/company';
import type { Member } from '../../lib/actor.js';
import * as Counters from '../counter/counter.service.js';
import { companyCounterName } from './company.counters.js';
import { load, present } from './company.service.js';
import { total } from '../listing/listing.counters.js';

/** The user's own company (id = tenantId), made from the tenant record on first use. */
export async function get(actor: Member): Promise<CompanyView> {
  const { tenantId } = actor;
  return present(await load(tenantId, tenantId));
}

export interface Dashboard {
  counts: Record<string, number>;
  topCompanies: { id: string; name: string; volume: number }[];
  windowDays: number;
}

/**
 * What exists, from the per-tenant counters (one BatchGet-sized handful of GetItems). Companies
 * count active CRM companies including the own one; contacts and locations count every one the
 * stream saw created (archived included); top companies need orders, which don't exist yet.
 */
export async function dashboard(actor: Member, days: number): Promise<Dashboard> {
  const { tenantId } = actor;
  const names = { companies: companyCounterName('ACTIVE'), contacts: 'contact', locations: 'location', materials: 'material', users: 'user' };
  const today = new Date().toISOString().slice(0, 10);
  const [values, haves, needs] = await Promise.all([
    Promise.all(Object.values(names).map((name) => Counters.read(tenantId, name))),
    // Open haves and needs: active ones, those whose expiration date has not passed.
    total(tenantId, 'have', { all: true }, 'OPEN', { from: today }),
    total(tenantId, 'need', { all: true }, 'OPEN', { from: today }),
  ]);
  return { counts: { ...Object.fromEntries(Object.keys(names).map((k, i) => [k, values[i]!])), haves, needs }, topCompanies: [], windowDays: days };
}
