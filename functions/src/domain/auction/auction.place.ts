import { AUCTION_MESSAGES, type BidInput } from '@polyloop/shared/network/auction';
import type { BidReason } from '@polyloop/shared/network/auction-states';
import type { NetworkPlace } from '@polyloop/shared/network/common';
import type { Member } from '../../lib/actor.js';
import { fieldError } from '../../lib/errors.js';
import { expiringMap, recentCache } from '../../lib/recent.js';
import { PublicLocation } from '../public-company/index.js';
import type { PublicProfileItem } from '../public-company/index.js';
import { myProfile, placeOfLocation } from '../network/index.js';
import {
  AuctionBidderEntity,
  type AuctionBidderItem,
  type AuctionItem,
  type LedgerEntryItem,
} from './auction.entity.js';
import { isBid } from './bidding.js';

/**
 * My company's place in an auction as its bids know it: what they name of the company, the place
 * as last seen (kept for seconds, read again when it may have changed), the place a first bid
 * joins with, and the place as a judged bid leaves it.
 */

/**
 * What a bid names of its company, read through a 5-second cache in the container (as a request's
 * actor is): the bidders of one auction bid again within seconds, and a bid that stands must not
 * wait on reads of records that change rarely. A profile disabled, or a location removed, stops
 * the bids that name it within those seconds.
 */
const profiles = recentCache<PublicProfileItem>(5_000);
const destinations = recentCache<NetworkPlace>(5_000);
export const profileOf = (actor: Member) => profiles.through(actor.tenantId, () => myProfile(actor));

export async function destinationOf(tenantId: string, locationId: string): Promise<NetworkPlace> {
  const place = await destinations.through(`${tenantId}#${locationId}`, async () => {
    const location = await PublicLocation.get({ tenantId, locationId });
    return location && placeOfLocation(location);
  });
  if (!place) throw fieldError('destinationLocationId', AUCTION_MESSAGES.destinationUnknown);
  return place;
}

/**
 * Each company's place as this container last wrote or read it, for a few seconds: a bid writes
 * the place conditioned on it as known, so a place another of the company's people changed
 * meanwhile is read again, never overwritten.
 */
export const places = expiringMap<AuctionBidderItem>(5_000, 5_000);
export const placeKey = (tenantId: string, auctionId: string) => `${tenantId}#${auctionId}`;
export async function readPlace(tenantId: string, auctionId: string): Promise<AuctionBidderItem | undefined> {
  const place = await AuctionBidderEntity.get({ tenantId, auctionId }, { consistent: true });
  if (place) places.set(placeKey(tenantId, auctionId), place);
  else places.delete(placeKey(tenantId, auctionId));
  return place;
}

/** My company's place after a judged bid: its counts, its last price and bid, its maximum, contact and destination. */
export function placeAfter(
  place: AuctionBidderItem,
  actor: Member,
  entries: LedgerEntryItem[],
  judged: { leads: boolean; leadingBefore: number | undefined; reason: BidReason; typed: number },
  input: BidInput,
  maximum: number | undefined,
  destination: NetworkPlace,
  when: string,
): AuctionBidderItem {
  const mine = entries.filter((e) => e.bidderTenantId === actor.tenantId);
  const price = mine[0]!.price;
  const leadingPrice = entries.at(-1)!.leadingPrice;
  return {
    ...place,
    withdrawn: false,
    people: [...new Set([...place.people, actor.userId])].slice(-10),
    ...(maximum !== undefined ? { maximum: Math.max(maximum, price) } : {}),
    lastPrice: judged.leads ? leadingPrice : Math.max(...mine.map((e) => e.price)),
    lastBid: {
      typed: judged.typed,
      ...(maximum !== undefined ? { maximum } : {}),
      leadingPrice,
      reason: judged.reason,
      at: when,
    },
    bidCount: place.bidCount + mine.filter((e) => isBid(e, judged.leadingBefore)).length,
    contactInformation: input.contactInformation,
    destinationLocationId: input.destinationLocationId,
    destinationLocation: destination,
    updatedDate: when,
  };
}

/** The place a company's first bid on a public auction makes: the next alias, named by its profile. */
export const joining = (
  item: AuctionItem,
  actor: Member,
  company: AuctionBidderItem['company'],
  when: string,
): AuctionBidderItem => ({
  tenantId: actor.tenantId,
  auctionId: item.auctionId,
  ownerTenantId: item.tenantId,
  company,
  alias: item.bidderCount + 1,
  invitation: 'PUBLIC',
  withdrawn: false,
  people: [],
  bidCount: 0,
  invitedDate: when,
  updatedDate: when,
});

/** What a bid changes of an existing place. */
export const placeChanges = (next: AuctionBidderItem): Array<keyof AuctionBidderItem> => [
  'withdrawn',
  'people',
  ...(next.maximum !== undefined ? (['maximum'] as const) : []),
  'lastPrice',
  'lastBid',
  'bidCount',
  'contactInformation',
  'destinationLocationId',
  'destinationLocation',
  'updatedDate',
];
