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

/**
 * Prices are compared exactly: as whole micro-dollars a unit, in one unit (the increment's). A
 * price in another unit is converted and rounded to the micro-dollar once, before any comparison.
 */
export const microOf = (p: Price, unit: PriceUnit) =>
  Math.round(convertPrice(p.unitValue, p.unit, unit) * 1_000_000);
const priceOf = (micro: number, unit: PriceUnit): Price => ({ unitValue: micro / 1_000_000, unit });

const amount = (n: number) => String(Math.round(n * 1e6) / 1e6);
export const formatBidPrice = (p: Price) => `$${amount(p.unitValue)} ${PRICE_UNIT_LABELS[p.unit]}`;

export const REVERSE_AUCTION_MESSAGES = {
  incrementRequired: 'Bid increment is required for a reverse auction',
  incrementBelowMinimum: (unit: PriceUnit) =>
    `Bid increment must be at least ${formatBidPrice({ unitValue: MIN_BID_INCREMENT[unit], unit })}`,
  notPermitted: 'Reverse auctions need the platform’s approval: request access first.',
  ended: 'The reverse auction has ended: bids are no longer taken.',
  bidTooHigh: (max: Price) =>
    `Your bid must be at most ${formatBidPrice(max)} (the lowest bid less the increment).`,
  firstBidTooHigh: (max: Price) =>
    `Your bid must be at most ${formatBidPrice(max)} (the request’s price limit).`,
  bidTooLow: (min: Price) => `Your bid must be at least ${formatBidPrice(min)} (the bid increment).`,
  tooManyBids: (max: number) =>
    `Your company has ${max} open bids in this reverse auction: withdraw one before bidding again.`,
  liveNotEditable: 'A reverse auction cannot be edited while it is live, only cancelled.',
} as const;

/** The increment's problem, or null when it is at least the minimum of its unit. */
export function incrementProblem(increment: Price | undefined | null): string | null {
  if (!increment) return REVERSE_AUCTION_MESSAGES.incrementRequired;
  return microOf(increment, increment.unit) <
    microOf({ unitValue: MIN_BID_INCREMENT[increment.unit], unit: increment.unit }, increment.unit)
    ? REVERSE_AUCTION_MESSAGES.incrementBelowMinimum(increment.unit)
    : null;
}

export interface AuctionTerms {
  bidIncrement: Price | null;
  /** The lowest bid standing now (derived from the open bids), or null before the first. */
  lowestBid: Price | null;
  priceTarget: Price | null;
  enforceTargetPrice: boolean;
  maxOfferPrice: Price | null;
}

/** The unit a reverse auction compares its prices in: its increment's. */
export const unitOf = (t: AuctionTerms): PriceUnit =>
  t.bidIncrement?.unit ?? t.lowestBid?.unit ?? t.priceTarget?.unit ?? t.maxOfferPrice?.unit ?? 'POUND';

/** The lowest price a bid may have: one increment (a bid of nothing, or next to nothing, would end the bidding). */
export function minBid(t: AuctionTerms): Price {
  const unit = unitOf(t);
  return priceOf(Math.max(1, t.bidIncrement ? microOf(t.bidIncrement, unit) : 0), unit);
}

/**
 * The highest price a bid may have now, in the increment's unit: the lowest bid less the
 * increment; before the first bid, the enforced target price and the maximum offer price (the
 * lower of them), or no limit.
 */
export function maxBid(t: AuctionTerms): { max: Price; first: boolean } | null {
  const unit = unitOf(t);
  if (t.lowestBid)
    return {
      max: priceOf(microOf(t.lowestBid, unit) - (t.bidIncrement ? microOf(t.bidIncrement, unit) : 0), unit),
      first: false,
    };
  const limits = [t.enforceTargetPrice ? t.priceTarget : null, t.maxOfferPrice]
    .filter((p): p is Price => !!p)
    .map((p) => microOf(p, unit));
  return limits.length ? { max: priceOf(Math.min(...limits), unit), first: true } : null;
}

/** Why a bid at this price is refused now, or null when it may be placed: at least one increment, at most the limit. */
export function bidProblem(price: Price, t: AuctionTerms): string | null {
  const unit = unitOf(t);
  const bid = microOf(price, unit);
  const min = minBid(t);
  if (bid < microOf(min, unit)) return REVERSE_AUCTION_MESSAGES.bidTooLow(min);
  const limit = maxBid(t);
  if (!limit || bid <= microOf(limit.max, unit)) return null;
  return limit.first
    ? REVERSE_AUCTION_MESSAGES.firstBidTooHigh(limit.max)
    : REVERSE_AUCTION_MESSAGES.bidTooHigh(limit.max);
}

/** Whether a reverse auction's terms may still be edited: not while it is live (part 2 §4: "only cancelled"). */
export const editable = (r: { reverseAuction: boolean; status: string }) =>
  !(r.reverseAuction && r.status === 'ACTIVE');

/** The end after a bid at `at`: moved to five minutes after the bid when it came within five minutes of the end. */
export function endAfterBid(closesAt: string, at: string): string {
  const extended = Date.parse(at) + EXTENSION_MS;
  return Date.parse(closesAt) < extended ? new Date(extended).toISOString() : closesAt;
}

/** The channel a reverse auction's bids are pushed on (part 3 §7.3 "request bids"). */
export const requestBidsChannel = (requestId: string) => `request-bids.${requestId}`;
