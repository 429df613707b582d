import * as z from 'zod';
import { labelledEnum } from '../labelled-enum.js';
import { MaterialType } from '../enums.js';
import { RecordId } from '../primitives.js';

/**
 * The report builder (part 1 §2, market/analytics): a metric of the delivered trade, grouped one
 * way, filtered, over a time range. A shipment counts once it is delivered (statuses Delivered,
 * Invoiced and Paid), on its delivery day (its pickup day, else its creation day, when none is
 * set). Its manifest lines give the pounds, the sell value (revenue) and the buy value (cost); its
 * commissions are shared among its lines by revenue (see `shareCents`). Every figure is a sum of
 * integers; averages are computed from those sums by one rounding rule (`perPoundMicros`).
 */
export const [ReportChart, REPORT_CHART_LABELS] = labelledEnum({
  COLUMN: 'Column',
  LINE: 'Line',
  TABLE: 'Table',
});
export type ReportChart = z.infer<typeof ReportChart>;

export const [ReportMetric, REPORT_METRIC_LABELS] = labelledEnum({
  PRICE: 'Price',
  WEIGHT: 'Weight',
  BUY_PRICE: 'Buy price',
  SELL_PRICE: 'Sell price',
  PROFIT: 'Profit',
  MARGIN: 'Margin',
  COUNT: 'Count',
});
export type ReportMetric = z.infer<typeof ReportMetric>;

/** What each metric is, as the page explains it. */
export const REPORT_METRIC_HELP: Record<ReportMetric, string> = {
  PRICE:
    'What a pound traded at: the sell value of lines with a sell price, else their buy value, over their pounds.',
  WEIGHT: 'Pounds delivered.',
  BUY_PRICE: 'Buy value over pounds.',
  SELL_PRICE: 'Sell value over pounds.',
  PROFIT: 'Sell value less buy value and commissions.',
  MARGIN: 'Profit as a percentage of the sell value.',
  COUNT: 'Shipments delivered.',
};

export const [ReportGrouping, REPORT_GROUPING_LABELS] = labelledEnum({
  MATERIAL_TYPE: 'Material type',
  MATERIAL: 'Material',
  COMPANY: 'Company',
  REPRESENTATIVE: 'Representative',
  MONTH: 'Month',
  WEEK: 'Week',
});
export type ReportGrouping = z.infer<typeof ReportGrouping>;

/** The statuses a counted shipment can have: the status filter's choices. */
export const [ReportStatus, REPORT_STATUS_LABELS] = labelledEnum({
  DELIVERED: 'Delivered',
  INVOICED: 'Invoiced',
  PAID: 'Paid',
});
export type ReportStatus = z.infer<typeof ReportStatus>;

export const [ReportRange, REPORT_RANGE_LABELS] = labelledEnum({
  MONTHS: 'Last months',
  DAYS: 'Last days',
  DATES: 'Dates',
});
export type ReportRange = z.infer<typeof ReportRange>;

/** A report spans at most this long: 24 months, or 731 days. */
export const REPORT_LIMITS = { months: 24, days: 731 } as const;

export const REPORT_MESSAGES = {
  last: 'Enter a whole number of days or months',
  monthsTooMany: `A report covers at most ${REPORT_LIMITS.months} months`,
  daysTooMany: `A report covers at most ${REPORT_LIMITS.days} days`,
  datesRequired: 'Choose a start and an end date',
  datesOrder: 'The start date must be on or before the end date',
  weeksFiltered: 'A weekly report takes one filter at most: remove a filter or group by month.',
} as const;

const Day = z.iso.date({ message: 'Enter a date as yyyy-mm-dd' });
const whole = z.coerce
  .number({ error: REPORT_MESSAGES.last })
  .int(REPORT_MESSAGES.last)
  .min(1, REPORT_MESSAGES.last);

/** What a report is asked with: the query string of `GET /api/reports` (and of a shared link). */
export const ReportQuery = z
  .object({
    metric: ReportMetric.default('PROFIT'),
    grouping: ReportGrouping.default('MATERIAL_TYPE'),
    companyId: RecordId.optional(),
    materialType: MaterialType.optional(),
    status: ReportStatus.optional(),
    range: ReportRange.default('MONTHS'),
    /** The N of "last N months" or "last N days". */
    last: whole.default(12),
    from: Day.optional(),
    to: Day.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.range === 'MONTHS' && q.last > REPORT_LIMITS.months)
      ctx.addIssue({ code: 'custom', path: ['last'], message: REPORT_MESSAGES.monthsTooMany });
    if (q.range === 'DAYS' && q.last > REPORT_LIMITS.days)
      ctx.addIssue({ code: 'custom', path: ['last'], message: REPORT_MESSAGES.daysTooMany });
    if (q.range === 'DATES') {
      if (!q.from || !q.to)
        ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.datesRequired });
      else if (q.from > q.to)
        ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.datesOrder });
      else if (daysBetween(q.from, q.to) + 1 > REPORT_LIMITS.days)
        ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.daysTooMany });
    }
    if (q.grouping === 'WEEK' && filterCount(q) > 1)
      ctx.addIssue({ code: 'custom', path: ['grouping'], message: REPORT_MESSAGES.weeksFiltered });
  });
