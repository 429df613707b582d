import * as z from 'zod';
import { microOf, unitOf } from '@polyloop/shared/network/reverse-auction';
import type { PriceUnit } from '@polyloop/shared/conversions';
import { Price } from '@polyloop/shared/supply/listing';
import { derivedOnce } from '../../lib/lazy.js';

/**
 * A reverse auction's open bids, kept on its listing (one string, as the auction keeps what grows
 * with its bidders) and rewritten under the listing's version by every bid and every move of a bid:
 * the lowest bid, a bidder's rank and the limit of the next bid are derived from them, never kept
 * beside them, so a bid that leaves (withdrawn, declined, disqualified, expired, confirmed) stops
 * counting the moment it leaves.
 */

const OpenBid = z.object({
  offerId: z.string(),
  /** The price as bid (shown as bid); compared in micro-dollars of the auction's unit. */
  price: Price,
  tenantId: z.string(),
  /** The bid's offer expires after this day (yyyy-mm-dd): it stops counting then, without a write. */
  expirationDate: z.string(),
  /** The requester disqualified it: it does not count until qualified again. */
  disqualified: z.boolean().optional(),
});
export type OpenBid = z.infer<typeof OpenBid>;

const OpenBids = z.object({
  bids: z.array(OpenBid),
  /** How each bidding company is named to the requester. */
  bidders: z.record(z.string(), z.object({ id: z.string(), name: z.string() })),
});
export type OpenBids = z.infer<typeof OpenBids>;

/** A company keeps at most this many open bids in one auction: the listing item stays far below DynamoDB's 400 KB. */
export const MAX_OPEN_BIDS_PER_BIDDER = 10;

const EMPTY: OpenBids = { bids: [], bidders: {} };

/** The open bids as the listing keeps them, decoded once per item read. */
export const openBidsOf = derivedOnce((l: { openBids: string }): OpenBids =>
  l.openBids ? OpenBids.parse(JSON.parse(l.openBids)) : EMPTY,
);
export const encodeOpenBids = (b: OpenBids) => (b.bids.length ? JSON.stringify(b) : '');

/** Whether an open bid counts at `at`: not disqualified, and its offer not past its expiration day. */
export const stands = (b: OpenBid, at: string) => !b.disqualified && b.expirationDate >= at.slice(0, 10);

/** What of a listing the open bids are read with: the bids, and the prices whose unit they are compared in. */
interface Auction {
  openBids: string;
  bidIncrement?: Price;
  priceTarget?: Price;
  maxOfferPrice?: Price;
}

/** The unit an auction compares prices in (its increment's), as the bid rules take it. */
export const unitOfAuction = (l: Auction) =>
  unitOf({
    bidIncrement: l.bidIncrement ?? null,
    lowestBid: null,
    priceTarget: l.priceTarget ?? null,
    maxOfferPrice: l.maxOfferPrice ?? null,
    enforceTargetPrice: false,
  });

/** The lowest bid standing at `at`, derived from the open bids. */
export const lowestBidOf = (l: Auction, at: string): Lowest | null =>
  lowestOf(openBidsOf(l), unitOfAuction(l), at);

/** My company's place among the bidders at `at` (1 = lowest), or null without a standing bid. */
export const rankOf = (l: Auction, tenantId: string, at: string): number | null =>
  rankIn(openBidsOf(l), unitOfAuction(l), tenantId, at);

export interface Lowest {
  bid: OpenBid;
  bidder: { tenantId: string; id: string; name: string };
}

/** The lowest bid standing at `at`, compared exactly in the auction's unit; of equal prices, the earlier bid. */
export function lowestOf(book: OpenBids, unit: PriceUnit, at: string): Lowest | null {
  let lowest: { bid: OpenBid; micro: number } | null = null;
  for (const bid of book.bids) {
    if (!stands(bid, at)) continue;
    const micro = microOf(bid.price, unit);
    if (!lowest || micro < lowest.micro) lowest = { bid, micro };
  }
  if (!lowest) return null;
  const party = book.bidders[lowest.bid.tenantId] ?? { id: '', name: '' };
  return { bid: lowest.bid, bidder: { tenantId: lowest.bid.tenantId, ...party } };
}

/**
 * A company's place (1 = lowest) among the companies with a standing bid, each by its lowest one;
 * null when it has none. Companies at the same price share a place.
 */
export function rankIn(book: OpenBids, unit: PriceUnit, tenantId: string, at: string): number | null {
  const best = new Map<string, number>();
  for (const bid of book.bids) {
    if (!stands(bid, at)) continue;
    const micro = microOf(bid.price, unit);
    best.set(bid.tenantId, Math.min(best.get(bid.tenantId) ?? Infinity, micro));
  }
  const mine = best.get(tenantId);
  if (mine === undefined) return null;
  return 1 + [...best.values()].filter((v) => v < mine).length;
}

/** How many open bids a company has in the auction (standing or not). */
export const openBidsOfBidder = (book: OpenBids, tenantId: string) =>
  book.bids.filter((b) => b.tenantId === tenantId).length;

/** The open bids with a new one. */
export const withBid = (book: OpenBids, bid: OpenBid, bidder: { id: string; name: string }): OpenBids => ({
  bids: [...book.bids, bid],
  bidders: { ...book.bidders, [bid.tenantId]: bidder },
});

/** What the auction needs to know of a bid's offer after a move. */
export interface BidState {
  offerId: string;
  open: boolean;
  price: Price;
  expirationDate: string;
  disqualified: boolean;
}

/**
 * The open bids after some bids moved: a bid whose offer closed leaves, one that stays open keeps
 * its place with its price, date and qualification as they now are. Null when nothing changed.
 */
export function afterMoves(book: OpenBids, moved: BidState[]): OpenBids | null {
  const byId = new Map(moved.map((m) => [m.offerId, m]));
  let changed = false;
  const bids: OpenBid[] = [];
  for (const bid of book.bids) {
    const m = byId.get(bid.offerId);
    if (!m) {
      bids.push(bid);
      continue;
    }
    const next: OpenBid = {
      offerId: bid.offerId,
      price: m.price,
      tenantId: bid.tenantId,
      expirationDate: m.expirationDate,
      ...(m.disqualified ? { disqualified: true } : {}),
    };
    const same =
      m.open &&
      m.price.unit === bid.price.unit &&
      m.price.unitValue === bid.price.unitValue &&
      m.expirationDate === bid.expirationDate &&
      !!bid.disqualified === m.disqualified;
    if (m.open) bids.push(next);
    if (!same) changed = true;
  }
  return changed ? { bids, bidders: book.bidders } : null;
}
