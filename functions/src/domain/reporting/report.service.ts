import { MATERIAL_TYPE_LABELS, type MaterialType } from '@polyloop/shared/enums';
import type { DashboardMoney } from '@polyloop/shared/contract/routes/reporting';
import {
  addSums,
  emptySums,
  marginPercent,
  metricValue,
  periodsOf,
  profitCents,
  readPlan,
  REPORT_GROUPING_LABELS,
  REPORT_METRIC_LABELS,
  reportWindow,
  ReportQuery,
  weekStart,
  type Report,
  type ReportGrouping,
  type ReportRow,
  type ReportSums,
} from '@polyloop/shared/reporting/report';
import type { ExportQuery } from '@polyloop/shared/crm/files';
import type * as z from 'zod';
import { batchGetMany } from '../../data/entity.js';
import type { Member } from '../../lib/actor.js';
import { tableFile, type Download } from '../export/index.js';
import { listOpenTotals } from '../finance/index.js';
import { filterKey, listReportRollups, noMaterialKey, NO_REPRESENTATIVE } from '../order/index.js';
import { User } from '../user/index.js';

/** Which stored grouping answers each grouping of the page: months and weeks bucket the `all` items by period. */
const STORED: Record<ReportGrouping, string> = {
  MATERIAL_TYPE: 'type',
  MATERIAL: 'material',
  COMPANY: 'company',
  REPRESENTATIVE: 'rep',
  MONTH: 'all',
  WEEK: 'all',
};

export const today = () => new Date().toISOString().slice(0, 10);

/**
 * A report (issue 28): the window's whole months from one Query of month items, the days before and
 * after them from at most two Queries of day items (a weekly report reads days throughout), then
 * one BatchGetItem of the representatives' names when grouped by them. Rows of a grouping by month
 * or week are every period of the window in order; other rows are by value, largest first.
 */
export async function report(
  actor: Pick<Member, 'tenantId'>,
  q: ReportQuery,
  day = today(),
): Promise<Report> {
  const { tenantId } = actor;
  const { from, to, wholeMonths } = reportWindow(q, day);
  const grouping = STORED[q.grouping];
  const filter = filterKey(q.companyId, q.materialType, q.status);
  const plan = readPlan(from, to, q.grouping === 'WEEK');
  // The total is the `all` grouping's: a shipment of two companies (or representatives) is in two
  // rows of its grouping and once in the total.
  const [items, whole] = await Promise.all([
    rollupsOf(tenantId, grouping, filter, plan),
    grouping === 'all' ? undefined : rollupsOf(tenantId, 'all', filter, plan),
  ]);
  const rows = new Map<string, { label: string; sums: ReportSums }>();
  const total = emptySums();
  if (q.grouping === 'MONTH' || q.grouping === 'WEEK')
    for (const p of periodsOf(q.grouping, from, to)) rows.set(p.key, { label: p.label, sums: emptySums() });
  for (const item of items) {
    const at = item.period.slice(2);
    const key = q.grouping === 'MONTH' ? at.slice(0, 7) : q.grouping === 'WEEK' ? weekStart(at) : item.key;
    let row = rows.get(key);
    if (!row) {
      row = { label: item.name ?? labelOf(q.grouping, item.key), sums: emptySums() };
      rows.set(key, row);
    } else if (item.name && q.grouping !== 'MONTH' && q.grouping !== 'WEEK') row.label = item.name;
    addSums(row.sums, item);
  }
  for (const item of whole ?? items) addSums(total, item);
  if (q.grouping === 'REPRESENTATIVE') {
    const ids = [...rows.keys()].filter((id) => id !== NO_REPRESENTATIVE);
    const users = await batchGetMany(ids.map((userId) => User.batch({ userId })));
    for (const u of users)
      if (u.tenantId === tenantId) rows.get(u.userId)!.label = `${u.firstName} ${u.lastName}`.trim();
  }
  const timed = q.grouping === 'MONTH' || q.grouping === 'WEEK';
  const list: ReportRow[] = [...rows.entries()].map(([key, { label, sums }]) => ({
    key,
    label,
    ...sums,
    value: metricValue(q.metric, sums),
  }));
  if (!timed)
    list.sort((a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity) || a.label.localeCompare(b.label));
  return {
    metric: q.metric,
    grouping: q.grouping,
    from,
    to,
    wholeMonths,
    rows: list,
    total: { ...total, value: metricValue(q.metric, total) },
  };
}

/** A grouping and filter's items of the plan: its months in one Query, its days in one per stretch. */
async function rollupsOf(
  tenantId: string,
  grouping: string,
  filter: string,
  plan: ReturnType<typeof readPlan>,
) {
  return (
    await Promise.all([
      plan.months
        ? listReportRollups(tenantId, grouping, filter, `m:${plan.months[0]}`, `m:${plan.months[1]}`)
        : [],
      ...plan.days.map(([a, b]) => listReportRollups(tenantId, grouping, filter, `d:${a}`, `d:${b}`)),
    ])
  ).flat();
}