export type ReportQuery = z.infer<typeof ReportQuery>;
export type ReportQueryInput = z.input<typeof ReportQuery>;

/** The export: the same report as a CSV or XLSX table. */
export const ReportExportQuery = z.intersection(
  ReportQuery,
  z.object({ format: z.enum(['csv', 'xlsx'], { error: 'Choose CSV or XLSX' }) }),
);

/** The sums a report's figures are made from. */
export const ReportSums = z.object({
  /** Shipments (a shipment counts once in each group it falls in). */
  count: z.number().int(),
  milliPounds: z.number().int(),
  revenueCents: z.number().int(),
  costCents: z.number().int(),
  commissionsCents: z.number().int(),
  /** Sell value where a line has a sell price, else its buy value: the "price" metric's numerator. */
  valueCents: z.number().int(),
});
export type ReportSums = z.infer<typeof ReportSums>;

export const ReportRow = ReportSums.extend({
  key: z.string(),
  label: z.string(),
  /** The metric of this row, in the metric's unit (see `REPORT_UNITS`); null where it has no meaning (no pounds, no revenue). */
  value: z.number().nullable(),
});
export type ReportRow = z.infer<typeof ReportRow>;

export const Report = z.object({
  metric: ReportMetric,
  grouping: ReportGrouping,
  /** The days it covers (with two or more filters, whole months). */
  from: z.string(),
  to: z.string(),
  wholeMonths: z.boolean(),
  rows: z.array(ReportRow),
  total: ReportSums.extend({ value: z.number().nullable() }),
});
export type Report = z.infer<typeof Report>;

/**
 * The unit of each metric's `value`: prices in micro-dollars per pound, weight in thousandths of a
 * pound, profit in cents, margin in percent to two decimals, count in shipments.
 */
export const REPORT_UNITS: Record<
  ReportMetric,
  'microsPerPound' | 'milliPounds' | 'cents' | 'percent' | 'count'
> = {
  PRICE: 'microsPerPound',
  WEIGHT: 'milliPounds',
  BUY_PRICE: 'microsPerPound',
  SELL_PRICE: 'microsPerPound',
  PROFIT: 'cents',
  MARGIN: 'percent',
  COUNT: 'count',
};

export const emptySums = (): ReportSums => ({
  count: 0,
  milliPounds: 0,
  revenueCents: 0,
  costCents: 0,
  commissionsCents: 0,
  valueCents: 0,
});

export const addSums = (into: ReportSums, add: ReportSums, sign = 1): ReportSums => {
  into.count += sign * add.count;
  into.milliPounds += sign * add.milliPounds;
  into.revenueCents += sign * add.revenueCents;
  into.costCents += sign * add.costCents;
  into.commissionsCents += sign * add.commissionsCents;
  into.valueCents += sign * add.valueCents;
  return into;
};

export const profitCents = (s: ReportSums) => s.revenueCents - s.costCents - s.commissionsCents;

/**
 * Cents over thousandths of a pound as micro-dollars per pound (cents × 10⁴ µ$ ÷ lbs = cents × 10⁷
 * ÷ milli-pounds), rounded half away from zero; exact in BigInt whatever the sums.
 */
export function perPoundMicros(cents: number, milliPounds: number): number | null {
  if (milliPounds <= 0) return null;
  const n = BigInt(cents) * 10_000_000n;
  const d = BigInt(milliPounds);
  const q = n / d;
  const r = n % d;
  const away = (r < 0n ? -r : r) * 2n >= d;
  return Number(away ? q + (n < 0n ? -1n : 1n) : q);
}

/** Profit over revenue, in percent to two decimals (half away from zero); null without revenue. */
export function marginPercent(s: ReportSums): number | null {
  if (s.revenueCents === 0) return null;
  const basis = (profitCents(s) * 10_000) / s.revenueCents;
  return (Math.sign(basis) * Math.round(Math.abs(basis))) / 100;
}

