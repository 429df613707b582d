import { CrmRoutes, IdentityRoutes, ReportRoutes } from '@polyloop/shared';
import type { MaterialType } from '@polyloop/shared/enums';
import { lineCents } from '@polyloop/shared/orders/order';
import {
  marginPercent,
  plusDays,
  shareCents,
  weekStart,
  type Report,
  type ReportQueryInput,
  type ReportSums,
} from '@polyloop/shared/reporting/report';
import type { BatchPut } from '@polyloop/functions/data/entity';
import type { ReportMove } from '@polyloop/functions/domain/order/report.rollups';
import type { ShipmentRecord } from '@polyloop/functions/domain/order/shipment.entity';
import { benchTenant, type Cloud } from './harness.js';
import { measure, percentile } from './stats.js';

const SHIPMENTS = Number(process.env.BENCH_REPORTING_SHIPMENTS ?? 100_000);
const PARTNERS = 40;
/** The shipments' days: spread evenly over the last 14 months, the newest delivered today. */
const SPREAD_DAYS = 425;
/** Shipments made and written at a time, so 100,000 never sit in memory at once. */
const CHUNK = 2_000;
const SAMPLES = Number(process.env.BENCH_REPORTING_SAMPLES ?? 200);
/** `BENCH_REPORTING_PROGRESS=1` says on stderr how far the seed and the checks are. */
const progress = (line: string) => {
  if (process.env.BENCH_REPORTING_PROGRESS) console.error(`reporting: ${line}`);
};
const TYPES: MaterialType[] = ['PET', 'PE', 'PP', 'PS', 'ABS', 'PVC'];
/** Two materials of each type. */
const MATERIALS = TYPES.flatMap((type, t) =>
  ['regrind', 'bales'].map((form, f) => ({
    id: `bench-material-${t * 2 + f}`,
    name: `Bench ${type} ${form}`,
    type,
  })),
);
const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const countOf = (requests: string) => Number(/^\d+/.exec(requests)?.[0] ?? NaN);

/** The reports timed and checked: the query string the page sends, and the service's query. */
const TWELVE_MONTHS: ReportQueryInput = {
  metric: 'MARGIN',
  grouping: 'MATERIAL_TYPE',
  range: 'MONTHS',
  last: 12,
};
const PROFIT_BY_MONTH: ReportQueryInput = { metric: 'PROFIT', grouping: 'MONTH', range: 'MONTHS', last: 12 };
const NINETY_DAYS: ReportQueryInput = { metric: 'PROFIT', grouping: 'WEEK', range: 'DAYS', last: 90 };
const pathOf = (q: ReportQueryInput) =>
  `${ReportRoutes.getReport.path}?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]))}`;

const zero = (): ReportSums => ({
  count: 0,
  milliPounds: 0,
  revenueCents: 0,
  costCents: 0,
  commissionsCents: 0,
  valueCents: 0,
});
const SUM_FIELDS = Object.keys(zero()) as (keyof ReportSums)[];

/**
 * The n-th seeded shipment, delivered on `day`: 1–3 manifest lines of the twelve materials (one
 * line in ten without one, one in 23 bought only), sold to one of 40 companies and, one in four,
 * bought from another; one to two representatives (none for one in eleven); commissions of 3% on
 * one in three; paid once old, invoiced or just delivered when recent. One in fifty has no delivery
 * day set and counts on its pickup day.
 */
