import {
  MatchSort,
  type Match,
  type MatchRecord,
  type MatchRecordKind,
} from '@polyloop/shared/matching/match';
import {
  PRICE_UNIT_LABELS,
  WEIGHT_UNIT_LABELS,
  type PriceUnit,
  type WeightUnit,
} from '@polyloop/shared/conversions';

/**
 * How the pages read a match: which side is the counterpart (the page's own record needs no
 * repeating), what each record is called, how its quantities and the freight estimate read, and
 * which matches can be hidden.
 */

export const RECORD_KIND_LABELS: Record<MatchRecordKind, string> = {
  HAVE: 'Have',
  NEED: 'Need',
  BUY_PROFILE: 'Buy profile',
  PUBLIC_OFFER: 'Public offer',
  PUBLIC_REQUEST: 'Public request',
  NETWORK_OFFER: 'Offer',
  NETWORK_REQUEST: 'Request',
};

/** Records another company put forward; the rest are my company's own. */
const THEIRS: ReadonlySet<MatchRecordKind> = new Set([
  'PUBLIC_OFFER',
  'PUBLIC_REQUEST',
  'NETWORK_OFFER',
  'NETWORK_REQUEST',
]);

export interface MatchSides {
  /** What the match brings: shown first, with its facts. */
  counterpart: MatchRecord;
  /** My record it was found for, when the page is not already that record's. */
  mine: MatchRecord | null;
}

/**
 * The counterpart and my own side of a match. On a record's page (`focusId`) the other side is the
 * counterpart. Elsewhere another company's listing is the counterpart; in core matches (both sides
 * mine) the demand is, since the question a have asks is who wants it.
 */
export function sidesOf(match: Pick<Match, 'supply' | 'demand'>, focusId?: string): MatchSides {
  const { supply, demand } = match;
  if (focusId && supply.id === focusId) return { counterpart: demand, mine: null };
  if (focusId && demand.id === focusId) return { counterpart: supply, mine: null };
  if (THEIRS.has(supply.kind)) return { counterpart: supply, mine: demand };
  return { counterpart: demand, mine: supply };
}

/** Matches judged when read are not kept, so there is nothing to hide. */
export const canHide = (match: Pick<Match, 'id'>) => !match.id.startsWith('live-');

/** The list's sort in the URL is `field,desc` (every match sort is best first); the route takes the field. */
export const matchSortOf = (sort: string): MatchSort =>
  MatchSort.safeParse(sort.split(',')[0]).data ?? 'confidence';
export const sortParamOf = (sort: MatchSort) => `${sort},desc`;
export const DEFAULT_SORT = sortParamOf('confidence');

const number = (n: number, digits = 2) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** "20,000 lbs"; a unit the app does not know is shown as sent. */
export const formatQuantityWeight = (w: { unitValue: number; unit: string }) =>
  `${number(w.unitValue)} ${WEIGHT_UNIT_LABELS[w.unit as WeightUnit] ?? w.unit}`;

/** "$0.40 / lb". */
export function formatQuantityPrice(p: { unitValue: number; unit: string }) {
  const unit = PRICE_UNIT_LABELS[p.unit as PriceUnit]?.replace('per ', '') ?? p.unit.toLowerCase();
  return `$${p.unitValue.toFixed(2)} / ${unit}`;
}

/** A record's price as its side means it: what the supply asks, what the demand targets. */
export function priceText(record: MatchRecord): string | null {
  if (!record.price) return null;
  const asking = record.kind === 'HAVE' || record.kind === 'PUBLIC_OFFER' || record.kind === 'NETWORK_OFFER';
  return `${asking ? 'Asking' : 'Target'} ${formatQuantityPrice(record.price)}`;
}

/** Company, place, weight and price of a record, as far as they are known. */
export const recordDetails = (record: MatchRecord): string[] =>
  [
    record.companyName,
    record.materialName,
    record.place,
    record.weight && formatQuantityWeight(record.weight),
    priceText(record),
  ].filter((s): s is string => !!s);

/** "About 570 kg CO2e", rounded as far as an estimate deserves. */
export const emissionsText = (kgCo2e: number) =>
  `About ${number(kgCo2e >= 100 ? Math.round(kgCo2e) : kgCo2e, 1)} kg CO2e`;

/** What the estimate rests on, for its toggle tip. */
export function emissionsBasis(e: NonNullable<Match['estimatedFreightEmissions']>) {
  return `Estimated for ${number(e.tonnes)} t moved about ${number(e.distanceMiles, 0)} road miles at ${e.factor} kg CO2e per tonne-km: the Defra/DECC road freight factor for a diesel articulated HGV over 33 t at average load.`;
}

/** Confidence as a word and a colour: how far to trust the match at a glance. */
export function confidenceTone(confidence: number): { label: string; palette: 'green' | 'yellow' | 'gray' } {
  if (confidence >= 75) return { label: 'Strong match', palette: 'green' };
  if (confidence >= 55) return { label: 'Fair match', palette: 'yellow' };
  return { label: 'Weak match', palette: 'gray' };
}

/**
 * One page of matches narrowed to some kinds (a have's needs only), read whole: a record keeps at
 * most `MATCH_RULES.perRecord` matches, so one page of the route holds them all.
 */
export function pageOfKinds<T extends Pick<Match, 'kind'>>(
  rows: readonly T[] | undefined,
  kinds: readonly Match['kind'][],
  page: number,
  size: number,
) {
  if (!rows) return { rows: undefined, total: undefined };
  const kept = rows.filter((m) => kinds.includes(m.kind));
  return { rows: kept.slice(page * size, (page + 1) * size), total: kept.length };
}
