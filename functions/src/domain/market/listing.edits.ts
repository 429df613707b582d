import { cleared } from '../../data/patch.js';
import {
  MARKET_MESSAGES,
  type ListingKind,
  type PublicOffer,
  type PublicOfferPatch,
  type PublicRequest,
  type PublicRequestPatch,
} from '@polyloop/shared/network/market';
import { REVERSE_AUCTION_MESSAGES } from '@polyloop/shared/network/reverse-auction';
import type { Member } from '../../lib/actor.js';
import { now, today } from '../../lib/commit.js';
import { Conflict, Forbidden, NotFound, fieldError } from '../../lib/errors.js';
import { checkRepresentatives } from '../company/index.js';
import { HaveItem } from '../listing/index.js';
import { checkWeight } from '../network/index.js';
import { change } from './listing-changes.js';
import { endOfDay } from './listing.publish.js';
import { offerView, requestView } from './listing.view.js';
import { isLive } from './reverse-auction.js';
import { PublicListingEntity, type PublicListingItem } from './public-listing.entity.js';

/*
 * My company's edits of a published listing of its own; the write under its version, and closing,
 * are listing-changes.ts.
 */

/** The fields of `names` a patch sends as null, as undefined: the listing's update REMOVEs them. */
function clearedFields<P extends object>(patch: P, names: readonly (keyof P & keyof PublicListingItem)[]) {
  const { remove } = cleared(patch);
  return Object.fromEntries(
    names.filter((n) => remove.includes(n)).map((n) => [n, undefined]),
  ) as Partial<PublicListingItem>;
}

/** My listing, open: another company's is refused (it may read it, never change it). */
async function ownOpenListing(actor: Member, id: string, kind: ListingKind): Promise<PublicListingItem> {
  const listing = await PublicListingEntity.get({ id }, { consistent: true });
  if (!listing || listing.kind !== kind) throw new NotFound();
  if (listing.tenantId !== actor.tenantId) throw new Forbidden(MARKET_MESSAGES.ownerOnly);
  if (listing.status !== 'ACTIVE' || listing.closesAt <= now())
    throw new Conflict(MARKET_MESSAGES.notActive, 'LISTING_INACTIVE');
  return listing;
}

export async function updateOffer(actor: Member, id: string, patch: PublicOfferPatch): Promise<PublicOffer> {
  const listing = await ownOpenListing(actor, id, 'PUBLIC_OFFER');
  const at = now();
  const changes: Partial<PublicListingItem> = {};
  if (patch.weight || patch.expirationDate) {
    const have = await HaveItem.get({ tenantId: actor.tenantId, id: listing.recordId });
    if (!have || have.lane !== 'OPEN') throw new Conflict(MARKET_MESSAGES.haveClosed, 'RECORD_CLOSED');
    if (patch.weight) checkWeight(patch.weight, have.remainingWeight);
    if (
      patch.expirationDate &&
      (patch.expirationDate < today() || patch.expirationDate > have.expirationDate)
    )
      throw fieldError('expirationDate', 'Choose a date from today to the have’s expiration date.');
  }
  // A field sent as null is given as undefined, which the update REMOVEs (an asking price then reads “Offer”).
  Object.assign(changes, clearedFields(patch, ['askingPrice', 'description']));
  if (patch.askingPrice) changes.askingPrice = patch.askingPrice;
  if (patch.weight) changes.weight = patch.weight;
  if (patch.terms) changes.terms = patch.terms;
  if (patch.description != null) changes.description = patch.description || undefined;
  if (patch.representatives)
    changes.representatives = await checkRepresentatives(actor.tenantId, patch.representatives);
  if (patch.expirationDate)
    Object.assign(changes, {
      expirationDate: patch.expirationDate,
      closesAt: endOfDay(patch.expirationDate),
    });
  if (patch.status === 'CLOSED') changes.status = 'CLOSED';
  return offerView(actor, await change(listing, changes, actor.userId, at), { at, linked: false });
}

/**
 * Changes my public request. A live reverse auction (started, not ended) is not edited, only
 * cancelled (part 2 §4): its bidders bid against the terms and the end they were shown.
 */
export async function updateRequest(
  actor: Member,
  id: string,
  patch: PublicRequestPatch,
): Promise<PublicRequest> {
  const listing = await ownOpenListing(actor, id, 'PUBLIC_REQUEST');
  const at = now();
  const edits = Object.entries(patch).some(([field, value]) => field !== 'status' && value !== undefined);
  if (edits && isLive(listing, at))
    throw new Conflict(REVERSE_AUCTION_MESSAGES.liveNotEditable, 'REVERSE_AUCTION_LIVE');
  const changes: Partial<PublicListingItem> = clearedFields(patch, [
    'description',
    'preferredShippingTerms',
    'priceTarget',
    'maxOfferPrice',
  ]);
  if (patch.title) changes.title = patch.title;
  if (patch.description != null) changes.description = patch.description || undefined;
  if (patch.preferredShippingTerms) changes.preferredShippingTerms = patch.preferredShippingTerms;
  if (patch.priceTarget) changes.priceTarget = patch.priceTarget;
  if (patch.maxOfferPrice) changes.maxOfferPrice = patch.maxOfferPrice;
  if (patch.enforceTargetPrice !== undefined) changes.enforceTargetPrice = patch.enforceTargetPrice;
  if (
    (changes.enforceTargetPrice ?? listing.enforceTargetPrice) &&
    !('priceTarget' in changes ? changes.priceTarget : listing.priceTarget)
  )
    throw fieldError('priceTarget', MARKET_MESSAGES.targetRequired);
  if (patch.representatives)
    changes.representatives = await checkRepresentatives(actor.tenantId, patch.representatives);
  if (patch.endDate) {
    const endDate = new Date(patch.endDate).toISOString();
    if (endDate <= at) throw fieldError('endDate', MARKET_MESSAGES.endPast);
    if (listing.startDate && endDate <= listing.startDate)
      throw fieldError('endDate', MARKET_MESSAGES.endBeforeStart);
    Object.assign(changes, { endDate, closesAt: endDate });
  }
  if (patch.status === 'CANCELLED') changes.status = 'CANCELLED';
  return requestView(actor, await change(listing, changes, actor.userId, at), { at, linked: false });
}