function shipmentOf(
  n: number,
  day: string,
  ageDays: number,
  own: { tenantId: string; name: string; by: string },
  partners: { id: string; name: string }[],
  reps: string[],
  stamp: string,
): ShipmentRecord {
  const receiver = partners[n % PARTNERS]!;
  const supplier =
    n % 4 === 0 ? partners[(Math.floor(n / 4) + 17) % PARTNERS]! : { id: own.tenantId, name: own.name };
  const lines = 1 + (Math.floor(n / 7) % 3);
  const manifest = Array.from({ length: lines }, (_, k) => {
    const material = MATERIALS[(n * 5 + k * 7) % MATERIALS.length]!;
    const bare = (n + k) % 10 === 0;
    const materialType = bare ? TYPES[(n + k) % TYPES.length]! : material.type;
    const pounds = 1000 + ((n * 37 + k * 1013) % 40_000);
    const netWeight = { unitValue: pounds, unit: 'POUND' as const };
    const sellPrice =
      (n + k) % 23 === 0 ? undefined : { unitValue: (20 + ((n + k) % 30)) / 100, unit: 'POUND' as const };
    const buyPrice = { unitValue: (15 + ((n * 3 + k) % 30)) / 100, unit: 'POUND' as const };
    return {
      id: `${n}-${k}`,
      ...(bare ? {} : { materialId: material.id, materialName: material.name }),
      materialType,
      ...(sellPrice ? { sellPrice } : {}),
      buyPrice,
      milliPounds: pounds * 1000,
      netWeight,
      tareWeight: 40,
      revenueCents: lineCents(netWeight, sellPrice),
      costCents: lineCents(netWeight, buyPrice),
    };
  });
  const revenueCents = manifest.reduce((s, l) => s + l.revenueCents, 0);
  const status =
    ageDays > 60
      ? n % 10 === 0
        ? 'INVOICED'
        : 'PAID'
      : ageDays > 14
        ? (['PAID', 'INVOICED', 'INVOICED'] as const)[n % 3]!
        : (['DELIVERED', 'INVOICED'] as const)[n % 2]!;
  const representatives =
    n % 11 === 0
      ? []
      : n % 7 === 0
        ? [reps[n % reps.length]!, reps[(n + 1) % reps.length]!]
        : [reps[n % reps.length]!];
  return {
    tenantId: own.tenantId,
    id: `${Date.parse(`${day}T00:00:00Z`).toString(36).padStart(9, '0')}${String(n).padStart(12, '0')}`,
    identifier: `BNCH-S${n + 1}`,
    orderId: `bench-order-${n}`,
    orderIdentifier: `BNCH-O${n + 1}`,
    supplierId: supplier.id,
    supplierName: supplier.name,
    receiverId: receiver.id,
    receiverName: receiver.name,
    representatives,
    status,
    pickupDate: n % 50 === 0 ? day : plusDays(day, -2),
    ...(n % 50 === 0 ? {} : { deliveryDate: day }),
    blindShipment: false,
    manifest,
    netMilliPounds: manifest.reduce((s, l) => s + l.milliPounds, 0),
    revenueCents,
    costCents: manifest.reduce((s, l) => s + l.costCents, 0),
    commissionCents: n % 3 === 0 ? Math.floor((revenueCents * 3) / 100) : 0,
    // No invoices or bills are seeded: nothing stands on the shipments.
    invoiceLocks: 0,
    createdDate: `${plusDays(day, -3)}T12:00:00.000Z`,
    updatedDate: stamp,
    updatedBy: own.by,
    updatedByName: 'Bench Admin',
  };
}

/**
 * What the checked reports should say, summed straight from the seeded shipments (not from the
 * rollups' moves): per month and material type, per month, and per day. A shipment counts once in
 * each group it has a line in; its commissions are shared among its lines by revenue.
 */
class Expected {
  readonly byMonthType = new Map<string, ReportSums>();
  readonly byMonth = new Map<string, ReportSums>();
  readonly byDay = new Map<string, ReportSums>();

  add(s: ShipmentRecord, day: string) {
    const month = day.slice(0, 7);
    const commissions = shareCents(
      s.commissionCents,
      s.manifest.map((l) => l.revenueCents),
    );
    const types = new Set<string>();
    s.manifest.forEach((line, i) => {
      const sums: ReportSums = {
        count: 0,
        milliPounds: line.milliPounds,
        revenueCents: line.revenueCents,
        costCents: line.costCents,
        commissionsCents: commissions[i] ?? 0,
        valueCents: line.revenueCents || line.costCents,
      };
      const typeKey = `${month}|${line.materialType}`;
      const into = this.sumsOf(this.byMonthType, typeKey);
      if (!types.has(typeKey)) into.count++;
      types.add(typeKey);
      plus(into, sums);
      plus(this.sumsOf(this.byMonth, month), sums);
      plus(this.sumsOf(this.byDay, day), sums);
    });
    this.sumsOf(this.byMonth, month).count++;
    this.sumsOf(this.byDay, day).count++;
  }

  private sumsOf(map: Map<string, ReportSums>, key: string) {
    let sums = map.get(key);
    if (!sums) map.set(key, (sums = zero()));
    return sums;
  }
}

