import type { Company as CompanyView } from '@polyloop/shared/crm/company';
import type { Actor } from '../../lib/actor.js';
import * as Counters from '../counter/counter.service.js';
import { companyCounterName, tenantOf } from './commit.js';
import { load, present } from './company.service.js';

/** The user's own company (id = tenantId), made from the tenant record on first use. */
export async function get(actor: Actor): Promise<CompanyView> {
  const tenantId = tenantOf(actor);
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
export async function dashboard(actor: Actor, days: number): Promise<Dashboard> {
  const tenantId = tenantOf(actor);
  const names = { companies: companyCounterName('ACTIVE'), contacts: 'contact', locations: 'location', materials: 'material', users: 'user' };
  const values = await Promise.all(Object.values(names).map((name) => Counters.read(tenantId, name)));
  return { counts: Object.fromEntries(Object.keys(names).map((k, i) => [k, values[i]!])), topCompanies: [], windowDays: days };
}
