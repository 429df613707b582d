import type { Company as CompanyView } from '@polyloop/shared/crm/company';
import type { Member } from '../../lib/actor.js';
import { companyCounterName, load, present, companyListItems } from '../company/index.js';
import { ShipmentStatus } from '@polyloop/shared/orders/shipment-status';
import { batchGetMany } from '../../data/entity.js';
import { readAll } from '../../data/page.js';
import { Counter, pageCountersBetween, DASHBOARD_PREFIX, readDashboardCounter } from '../counter/index.js';
import { COUNTERS } from '../order/index.js';
import { gettingStarted } from '../onboarding/index.js';
import type { GettingStartedStep } from '@polyloop/shared/identity/onboarding';

/** The user's own company (id = tenantId), made from the tenant record on first use. */
export async function get(actor: Member): Promise<CompanyView> {
  const { tenantId } = actor;
  return present(await load(tenantId, tenantId));
}

export interface Dashboard {
  counts: Record<string, number>;
  shipmentsByStatus: Record<string, number>;
  topCompanies: { id: string; name: string; volume: number }[];
  windowDays: number;
  gettingStarted: { step: GettingStartedStep; done: boolean }[];
}

const TOP = 10;

/**
 * What exists and who the business is with, in three DynamoDB requests whatever the data: the
 * single counts (companies, contacts, locations, materials, users, open orders, shipments by
 * status) in one BatchGetItem; open haves and needs and the volume ordered per company and day in
 * ONE Query of the dashboard counters from the window's first day on (dashboard-counters.ts);
 * then one BatchGetItem of the top companies' names. None of it reads orders, haves or needs,
 * except the getting-started checklist (getting-started.ts) until the company has done it all.
 */
export async function dashboard(actor: Member, days: number): Promise<Dashboard> {
  const { tenantId } = actor;
  const names = {
    companies: companyCounterName('ACTIVE'),
    contacts: 'contact',
    locations: 'location',
    materials: 'material',
    users: 'user',
    orders: COUNTERS.ordersOf('OPEN'),
  };
  const statusNames = ShipmentStatus.options.map((status) => COUNTERS.shipmentsOf(status));
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const [counters, dated, checklist] = await Promise.all([
    batchGetMany([...Object.values(names), ...statusNames].map((name) => Counter.batch({ tenantId, name }))),
    readAll((cursor) =>
      pageCountersBetween(tenantId, `${DASHBOARD_PREFIX}${from}`, `${DASHBOARD_PREFIX}\uffff`, cursor),
    ),
    gettingStarted(tenantId),
  ]);
  const count = (name: string) => Math.max(0, counters.find((c) => c.name === name)?.count ?? 0);
  const open = { have: 0, need: 0 };
  const byCompany = new Map<string, number>();
  for (const counter of dated) {
    const what = readDashboardCounter(counter.name);
    if (!what) continue;
    // Open haves and needs: those whose expiration date has not passed.
    if (what.kind !== 'volume') {
      if (what.day >= today) open[what.kind] += counter.count;
    } else if (what.day <= today)
      byCompany.set(what.companyId, (byCompany.get(what.companyId) ?? 0) + counter.count);
  }
  const top = [...byCompany]
    .filter(([, milli]) => milli > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP);
  const companies = top.length
    ? await companyListItems(
        tenantId,
        top.map(([id]) => id),
      )
    : [];
  const nameOf = new Map(companies.map((c) => [c.id, c.name]));
  return {
    counts: {
      ...Object.fromEntries(Object.entries(names).map(([key, name]) => [key, count(name)])),
      haves: Math.max(0, open.have),
      needs: Math.max(0, open.need),
    },
    shipmentsByStatus: Object.fromEntries(
      ShipmentStatus.options.map((status) => [status, count(COUNTERS.shipmentsOf(status))]),
    ),
    topCompanies: top.flatMap(([id, milli]) =>
      nameOf.has(id) ? [{ id, name: nameOf.get(id)!, volume: milli / 1000 }] : [],
    ),
    windowDays: days,
    gettingStarted: checklist,
  };
}