const plus = (into: ReportSums, add: ReportSums) => {
  for (const f of SUM_FIELDS) into[f] += add[f];
};
const profitOf = (s: ReportSums) => s.revenueCents - s.costCents - s.commissionsCents;

/** The differences between a report and the sums expected of its rows and its total, one line each. */
function differences(
  name: string,
  report: Report,
  expected: Map<string, ReportSums>,
  total: ReportSums,
  value: (s: ReportSums) => number | null,
): string[] {
  const out: string[] = [];
  const compare = (where: string, got: ReportSums & { value: number | null }, want: ReportSums) => {
    for (const f of SUM_FIELDS)
      if (got[f] !== want[f]) out.push(`${name} ${where} ${f}: ${got[f]}, expected ${want[f]}`);
    if (got.value !== value(want)) out.push(`${name} ${where} value: ${got.value}, expected ${value(want)}`);
  };
  for (const row of report.rows) compare(row.key, row, expected.get(row.key) ?? zero());
  for (const key of expected.keys())
    if (!report.rows.some((r) => r.key === key)) out.push(`${name}: no row ${key}`);
  compare('total', report.total, total);
  return out;
}

/** The sums of a map's entries whose key passes `keep`, grouped by `group` of the key. */
function regroup(
  map: Map<string, ReportSums>,
  keep: (key: string) => boolean,
  group: (key: string) => string,
) {
  const out = new Map<string, ReportSums>();
  for (const [key, sums] of map) {
    if (!keep(key)) continue;
    const into = out.get(group(key)) ?? zero();
    out.set(group(key), into);
    plus(into, sums);
  }
  return out;
}
const totalOf = (map: Map<string, ReportSums>) => {
  const total = zero();
  for (const sums of map.values()) plus(total, sums);
  return total;
};

/**
 * Seeds one tenant with 100,000 delivered, invoiced or paid shipments over the last 14 months,
 * written in batches as the order services store them, and the report rollups the
 * `shipment.report` projection would make of them (`shipmentReportMoves`, summed; the stream's
 * records of the load are passed over). Shipments are made in day order, so a month's rollups are
 * whole once the next month starts and are written then. Checks the 12-month margin by material
 * type, the 12-month profit by month and the 90-day profit by week against sums made straight from
 * the shipments, then times the 12-month report through the gateway and in this process, the
 * 90-day weekly report in this process, and the gateway's cheapest signed-in read.
 */