/** A metric's value from its sums. */
export function metricValue(metric: ReportMetric, s: ReportSums): number | null {
  switch (metric) {
    case 'PRICE':
      return perPoundMicros(s.valueCents, s.milliPounds);
    case 'WEIGHT':
      return s.milliPounds;
    case 'BUY_PRICE':
      return perPoundMicros(s.costCents, s.milliPounds);
    case 'SELL_PRICE':
      return perPoundMicros(s.revenueCents, s.milliPounds);
    case 'PROFIT':
      return profitCents(s);
    case 'MARGIN':
      return marginPercent(s);
    case 'COUNT':
      return s.count;
  }
}

/**
 * `total` split into parts proportional to `weights`, each rounded down and the cents left over
 * given one at a time to the largest weights (the earlier on a tie): the parts always sum to
 * `total`. With no weight, the first part takes it all.
 */
export function shareCents(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + Math.max(0, b), 0);
  if (!weights.length) return [];
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const parts = weights.map((w) => Math.floor((total * Math.max(0, w)) / sum));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => [w, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k]![1]]! += 1;
  return parts;
}

// --- Time ---------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const plusDays = (day: string, n: number) => toDay(msOf(day) + n * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((msOf(to) - msOf(from)) / DAY_MS);
/** The first day of the month `n` months from `day`'s. */
export const monthStart = (day: string, n = 0) => {
  const d = new Date(msOf(day.slice(0, 7) + '-01'));
  d.setUTCMonth(d.getUTCMonth() + n);
  return toDay(d.getTime());
};
export const monthEnd = (day: string) => plusDays(monthStart(day, 1), -1);
/** The Monday that starts `day`'s ISO week. */
export const weekStart = (day: string) => plusDays(day, -((new Date(msOf(day)).getUTCDay() + 6) % 7));

export const filterCount = (q: Pick<ReportQuery, 'companyId' | 'materialType' | 'status'>) =>
  [q.companyId, q.materialType, q.status].filter(Boolean).length;

/**
 * The days a report covers, `today` being the company's today: last N months are the current
 * month and the N − 1 before it, whole; last N days end today; dates as given. With two or more
 * filters the range widens to whole months (only months are kept per combination of filters).
 */
export function reportWindow(
  q: ReportQuery,
  today: string,
): { from: string; to: string; wholeMonths: boolean } {
  let from: string;
  let to: string;
  if (q.range === 'MONTHS') {
    from = monthStart(today, -(q.last - 1));
    to = monthEnd(today);
  } else if (q.range === 'DAYS') {
    from = plusDays(today, -(q.last - 1));
    to = today;
  } else {
    from = q.from!;
    to = q.to!;
  }
  const wholeMonths = filterCount(q) > 1 && q.grouping !== 'WEEK';
  if (wholeMonths) {
    from = monthStart(from);
    to = monthEnd(to);
  }
  return { from, to, wholeMonths };
}

/**
 * How a window is read: its whole months from the month items (one Query), the days before the
 * first and after the last whole month from the day items (a Query each). A weekly report reads
 * days throughout.
 */
export function readPlan(
  from: string,
  to: string,
  daysOnly = false,
): { months?: [string, string]; days: Array<[string, string]> } {
  const firstWhole = from === monthStart(from) ? from : monthStart(from, 1);
  const lastWholeEnd = to === monthEnd(to) ? to : plusDays(monthStart(to), -1);
  if (daysOnly || firstWhole > lastWholeEnd) return { days: [[from, to]] };
  const days: Array<[string, string]> = [];
  if (from < firstWhole) days.push([from, plusDays(firstWhole, -1)]);
  if (lastWholeEnd < to) days.push([plusDays(lastWholeEnd, 1), to]);
  return { months: [firstWhole.slice(0, 7), lastWholeEnd.slice(0, 7)], days };
}

/** The periods of a MONTH or WEEK report, in order, each with its label: every one, even when empty. */
export function periodsOf(
  grouping: 'MONTH' | 'WEEK',
  from: string,
  to: string,
): Array<{ key: string; label: string }> {
  const out: Array<{ key: string; label: string }> = [];
  if (grouping === 'MONTH') {
    for (let m = monthStart(from); m <= to; m = monthStart(m, 1))
      out.push({ key: m.slice(0, 7), label: m.slice(0, 7) });
  } else {
    for (let w = weekStart(from); w <= to; w = plusDays(w, 7)) out.push({ key: w, label: `Week of ${w}` });
  }
  return out;
}
