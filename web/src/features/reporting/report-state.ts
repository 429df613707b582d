import {
  ReportChart,
  ReportGrouping,
  ReportMetric,
  ReportRange,
  ReportStatus,
  REPORT_UNITS,
  type ReportQueryInput,
} from '@polyloop/shared/reporting/report';
import { MaterialType } from '@polyloop/shared/enums';
import { formatCents, formatPercent } from '../finance/format';

/**
 * What the Reporting page shows, as its address keeps it: the chart and the report's query. The
 * link is the share link and a saved view keeps the same fields, so only what differs from the
 * defaults is written.
 */
export interface ReportState {
  chart: ReportChart;
  metric: ReportMetric;
  grouping: ReportGrouping;
  companyId: string;
  materialType: string;
  status: string;
  range: ReportRange;
  /** As typed: the server judges it (and says why when it is not a whole number in range). */
  last: string;
  from: string;
  to: string;
}

export const DEFAULT_REPORT: ReportState = {
  chart: 'COLUMN',
  metric: 'PROFIT',
  grouping: 'MATERIAL_TYPE',
  companyId: '',
  materialType: '',
  status: '',
  range: 'MONTHS',
  last: '12',
  from: '',
  to: '',
};

const FIELDS = Object.keys(DEFAULT_REPORT) as (keyof ReportState)[];

/** A value from outside (the address, a saved view) as a field takes it: a choice outside its enum is the default. */
function fieldOf<K extends keyof ReportState>(key: K, raw: unknown): ReportState[K] {
  if (typeof raw !== 'string') return DEFAULT_REPORT[key];
  const value = raw;
  const choices: Partial<Record<keyof ReportState, { options: readonly string[] }>> = {
    chart: ReportChart,
    metric: ReportMetric,
    grouping: ReportGrouping,
    range: ReportRange,
    materialType: MaterialType,
    status: ReportStatus,
  };
  const allowed = choices[key]?.options;
  // A number or date being typed stays as typed, even empty, so the field does not jump back.
  if (allowed && !allowed.includes(value)) return DEFAULT_REPORT[key];
  return value as ReportState[K];
}

/** The state a record of strings (the address's parameters, a saved view's state) describes. */
export function readReportState(source: URLSearchParams | Record<string, unknown>): ReportState {
  const get = (k: string) => (source instanceof URLSearchParams ? source.get(k) : source[k]);
  return Object.fromEntries(FIELDS.map((k) => [k, fieldOf(k, get(k))])) as unknown as ReportState;
}

/** The fields that differ from the defaults: the address's parameters and a saved view's state. */
export function reportParams(state: ReportState): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of FIELDS) if (state[k] !== DEFAULT_REPORT[k]) out[k] = state[k];
  return out;
}

/** The query of `GET /api/reports` (and its export) for a state: the range's own fields only. */
export function reportQuery(state: ReportState): ReportQueryInput {
  const q: Record<string, string> = { metric: state.metric, grouping: state.grouping, range: state.range };
  if (state.companyId) q.companyId = state.companyId;
  if (state.materialType) q.materialType = state.materialType;
  if (state.status) q.status = state.status;
  if (state.range === 'DATES') {
    q.from = state.from;
    q.to = state.to;
  } else q.last = state.last;
  return q as ReportQueryInput;
}

/** "$0.4250/lb" from micro-dollars per pound, rounded to a hundredth of a cent with integers only. */
export function formatPerPound(micros: number): string {
  const tenThousandths = Math.round(Math.abs(micros) / 100);
  const fraction = String(tenThousandths % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  const dollars = (tenThousandths - (tenThousandths % 10_000)) / 10_000;
  const sign = micros < 0 && tenThousandths !== 0 ? '−' : '';
  return `${sign}$${dollars.toLocaleString('en-US')}.${fraction}/lb`;
}

/** "12,500.5 lbs" from thousandths of a pound. */
export const formatMilliPounds = (milli: number) =>
  `${(milli / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 })} lbs`;

/** A metric's value as the page shows it, by its unit (`REPORT_UNITS`); a dash where it has no meaning. */
export function formatMetric(metric: ReportMetric, value: number | null): string {
  if (value === null) return '—';
  switch (REPORT_UNITS[metric]) {
    case 'microsPerPound':
      return formatPerPound(value);
    case 'milliPounds':
      return formatMilliPounds(value);
    case 'cents':
      return formatCents(value);
    case 'percent':
      return formatPercent(value);
    case 'count':
      return value.toLocaleString('en-US');
  }
}

/** A metric's value as a number for the chart's axis (dollars, pounds, percent, count); never stored. */
export function chartNumber(metric: ReportMetric, value: number | null): number | null {
  if (value === null) return null;
  switch (REPORT_UNITS[metric]) {
    case 'microsPerPound':
      return value / 1_000_000;
    case 'milliPounds':
      return value / 1000;
    case 'cents':
      return value / 100;
    default:
      return value;
  }
}

/** The axis's short form of a chart number. */
export function formatAxis(metric: ReportMetric, n: number): string {
  const compact = (x: number) =>
    x.toLocaleString('en-US', { notation: 'compact', maximumFractionDigits: Math.abs(x) < 10 ? 2 : 1 });
  switch (REPORT_UNITS[metric]) {
    case 'microsPerPound':
    case 'cents':
      return `$${compact(n)}`;
    case 'percent':
      return `${compact(n)}%`;
    default:
      return compact(n);
  }
}

/**
 * Okabe–Ito, a palette that stays apart for the common kinds of colour blindness: blue for the
 * series, vermillion for a value below zero.
 */
export const PALETTE = { series: '#0072B2', negative: '#D55E00', line: '#0072B2' } as const;