export async function reportingFigures(cloud: Cloud, samples = SAMPLES) {
  const { company, api, get, requestsOf, countsOf } = await benchTenant(cloud, 'Reporting bench', {
    plan: 'INTELLIGENCE',
  });
  const { ShipmentEntity } = await import('@polyloop/functions/domain/order/shipment.entity');
  const { ReportRollupEntity } = await import('@polyloop/functions/domain/order/report.rollup.entity');
  const { shipmentReportMoves } = await import('@polyloop/functions/domain/order/report.rollups');
  const { COUNTERS } = await import('@polyloop/functions/domain/order/order.records');
  const { Counter } = await import('@polyloop/functions/domain/counter/counter.entity');
  const { batchPut } = await import('@polyloop/functions/data/entity');
  const { loadActor } = await import('@polyloop/functions/domain/access/access.service');
  const { asMember } = await import('@polyloop/functions/lib/actor');
  const { report } = await import('@polyloop/functions/domain/reporting/report.service');
  const { ReportQuery } = await import('@polyloop/shared/reporting/report');

  const partners: { id: string; name: string }[] = [];
  for (let n = 0; n < PARTNERS; n++) {
    const res = await api.ok(CrmRoutes.createCompany, {
      body: { name: `Bench Customer ${String(n).padStart(3, '0')}`, confirmDuplicate: true },
    });
    partners.push({ id: res.body.id, name: res.body.name });
  }
  // The company's two users, and three who have left (their rows read "Former user").
  const reps = [
    company.admin.userId,
    company.member.userId,
    ...[1, 2, 3].map((n) => `bench-former-rep-${n}`),
  ];
  await cloud.settle();
  cloud.stream.hold();
  const started = Date.now();
  const { tenantId } = company;
  const todayMs = Date.parse(`${dayOf(Date.now())}T00:00:00Z`);
  const today = dayOf(todayMs);
  const stamp = new Date().toISOString();
  const own = { tenantId, name: company.name, by: company.admin.userId };

  const expected = new Expected();
  const rollups = new Map<string, ReportMove>();
  const statuses = new Map<string, number>();
  const seeded = { shipments: 0, lines: 0, rollups: 0, items: 0 };
  let writeMs = 0;
  let month = '';
  const flushRollups = (): BatchPut[] => {
    const puts = [...rollups.values()].map((m) => ReportRollupEntity.batchPut(m));
    seeded.rollups += puts.length;
    rollups.clear();
    return puts;
  };
  for (let from = 0; from < SHIPMENTS; from += CHUNK) {
    const puts: BatchPut[] = [];
    for (let n = from; n < Math.min(SHIPMENTS, from + CHUNK); n++) {
      const age = Math.floor(((SHIPMENTS - 1 - n) * SPREAD_DAYS) / SHIPMENTS);
      const day = dayOf(todayMs - age * DAY);
      const shipment = shipmentOf(n, day, age, own, partners, reps, stamp);
      // Every rollup item is of one month: once the days reach the next, the month's are whole.
      if (day.slice(0, 7) !== month) puts.push(...flushRollups());
      month = day.slice(0, 7);
      for (const move of shipmentReportMoves(shipment)) {
        const id = `${move.grouping}|${move.filter}|${move.period}|${move.key}`;
        const was = rollups.get(id);
        if (!was) rollups.set(id, move);
        else plus(was, move);
      }
      expected.add(shipment, day);
      statuses.set(shipment.status, (statuses.get(shipment.status) ?? 0) + 1);
      seeded.lines += shipment.manifest.length;
      puts.push(ShipmentEntity.batchPut(shipment));
    }
    if (from + CHUNK >= SHIPMENTS) puts.push(...flushRollups());
    seeded.items += puts.length;
    const writing = Date.now();
    await batchPut(puts, 8);
    writeMs += Date.now() - writing;
    progress(
      `${Math.min(SHIPMENTS, from + CHUNK)} shipments, ${seeded.items} items (${seeded.rollups} rollups), ${((Date.now() - started) / 1000).toFixed(0)} s (${(writeMs / 1000).toFixed(0)} s writing)`,
    );
  }
  seeded.shipments = SHIPMENTS;
  const add = (name: string, count: number) =>
    Counter.update({ tenantId, name }, {}, { add: { count }, upsert: true });
  await add(COUNTERS.shipments, SHIPMENTS);
  for (const [status, count] of statuses) await add(COUNTERS.shipmentsOf(status), count);
  const seedMs = Date.now() - started;
  await cloud.stream.discard();
  const discardMs = Date.now() - started - seedMs;
  progress(
    `seeded in ${(seedMs / 1000).toFixed(0)} s, stream passed over in ${(discardMs / 1000).toFixed(0)} s`,
  );

  const actor = asMember(
    await loadActor({ sub: company.admin.userId, email: company.admin.email, 'custom:tenantId': tenantId }),
  );
  const run = (q: ReportQueryInput) => report(actor, ReportQuery.parse(q), today);

  // Once: what the three reports say equals what was summed from the shipments.
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(todayMs);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 11 + i, 1)).toISOString().slice(0, 7);
  });
  const firstDay = plusDays(today, -89);
  const byType = regroup(
    expected.byMonthType,
    (key) => months.includes(key.slice(0, 7)),
    (key) => key.slice(8),
  );
  const byMonth = regroup(
    expected.byMonth,
    (m) => months.includes(m),
    (m) => m,
  );
  const byWeek = regroup(expected.byDay, (d) => d >= firstDay && d <= today, weekStart);
  const margin = await run(TWELVE_MONTHS);
  const profit = await run(PROFIT_BY_MONTH);
  const weekly = await run(NINETY_DAYS);
  const mismatches = [
    ...(margin.from === `${months[0]}-01`
      ? []
      : [`margin report from ${margin.from}, expected ${months[0]}-01`]),
    // Grouped by type, a shipment of two types is in two rows and once in the total.
    ...differences('margin by type', margin, byType, totalOf(byMonth), marginPercent),
    ...differences('profit by month', profit, byMonth, totalOf(byMonth), profitOf),
    ...(weekly.from === firstDay ? [] : [`weekly report from ${weekly.from}, expected ${firstDay}`]),
    ...differences('profit by week', weekly, byWeek, totalOf(byWeek), profitOf),
  ];
  for (const m of mismatches.slice(0, 20)) progress(`mismatch: ${m}`);

  const reportPath = pathOf(TWELVE_MONTHS);
  const accountPath = IdentityRoutes.getAccount.path;
  const call = (q: ReportQueryInput) => async () => {
    await run(q);
  };
  const inProcessRequests = await countsOf(call(TWELVE_MONTHS));
  const weeklyRequests = await countsOf(call(NINETY_DAYS));
  const gatewayRequests = await requestsOf(reportPath);
  const accountRequests = await requestsOf(accountPath);
  const gatewayTimes = await measure(samples, () => get(reportPath));
  progress(`gateway report timed (${samples} calls)`);
  const inProcessTimes = await measure(samples, () => run(TWELVE_MONTHS));
  const weeklyTimes = await measure(samples, () => run(NINETY_DAYS));
  const accountTimes = await measure(samples, () => get(accountPath));
  progress('timed');
  return {
    seeded,
    statuses: [...statuses].sort(([a], [b]) => a.localeCompare(b)),
    seedMs,
    writeMs,
    discardMs,
    margin: { from: margin.from, to: margin.to, rows: margin.rows.length, total: margin.total },
    weeks: weekly.rows.length,
    mismatches,
    gateway: { samples: gatewayTimes, requests: gatewayRequests },
    inProcess: { samples: inProcessTimes, requests: inProcessRequests },
    weekly: { samples: weeklyTimes, requests: weeklyRequests },
    account: { samples: accountTimes, requests: accountRequests },
  };
}

