import type { NetworkParty } from '@polyloop/shared/network/common';
import {
  bidProblem,
  endAfterBid,
  REVERSE_AUCTION_MESSAGES,
  type AuctionTerms,
} from '@polyloop/shared/network/reverse-auction';
import type { Price } from '@polyloop/shared/supply/listing';
import { Conflict, fieldError } from '../../lib/errors.js';
import type { TxItem } from '../../data/entity.js';
import { LinkEntity } from '../link/index.js';
import { moveCountTx } from './market-counters.js';
import {
  afterMoves,
  encodeOpenBids,
  lowestBidOf,
  MAX_OPEN_BIDS_PER_BIDDER,
  openBidsOf,
  openBidsOfBidder,
  withBid,
  type BidState,
} from './open-bids.js';
import { PublicListingEntity, type PublicListingItem } from './public-listing.entity.js';

/**
 * Reverse auctions (issue 12 part 6): a public request whose answers are bids, the lowest price
 * winning. The open bids, the bid count and the end live ON the listing, so a bid, the end's
 * extension and every move of a bid (withdrawn, declined, disqualified, expired, confirmed) are ONE
 * write each, conditioned on the version the listing was read at: a bid is always judged against
 * the bids open at its write, and of two writes at once one commits and the other is judged again
 * (the callers retry on a lost condition).
 */

const termsOf = (l: PublicListingItem, lowestBid: Price | null): AuctionTerms => ({
  bidIncrement: l.bidIncrement ?? null,
  lowestBid,
  priceTarget: l.priceTarget ?? null,
  enforceTargetPrice: l.enforceTargetPrice,
  maxOfferPrice: l.maxOfferPrice ?? null,
});

/** Live: active, started and not yet ended at `at` (nothing needs to have closed it). */
export const isLive = (l: PublicListingItem, at: string) =>
  l.reverseAuction && l.status === 'ACTIVE' && l.closesAt > at && (!l.startDate || l.startDate <= at);

export interface Bid {
  offerId: string;
  price: Price;
  bidder: NetworkParty & { tenantId: string };
  /** The bid's offer's expiration date: it stops counting after it. */
  expirationDate: string;
  disqualified: boolean;
}

/**
 * The listing's part of a bid's transaction: refused after the end (even if nothing closed it),
 * under one increment, or above the lowest standing bid less the increment (before the first: the
 * enforced target and the maximum offer price); else the bid joins the open bids, and a bid within
 * five minutes of the end moves the end to five minutes after it — all under the version as read.
 */
export function bidTx(listing: PublicListingItem, bid: Bid, at: string): TxItem[] {
  if (listing.closesAt <= at) throw new Conflict(REVERSE_AUCTION_MESSAGES.ended, 'AUCTION_ENDED');
  const book = openBidsOf(listing);
  const problem = bidProblem(bid.price, termsOf(listing, lowestBidOf(listing, at)?.bid.price ?? null));
  if (problem) throw fieldError('price', problem);
  if (openBidsOfBidder(book, bid.bidder.tenantId) >= MAX_OPEN_BIDS_PER_BIDDER)
    throw new Conflict(REVERSE_AUCTION_MESSAGES.tooManyBids(MAX_OPEN_BIDS_PER_BIDDER), 'TOO_MANY_BIDS');
  const { tenantId, id, name } = bid.bidder;
  const openBids = encodeOpenBids(
    withBid(
      book,
      {
        offerId: bid.offerId,
        price: bid.price,
        tenantId,
        expirationDate: bid.expirationDate,
        ...(bid.disqualified ? { disqualified: true } : {}),
      },
      { id, name },
    ),
  );
  const closesAt = endAfterBid(listing.closesAt, at);
  const changes: Partial<PublicListingItem> = {
    openBids,
    ...(closesAt !== listing.closesAt ? { closesAt, endDate: closesAt } : {}),
    updatedDate: at,
    version: listing.version + 1,
  };
  const after = { ...listing, ...changes };
  return [
    PublicListingEntity.tx.update({ id: listing.id }, changes, {
      add: { offerCount: 1, openOfferCount: 1, bidCount: 1 },
      condition: { version: listing.version, status: 'ACTIVE', lane: 'OPEN' },
      current: listing,
    }),
    ...moveCountTx(listing, after),
  ];
}

/**
 * The listing's part of a transaction that moves bids of its auction (`moved`, as they are after
 * the move; `closed` of them leave the open offers): their places among the open bids follow,
 * under the version as read, so a bid judged against the bids before the move is judged again.
 * `won`: the bid the move makes the auction's winning one (the buyer's confirmation of it, when
 * no bid won before), recorded under the same version, so of two bids confirmed at once one wins.
 */
export function bidsMovedTx(
  listing: PublicListingItem,
  moved: BidState[],
  closed: number,
  at: string,
  won?: string,
): TxItem[] {
  const next = afterMoves(openBidsOf(listing), moved);
  const add = closed ? { add: { openOfferCount: -closed } } : {};
  if (won && listing.wonOfferId) throw new Error(`Reverse auction ${listing.id} was won already`);
  if (!next && !won) return closed ? [PublicListingEntity.tx.update({ id: listing.id }, {}, add)] : [];
  return [
    PublicListingEntity.tx.update(
      { id: listing.id },
      {
        ...(next ? { openBids: encodeOpenBids(next) } : {}),
        ...(won ? { wonOfferId: won } : {}),
        updatedDate: at,
        version: listing.version + 1,
      },
      { ...add, condition: { version: listing.version } },
    ),
  ];
}

/** Whether a confirmation of one of the reverse auction's bids by `tenantId` wins it: the buyer's, when no bid won it before. */
export const winsAuction = (listing: PublicListingItem, tenantId: string) =>
  listing.reverseAuction && listing.tenantId === tenantId && !listing.wonOfferId;

/** Who may listen to a reverse auction's bids: its company, and the companies linked with it (those who may bid). */
export async function canReadBids(tenantId: string | undefined, listingId: string): Promise<boolean> {
  if (!tenantId) return false;
  const listing = await PublicListingEntity.get({ id: listingId });
  if (!listing?.reverseAuction) return false;
  if (listing.tenantId === tenantId) return true;
  const link = await LinkEntity.get({ tenantId, publicCompanyId: listing.publicCompanyId });
  return link?.status === 'LINKED';
}
