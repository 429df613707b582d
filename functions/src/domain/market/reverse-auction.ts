import { convertPrice } from '@polyloop/shared/conversions';
import type { NetworkParty } from '@polyloop/shared/network/common';
import { bidProblem, endAfterBid, lowerThan, REVERSE_AUCTION_MESSAGES, type AuctionTerms } from '@polyloop/shared/network/reverse-auction';
import type { Price } from '@polyloop/shared/supply/listing';
import { Conflict, fieldError } from '../../lib/errors.js';
import type { TxItem } from '../../data/entity.js';
import { LinkEntity } from '../link/link.entity.js';
import { listOffersOfSource } from '../network-offer/network-offer.entity.js';
import { moveCountTx } from './market-counters.js';
import { PublicListingEntity, type PublicListingItem } from './public-listing.entity.js';

/**
 * Reverse auctions (issue 12 part 6): a public request whose answers are bids, the lowest price
 * winning. The lowest bid, the bid count and the end live ON the listing, so a bid, the new
 * lowest and the end's extension are ONE write conditioned on the version the bid was judged
 * against, at the time of that write: of two bids at once one commits and the other is judged
 * again against the winner (the caller retries on a lost condition).
 */

export const termsOf = (l: PublicListingItem): AuctionTerms => ({
  bidIncrement: l.bidIncrement ?? null,
  lowestBid: l.lowestBid ?? null,
  priceTarget: l.priceTarget ?? null,
  enforceTargetPrice: l.enforceTargetPrice,
  maxOfferPrice: l.maxOfferPrice ?? null,
});

/** Live: active, started and not yet ended at `at` (nothing needs to have closed it). */
export const isLive = (l: PublicListingItem, at: string) => l.reverseAuction && l.status === 'ACTIVE' && l.closesAt > at && (!l.startDate || l.startDate <= at);

export interface Bid {
  offerId: string;
  price: Price;
  bidder: NetworkParty & { tenantId: string };
}

/**
 * The listing's part of a bid's transaction: refused after the end (even if nothing closed it),
 * or above the lowest bid less the increment (before the first bid: the enforced target and the
 * maximum offer price); else the bid counts, becomes the lowest, and a bid within five minutes of
 * the end moves the end to five minutes after it — all under the version as read.
 */
export function bidTx(listing: PublicListingItem, bid: Bid, at: string): TxItem[] {
  if (listing.closesAt <= at) throw new Conflict(REVERSE_AUCTION_MESSAGES.ended, 'AUCTION_ENDED');
  const problem = bidProblem(bid.price, termsOf(listing));
  if (problem) throw fieldError('price', problem);
  const lowest = !listing.lowestBid || lowerThan(bid.price, listing.lowestBid);
  const closesAt = endAfterBid(listing.closesAt, at);
  const changes: Partial<PublicListingItem> = {
    ...(lowest ? { lowestBid: bid.price, lowestBidOfferId: bid.offerId, lowestBidder: bid.bidder } : {}),
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
 * A bidder's place (1 = lowest) among the companies that bid, each by its lowest bid, read from
 * the requester's sides of the bids; null when my company has not bid. Bids only fall (each is
 * at least the increment under the last), so no two companies share a place.
 */
export async function rankOf(listing: PublicListingItem, tenantId: string): Promise<number | null> {
  const bids = (await listOffersOfSource(listing.tenantId, listing.id)).filter((o) => o.side === 'RECEIVING' && o.reverseAuction);
  const unit = listing.bidIncrement?.unit ?? 'POUND';
  const best = new Map<string, number>();
  for (const o of bids) {
    const value = convertPrice(o.negotiations[0]?.price?.unitValue ?? o.price.unitValue, o.negotiations[0]?.price?.unit ?? o.price.unit, unit);
    best.set(o.otherTenantId, Math.min(best.get(o.otherTenantId) ?? Infinity, value));
  }
  const mine = best.get(tenantId);
  if (mine === undefined) return null;
  return 1 + [...best.values()].filter((v) => v < mine - 1e-9).length;
}

/** Who may listen to a reverse auction's bids: its company, and the companies linked with it (those who may bid). */
export async function canReadBids(tenantId: string | undefined, listingId: string): Promise<boolean> {
  if (!tenantId) return false;
  const listing = await PublicListingEntity.get({ id: listingId });
  if (!listing?.reverseAuction) return false;
  if (listing.tenantId === tenantId) return true;
  const link = await LinkEntity.get({ tenantId, publicCompanyId: listing.publicCompanyId });
  return link?.status === 'LINKED';
}