export function reportingLines(f: Awaited<ReturnType<typeof reportingFigures>>, query50: number): string[] {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const n = (v: number) => v.toLocaleString('en-US');
  const p50 = (r: { samples: number[] }) => percentile(r.samples, 50);
  const ratio = (r: { samples: number[] }) => (p50(r) / query50).toFixed(2);
  const row = (label: string, r: { samples: number[]; requests: string }) =>
    `  ${label.padEnd(40)} p50 ${ms(p50(r))}  p95 ${ms(percentile(r.samples, 95))}  = ${ratio(r)}x a DynamoDB Local Query  ·  ${r.requests}`;
  const s = f.seeded;
  return [
    `\nReports with a tenant of ${n(s.shipments)} delivered shipments over 14 months`,
    `  seeded ${n(s.shipments)} shipments (${n(s.lines)} manifest lines) and ${n(s.rollups)} rollup items by the projection's rules in ${(f.seedMs / 1000).toFixed(1)} s (${(f.writeMs / 1000).toFixed(1)} s of it BatchWriteItem); stream passed over in ${(f.discardMs / 1000).toFixed(1)} s`,
    `  ${f.statuses.map(([k, v]) => `${k.toLowerCase()} ${n(v)}`).join(', ')}`,
    `  margin by material type ${f.margin.from}..${f.margin.to}: ${f.margin.rows} rows, ${n(f.margin.total.count)} shipments, margin ${f.margin.total.value}%; profit by week over 90 days: ${f.weeks} rows; checked against sums of the shipments`,
    ...f.mismatches.slice(0, 10).map((m) => `  mismatch: ${m}`),
    row('GET /api/reports (12 mo, margin by type)', f.gateway),
    row('report() in process (12 mo)', f.inProcess),
    row('report() in process (90 days by week)', f.weekly),
    row('GET /api/account (cheapest signed-in read)', f.account),
    `report mismatches: ${f.mismatches.length}`,
    `report requests: ${countOf(f.inProcess.requests)}`,
    `report ratio: ${ratio(f.inProcess)}`,
    `report gateway ratio: ${ratio(f.gateway)}`,
    `gateway ratio: ${ratio(f.account)}`,
    `report gateway p50: ${ms(p50(f.gateway))}`,
    `report in process p50: ${ms(p50(f.inProcess))}`,
    `gateway p50: ${ms(p50(f.account))}`,
    `query p50: ${ms(query50)}`,
    `report 90-day requests: ${countOf(f.weekly.requests)}`,
    `report 90-day ratio: ${ratio(f.weekly)}`,
  ];
}
