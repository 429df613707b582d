import { convertPrice, PRICE_UNIT_LABELS, PRICE_UNITS, type PriceUnit } from '../conversions.js';

/**
 * Reverse auctions (spec part 2 §4, §5; issue 12 part 6): a public request whose answers are bids,
 * the lowest price winning. The rules live here once, for the server that judges a bid and the
 * form that checks it before it is sent.
 */

interface Price {
  unitValue: number;
  unit: PriceUnit;
}

/** The smallest bid increment: a tenth of a cent a pound, in each price unit (two significant digits). */
export const MIN_BID_INCREMENT: Record<PriceUnit, number> = Object.fromEntries(
  PRICE_UNITS.map((unit) => [unit, Number(convertPrice(0.001, 'POUND', unit).toPrecision(2))]),
) as Record<PriceUnit, number>;

/** A bid within this long of the end moves the end to this long after the bid. */
export const EXTENSION_MS = 5 * 60_000;

/** Prices are compared in one unit; a bid equal to the limit (within rounding) is allowed. */
const EPSILON = 1e-9;

const amount = (n: number) => String(Math.round(n * 1e6) / 1e6);
export const formatBidPrice = (p: Price) => `$${amount(p.unitValue)} ${PRICE_UNIT_LABELS[p.unit]}`;

export const REVERSE_AUCTION_MESSAGES = {
  incrementRequired: 'Bid increment is required for a reverse auction',
  incrementBelowMinimum: (unit: PriceUnit) => `Bid increment must be at least ${formatBidPrice({ unitValue: MIN_BID_INCREMENT[unit], unit })}`,
  notPermitted: 'Reverse auctions need the platform’s approval: request access first.',
  ended: 'The reverse auction has ended: bids are no longer taken.',
  bidTooHigh: (max: Price) => `Your bid must be at most ${formatBidPrice(max)} (the lowest bid less the increment).`,
  firstBidTooHigh: (max: Price) => `Your bid must be at most ${formatBidPrice(max)} (the request’s price limit).`,
} as const;

/** The increment's problem, or null when it is at least the minimum of its unit. */
export function incrementProblem(increment: Price | undefined | null): string | null {
  if (!increment) return REVERSE_AUCTION_MESSAGES.incrementRequired;
  return increment.unitValue + EPSILON < MIN_BID_INCREMENT[increment.unit] ? REVERSE_AUCTION_MESSAGES.incrementBelowMinimum(increment.unit) : null;
}

export interface AuctionTerms {
  bidIncrement: Price | null;
  lowestBid: Price | null;
  priceTarget: Price | null;
  enforceTargetPrice: boolean;
  maxOfferPrice: Price | null;
}

/**
 * The highest price a bid may have now, in the increment's unit: the lowest bid less the
 * increment; before the first bid, the enforced target price and the maximum offer price (the
 * lower of them), or no limit.
 */
export function maxBid(t: AuctionTerms): { max: Price; first: boolean } | null {
  const unit = t.bidIncrement?.unit ?? t.lowestBid?.unit ?? t.priceTarget?.unit ?? t.maxOfferPrice?.unit ?? 'POUND';
  const inUnit = (p: Price) => convertPrice(p.unitValue, p.unit, unit);
  if (t.lowestBid) return { max: { unitValue: inUnit(t.lowestBid) - (t.bidIncrement ? inUnit(t.bidIncrement) : 0), unit }, first: false };
  const limits = [t.enforceTargetPrice ? t.priceTarget : null, t.maxOfferPrice].filter((p): p is Price => !!p).map(inUnit);
  return limits.length ? { max: { unitValue: Math.min(...limits), unit }, first: true } : null;
}

/** Why a bid at this price is refused now, or null when it may be placed. */
export function bidProblem(price: Price, t: AuctionTerms): string | null {
  const limit = maxBid(t);
  if (!limit) return null;
  if (convertPrice(price.unitValue, price.unit, limit.max.unit) <= limit.max.unitValue + EPSILON) return null;
  return limit.first ? REVERSE_AUCTION_MESSAGES.firstBidTooHigh(limit.max) : REVERSE_AUCTION_MESSAGES.bidTooHigh(limit.max);
}

/** Whether one price is lower than another, compared in one unit. */
export const lowerThan = (a: Price, b: Price) => convertPrice(a.unitValue, a.unit, b.unit) < b.unitValue - EPSILON;

/** The end after a bid at `at`: moved to five minutes after the bid when it came within five minutes of the end. */
export function endAfterBid(closesAt: string, at: string): string {
  const extended = Date.parse(at) + EXTENSION_MS;
  return Date.parse(closesAt) < extended ? new Date(extended).toISOString() : closesAt;
}

/** The channel a reverse auction's bids are pushed on (part 3 §7.3 "request bids"). */
export const requestBidsChannel = (requestId: string) => `request-bids.${requestId}`;