function labelOf(grouping: ReportGrouping, key: string): string {
  if (grouping === 'MATERIAL_TYPE') return MATERIAL_TYPE_LABELS[key as MaterialType] ?? key;
  if (grouping === 'REPRESENTATIVE') return key === NO_REPRESENTATIVE ? 'No representative' : 'Former user';
  if (grouping === 'MATERIAL' && key.startsWith(noMaterialKey(''))) return 'No material';
  return key;
}

const dollars = (cents: number) => cents / 100;

/** The report's table as a file: one row per group, with every sum and the metric. */
export async function exportReport(
  actor: Member,
  q: ReportQuery & { format: 'csv' | 'xlsx' },
): Promise<Download> {
  const r = await report(actor, q);
  const header = [
    REPORT_GROUPING_LABELS[r.grouping],
    REPORT_METRIC_LABELS[r.metric],
    'Shipments',
    'Pounds',
    'Sell value ($)',
    'Buy value ($)',
    'Commissions ($)',
    'Profit ($)',
    'Margin (%)',
  ];
  const line = (label: string, s: ReportSums & { value: number | null }) => [
    label,
    displayValue(r.metric, s.value),
    s.count,
    s.milliPounds / 1000,
    dollars(s.revenueCents),
    dollars(s.costCents),
    dollars(s.commissionsCents),
    dollars(profitCents(s)),
    marginPercent(s),
  ];
  const rows = [...r.rows.map((row) => line(row.label, row)), line('Total', r.total)];
  return tableFile(
    'report',
    'Report',
    { format: q.format, from: r.from, to: r.to } as z.infer<typeof ExportQuery>,
    header,
    rows,
  );
}

/** A metric's value as a spreadsheet shows it: dollars per pound, pounds, dollars, percent, count. */
export function displayValue(metric: Report['metric'], value: number | null): number | null {
  if (value === null) return null;
  if (metric === 'PRICE' || metric === 'BUY_PRICE' || metric === 'SELL_PRICE') return value / 1_000_000;
  if (metric === 'WEIGHT') return value / 1000;
  if (metric === 'PROFIT') return value / 100;
  return value;
}

/**
 * The dashboard's money: the last 12 months by month from the rollups (one Query) and what is owed
 * now from the open balances (one Query per kind).
 */
export async function dashboardMoney(
  actor: Pick<Member, 'tenantId'>,
  day = today(),
): Promise<DashboardMoney> {
  const [months, receivable, payable] = await Promise.all([
    report(actor, ReportQuery.parse({ metric: 'PROFIT', grouping: 'MONTH', range: 'MONTHS', last: 12 }), day),
    listOpenTotals(actor.tenantId, 'INVOICE'),
    listOpenTotals(actor.tenantId, 'BILL'),
  ]);
  const sum = (balances: typeof receivable) => balances.reduce((s, b) => s + b.balanceCents, 0);
  return {
    from: months.from,
    to: months.to,
    revenueCents: months.total.revenueCents,
    profitCents: profitCents(months.total),
    marginPercent: marginPercent(months.total),
    receivablesCents: sum(receivable),
    overdueReceivablesCents: sum(receivable.filter((b) => b.dueDate < day)),
    payablesCents: sum(payable),
    months: months.rows.map((row) => ({
      month: row.key,
      revenueCents: row.revenueCents,
      profitCents: profitCents(row),
      marginPercent: marginPercent(row),
    })),
  };
}

/**
 * The money of the weekly management report: the last 7 days' revenue and margin, the top
 * materials and customers by revenue, and the receivables overdue now. Three reports and one
 * Query of the open balances.
 */
export async function weeklyMoney(tenantId: string, day = today()) {
  const week = (grouping: 'MATERIAL' | 'COMPANY' | 'MONTH') =>
    report({ tenantId }, ReportQuery.parse({ metric: 'PROFIT', grouping, range: 'DAYS', last: 7 }), day);
  const [total, materials, companies, receivable] = await Promise.all([
    week('MONTH'),
    week('MATERIAL'),
    week('COMPANY'),
    listOpenTotals(tenantId, 'INVOICE'),
  ]);
  const top = (r: Report) =>
    [...r.rows]
      .filter((row) => row.revenueCents > 0)
      .sort((a, b) => b.revenueCents - a.revenueCents)
      .slice(0, 3)
      .map((row) => ({ label: row.label, revenueCents: row.revenueCents }));
  return {
    revenueCents: total.total.revenueCents,
    profitCents: profitCents(total.total),
    marginPercent: marginPercent(total.total),
    topMaterials: top(materials),
    topCustomers: top(companies),
    overdueReceivablesCents: receivable
      .filter((b) => b.dueDate < day)
      .reduce((sum, b) => sum + b.balanceCents, 0),
  };
}
