import { beforeAll, describe, expect, inject, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { CrmRoutes, FinanceRoutes, IdentityRoutes, OrderRoutes, ReportRoutes } from '@polyloop/shared';
import type { Shipment } from '@polyloop/shared/orders/shipment';
import {
  emptySums,
  marginPercent,
  metricValue,
  REPORT_MESSAGES,
  type ReportQueryInput,
  type ReportSums,
} from '@polyloop/shared/reporting/report';
import type { SignedInClient } from '../support/client.js';
import { eventually } from '../support/eventually.js';
import { mailsTo } from '../support/companies.js';
import { crmTenant } from './crm-support.js';
import { day, order, setUpOrders, shipment, type OrdersWorld } from './orders-support.js';

/**
 * Reporting through the API: every report's numbers equal a computation made directly over the
 * company's delivered shipments as the API shows them, whatever the grouping, filter or range;
 * the dashboard's money is the same; another company sees none of it.
 */
const cloud = inject('cloud');
let world: OrdersWorld;
let member: SignedInClient;
let petId: string;
/** The suite's shipments as read back, once the rollups hold them all. */
let shipments: Shipment[] = [];
/** Its own shipment ids: the world's company has no others. */
const made: string[] = [];

async function trade(
  line: { materialId: string; type: 'PP' | 'PET'; pounds: number; buy?: number; sell: number },
  {
    to = world.receiverId,
    deliveryDate,
    status = 'DELIVERED',
    representatives = [],
  }: { to?: string; deliveryDate: string; status?: 'DELIVERED' | 'IN_TRANSIT'; representatives?: string[] },
) {
  const created = await member.ok(OrderRoutes.createOrder, {
    body: order({
      receivingCompanyId: to,
      representatives,
      orderDate: deliveryDate,
      // The world's destination is its receiver's: another receiver's order has none.
      ...(to === world.receiverId ? {} : { destinationLocationId: undefined }),
    }),
  });
  const body = shipment(created.body.id, {
    deliveryDate,
    manifest: [
      {
        materialId: line.materialId,
        materialType: line.type,
        packaging: 'BALES',
        netWeight: { unitValue: line.pounds, unit: 'POUND' },
        tareWeight: 0,
        ...(line.buy === undefined ? {} : { buyPrice: { unitValue: line.buy, unit: 'POUND' as const } }),
        sellPrice: { unitValue: line.sell, unit: 'POUND' },
      },
    ],
  });
  const { id } = (await member.ok(OrderRoutes.createShipment, { body })).body;
  const path = ['APPROVED', 'DISPATCHED', 'IN_TRANSIT', 'DELIVERED'] as const;
  for (const s of path.slice(0, path.indexOf(status) + 1))
    await member.ok(OrderRoutes.moveShipment, { params: { id }, body: { status: s } });
  made.push(id);
  return id;
}

const report = async (query: ReportQueryInput) =>
  (await member.ok(ReportRoutes.getReport, { query: query as never })).body;

/** The counted shipments' sums, computed from the shipments themselves. */
function direct(
  from: string,
  to: string,
  keyOf: (s: Shipment) => string,
  keep: (s: Shipment) => boolean = () => true,
) {
  const out = new Map<string, ReportSums>();
  for (const s of shipments) {
    if (!['DELIVERED', 'INVOICED', 'PAID'].includes(s.status) || !keep(s)) continue;
    const on = (s.deliveryDate ?? s.createdDate).slice(0, 10);
    if (on < from || on > to) continue;
    const key = keyOf(s);
    const sums = out.get(key) ?? emptySums();
    sums.count += 1;
    sums.milliPounds += Math.round(s.netWeight.unitValue * 1000);
    sums.revenueCents += Math.round(s.revenue * 100);
    sums.costCents += Math.round(s.cost * 100);
    sums.commissionsCents += Math.round(s.totalCommissions * 100);
    sums.valueCents += s.manifest.reduce((v, l) => v + Math.round((l.revenue || l.cost) * 100), 0);
    out.set(key, sums);
  }
  return out;
}

const sumsOf = (r: ReportSums) => ({
  count: r.count,
  milliPounds: r.milliPounds,
  revenueCents: r.revenueCents,
  costCents: r.costCents,
  commissionsCents: r.commissionsCents,
  valueCents: r.valueCents,
});

beforeAll(async () => {
  world = await setUpOrders(cloud, { plan: 'INTELLIGENCE' });
  member = world.admin;
  petId = (
    await member.ok(CrmRoutes.createMaterial, { body: { name: `PET flakes ${Date.now()}`, type: 'PET' } })
  ).body.id;
  const pp = world.materialId;
  // This month, last month, 40 days ago and outside six months; one still on the road.
  const first = await trade(
    { materialId: pp, type: 'PP', pounds: 1000, buy: 0.42, sell: 0.5 },
    { deliveryDate: day(0), representatives: [world.adminId] },
  );
  await trade(
    { materialId: petId, type: 'PET', pounds: 2000, buy: 0.2, sell: 0.35 },
    { to: world.thirdId, deliveryDate: day(-40) },
  );
  const third = await trade(
    { materialId: pp, type: 'PP', pounds: 500, sell: 0.6 },
    { deliveryDate: day(-10) },
  );
  await trade(
    { materialId: petId, type: 'PET', pounds: 750, buy: 0.25, sell: 0.3 },
    { deliveryDate: day(-300) },
  );
  await trade(
    { materialId: pp, type: 'PP', pounds: 900, buy: 0.4, sell: 0.5 },
    { deliveryDate: day(-2), status: 'IN_TRANSIT' },
  );
  // A fixed commission of $12.34 on the third; the first invoiced.
  await member.ok(FinanceRoutes.createCommission, {
    params: { id: third },
    body: { representativeId: world.adminId, type: 'FIXED', amountCents: 1234 },
  });
  const invoice = (await member.ok(FinanceRoutes.createInvoice, { body: { shipmentId: first } })).body;
  await member.ok(FinanceRoutes.issueInvoice, { params: { id: invoice.id }, body: {} });
  shipments = await Promise.all(
    made.map(async (id) => (await member.ok(OrderRoutes.getShipment, { params: { id } })).body),
  );
  // The rollups follow the stream: wait until the 24 months hold the four delivered shipments and the commission.
  await eventually(async () => {
    const r = await report({ metric: 'COUNT', grouping: 'MONTH', range: 'MONTHS', last: 24 });
    return r.total.count === 4 && r.total.commissionsCents === 1234 ? r : undefined;
  });
});

describe('the report builder', () => {
  it('gives the margin of each material over the last 6 months as computed from the shipments', async () => {
    const r = await report({ metric: 'MARGIN', grouping: 'MATERIAL', range: 'MONTHS', last: 6 });
    const want = direct(r.from, r.to, (s) => s.manifest[0]!.materialId ?? '');
    expect(Object.fromEntries(r.rows.map((row) => [row.key, sumsOf(row)]))).toEqual(Object.fromEntries(want));
    for (const row of r.rows) expect(row.value).toBe(marginPercent(want.get(row.key)!));
    // Largest margin first.
    const values = r.rows.map((row) => row.value ?? -Infinity);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // PP: $800 sold, $420 bought, $12.34 commission; PET 40 days ago: $700 sold, $400 bought.
    expect(r.total).toMatchObject({ revenueCents: 80_000 + 70_000, costCents: 42_000 + 40_000 });
    expect(r.total.value).toBe(marginPercent(r.total));
    expect(r.rows.find((row) => row.key === petId)?.label).toMatch(/^PET flakes/);
  });

  it('lists every month of the window in order, and the profit of each', async () => {
    const r = await report({ metric: 'PROFIT', grouping: 'MONTH', range: 'MONTHS', last: 12 });
    expect(r.rows).toHaveLength(12);
    const want = direct(r.from, r.to, (s) => (s.deliveryDate ?? '').slice(0, 7));
    for (const row of r.rows) {
      const sums = want.get(row.key);
      expect(row.value).toBe(sums ? metricValue('PROFIT', sums) : 0);
    }
    expect(r.rows.reduce((t, row) => t + (row.value ?? 0), 0)).toBe(r.total.value);
  });

  it('groups by trading partner and by representative, and filters by company, type and status', async () => {
    const byCompany = await report({ metric: 'WEIGHT', grouping: 'COMPANY', range: 'MONTHS', last: 12 });
    const want = direct(byCompany.from, byCompany.to, (s) => s.receiver.id);
    expect(Object.fromEntries(byCompany.rows.map((row) => [row.key, row.value]))).toEqual(
      Object.fromEntries([...want].map(([key, sums]) => [key, sums.milliPounds])),
    );
    const byRep = await report({ metric: 'COUNT', grouping: 'REPRESENTATIVE', range: 'MONTHS', last: 12 });
    expect(byRep.rows.map((row) => [row.label, row.value])).toEqual([
      ['No representative', 3],
      [expect.any(String), 1],
    ]);
    expect(byRep.rows[1]!.label).not.toBe('Former user');

    const pet = await report({
      metric: 'SELL_PRICE',
      grouping: 'MATERIAL_TYPE',
      range: 'DAYS',
      last: 60,
      materialType: 'PET',
    });
    // $0.35 a pound.
    expect(pet.rows.map((row) => [row.key, row.value])).toEqual([['PET', 350_000]]);
    const invoiced = await report({
      metric: 'COUNT',
      grouping: 'MATERIAL_TYPE',
      range: 'DAYS',
      last: 30,
      status: 'INVOICED',
    });
    expect(invoiced.total.count).toBe(1);
    const delivered = await report({
      metric: 'COUNT',
      grouping: 'MATERIAL_TYPE',
      range: 'DAYS',
      last: 30,
      status: 'DELIVERED',
    });
    expect(delivered.total.count).toBe(1);

    // Two filters: whole months.
    const two = await report({
      metric: 'PRICE',
      grouping: 'MATERIAL',
      range: 'DATES',
      from: day(-5),
      to: day(0),
      companyId: world.receiverId,
      materialType: 'PP',
    });
    expect(two.wholeMonths).toBe(true);
    expect(two.from.endsWith('-01')).toBe(true);
    const weeks = await report({ metric: 'WEIGHT', grouping: 'WEEK', range: 'DAYS', last: 90 });
    expect(weeks.total.milliPounds).toBe(
      [...direct(weeks.from, weeks.to, () => 'all').values()].reduce((t, s) => t + s.milliPounds, 0),
    );
    expect(weeks.rows.every((row) => row.label.startsWith('Week of '))).toBe(true);
  });

  it('exports the table as CSV and XLSX with the same numbers', async () => {
    const query = { metric: 'MARGIN', grouping: 'MATERIAL_TYPE', range: 'MONTHS', last: 6 } as const;
    const r = await report(query);
    const csv = (await member(ReportRoutes.exportReport, { query: { ...query, format: 'csv' } })).text;
    expect(csv).toContain('Material type,Margin,Shipments,Pounds');
    for (const row of r.rows) expect(csv).toContain(`${row.label},${row.value}`);
    const xlsx = await member(ReportRoutes.exportReport, { query: { ...query, format: 'xlsx' } });
    const sheet = strFromU8(unzipSync(new Uint8Array(xlsx.bytes))['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain(String(r.total.value));
  });

  it('refuses a range it cannot answer with the page’s messages', async () => {
    const months = await member.refused(ReportRoutes.getReport, {
      query: { range: 'MONTHS', last: 30 } as never,
    });
    expect(months.status).toBe(400);
    expect(JSON.stringify(months.body)).toContain(REPORT_MESSAGES.monthsTooMany);
    const weekly = await member.refused(ReportRoutes.getReport, {
      query: { grouping: 'WEEK', materialType: 'PP', status: 'PAID' } as never,
    });
    expect(JSON.stringify(weekly.body)).toContain(REPORT_MESSAGES.weeksFiltered);
  });
});

describe('the dashboard’s money', () => {
  it('shows the last 12 months’ revenue and margin, and what is owed, as the reports and invoices do', async () => {
    const money = (await member.ok(ReportRoutes.getDashboardMoney)).body;
    const r = await report({ metric: 'MARGIN', grouping: 'MONTH', range: 'MONTHS', last: 12 });
    expect(money).toMatchObject({
      revenueCents: r.total.revenueCents,
      profitCents: r.total.revenueCents - r.total.costCents - r.total.commissionsCents,
      marginPercent: r.total.value,
      // The issued invoice: 1,000 lb at $0.50.
      receivablesCents: 50_000,
      payablesCents: 0,
    });
    expect(money.months.map((m) => m.month)).toEqual(r.rows.map((row) => row.key));
  });
});

describe('the weekly management report', () => {
  it('e-mails the week’s revenue and margin, its top materials and customers, and what is overdue', async () => {
    const { email } = (await member.ok(IdentityRoutes.getAccount)).body;
    const { runWeeklyForTenant } = await import('@polyloop/functions/domain/notification/weekly');
    const week = `reporting-${world.tenantId}`;
    expect(await runWeeklyForTenant('management-report', world.tenantId, week)).toBeGreaterThan(0);
    const mail = await eventually(async () =>
      (await mailsTo(cloud.baseUrl, email)).find((m) => m.subject.includes(`(${week})`)),
    );
    // This week: the 1,000 lb of PP at $0.50 (bought at $0.42); the rest was delivered earlier.
    expect(mail.text).toContain('Revenue this week: $500.00');
    expect(mail.text).toContain('Gross margin this week: $80.00 (16.00%)');
    expect(mail.text).toMatch(/Top materials this week: PP bales[^(]* \(\$500\.00\)/);
    expect(mail.text).toMatch(/Top customers this week: Pellet Buyer[^(]* \(\$500\.00\)/);
    expect(mail.text).toContain('Overdue receivables: $0.00');
    expect(mail.text).toContain('/my-company/dashboard');
  });
});

describe('who may see reports', () => {
  it('shows a rival on a paid plan only its own (empty) trade, and keeps reports to paid plans', async () => {
    const rival = await crmTenant(cloud, 'Rival reports', { plan: 'INTELLIGENCE' });
    const theirs = (
      await rival.admin.ok(ReportRoutes.getReport, {
        query: {
          metric: 'COUNT',
          grouping: 'COMPANY',
          range: 'MONTHS',
          last: 24,
          companyId: world.receiverId,
        },
      })
    ).body;
    expect(theirs.rows).toEqual([]);
    expect(theirs.total.count).toBe(0);
    const money = (await rival.admin.ok(ReportRoutes.getDashboardMoney)).body;
    expect([money.revenueCents, money.receivablesCents]).toEqual([0, 0]);
    const free = await crmTenant(cloud, 'Free reports');
    expect((await free.admin.refused(ReportRoutes.getReport, { query: {} })).status).toBe(403);
  });
});
