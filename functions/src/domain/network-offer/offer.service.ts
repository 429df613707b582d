import {
  isOpen,
  nextStatus,
  OFFER_MESSAGES,
  type NegotiationInput,
  type NetworkOffer,
  type QualifyInput,
} from '@polyloop/shared/network/offer';
import type { Member } from '../../lib/actor.js';
import { commit, now, retrying, stale } from '../../lib/commit.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { batchGetMany } from '../../data/entity.js';
import { actorName } from '../history/index.js';
import { HaveItem } from '../listing/index.js';
import { PublicListingEntity, bidsMovedTx, isLive } from '../market/index.js';
import { checkWeight } from '../network/index.js';
import { checkMaxPrice } from './offer.create.js';
import { negotiationStep, SYSTEM, today, view, type Move } from './offer.records.js';
import { allowed, auctionOf, bidState, changed, commitMove, mine } from './offer.moves.js';
import { listOffersOfListing, NetworkOfferEntity } from './network-offer.entity.js';

export { create } from './offer.create.js';
export { bid } from './offer.bid.js';
export { confirm } from './offer.confirm.js';
export { get, list, counts, ofSource } from './offer.reads.js';

/**
 * A move in the negotiation (part 2 §4): accept, counter, decline or cancel, decided against my
 * side as read and written to both sides in ONE transaction conditioned on the version read. Two
 * people moving at once: one commits, the other is told it changed meanwhile (409).
 */
export async function negotiate(
  actor: Member,
  offerId: string,
  input: NegotiationInput,
): Promise<NetworkOffer> {
  const [item, name] = await Promise.all([mine(actor, offerId), actorName(actor)]);
  const auction = await auctionOf(item);
  const at = now();
  const reverseAuctionActive = !!auction && isLive(auction, at);
  allowed(item, input.action, input.version, reverseAuctionActive);
  const move: Move = {
    status: nextStatus(input.action, item.side),
    step: {
      side: item.side,
      action: input.action,
      price: input.action === 'COUNTER' ? input.price : null,
      weight: input.action === 'COUNTER' ? input.weight : null,
      terms: input.action === 'COUNTER' ? input.terms : null,
      message: input.message ?? null,
      reason: input.action === 'DECLINE' || input.action === 'CANCEL' ? input.reason : null,
      userName: name,
      at,
    },
  };
  if (input.action === 'COUNTER') {
    const offeringTenant = item.side === 'OFFERING' ? item.tenantId : item.otherTenantId;
    const have = await HaveItem.get({ tenantId: offeringTenant, id: item.haveId });
    if (!have || have.lane !== 'OPEN' || have.archived)
      throw new Conflict(OFFER_MESSAGES.haveClosed, 'HAVE_CLOSED');
    checkWeight(input.weight, have.remainingWeight);
    // A seller answering a public request stays at or under its maximum offer price (part 2 §5).
    if (item.side === 'OFFERING' && item.requestKind === 'PUBLIC_REQUEST' && item.requestId) {
      checkMaxPrice(input.price, (await PublicListingEntity.get({ id: item.requestId }))?.maxOfferPrice);
    }
    move.terms = { price: input.price, weight: input.weight, terms: input.terms };
  }
  const after = await commitMove(item, move, at, { userId: actor.userId, name }, changed, auction);
  return view(after, today(), { reverseAuctionActive });
}

/**
 * The requester rates offers answering its public request (both sides of each see the rating),
 * in one transaction: each offer must answer that request and be on my company's receiving side.
 * A rating is a move like any other: it takes the next version, so a move judged against the offer
 * before it is refused; in a reverse auction, a disqualified bid stops counting in the same write.
 */
export async function qualify(actor: Member, input: QualifyInput): Promise<NetworkOffer[]> {
  const ids = [...new Set(input.offerIds)];
  return retrying(async () => {
    const listing = await PublicListingEntity.get({ id: input.requestId }, { consistent: true });
    if (!listing || listing.kind !== 'PUBLIC_REQUEST' || listing.tenantId !== actor.tenantId)
      throw new NotFound();
    const items = await batchGetMany(
      ids.map((offerId) => NetworkOfferEntity.batch({ tenantId: actor.tenantId, offerId })),
    );
    if (
      items.length !== ids.length ||
      items.some((i) => i.requestId !== input.requestId || i.side !== 'RECEIVING')
    )
      throw new NotFound();
    const at = now();
    const rated = items.map((i) => ({
      ...i,
      qualification: input.qualification,
      updatedDate: at,
      version: i.version + 1,
    }));
    const writes = items.flatMap((i) =>
      [i.tenantId, i.otherTenantId].map((tenantId) =>
        NetworkOfferEntity.tx.update(
          { tenantId, offerId: i.offerId },
          {
            qualification: input.qualification,
            updatedDate: at,
            version: i.version + 1,
            lane: i.lane,
            side: tenantId === i.tenantId ? i.side : 'OFFERING',
          },
          { condition: { version: i.version } },
        ),
      ),
    );
    const auction = listing.reverseAuction ? bidsMovedTx(listing, rated.map(bidState), 0, at) : [];
    await commit([...writes, ...auction], (entity) =>
      entity === PublicListingEntity.name ? stale(entity) : changed(entity),
    );
    return Promise.all(rated.map((i) => view(i)));
  });
}

/**
 * Cancels my company's open offers of a have or need that closed (part 2 §4): each is moved to
 * CANCELLED for both companies as the system, under its own version condition, so one that moved
 * meanwhile is left as it now is.
 */
export async function cancelOffersOfListing(
  tenantId: string,
  listingId: string,
  reason: 'NO_LONGER_FOR_SALE' | 'NO_LONGER_NEEDED',
): Promise<number> {
  const open = (await listOffersOfListing(tenantId, listingId)).filter((i) => isOpen(i.status));
  let cancelled = 0;
  for (const item of open) {
    const at = now();
    try {
      await commitMove(
        item,
        {
          status: 'CANCELLED',
          step: negotiationStep(item.side, 'CANCEL', null, null, at, reason),
        },
        at,
        SYSTEM,
        changed,
      );
      cancelled++;
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
    }
  }
  return cancelled;
}
