import { allowedActions, OFFER_MESSAGES, type NegotiationInput } from '@polyloop/shared/network/offer';
import type { Member } from '../../lib/actor.js';
import { commit, retrying, stale } from '../../lib/commit.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import type { TxItem } from '../../data/entity.js';
import { PublicListingEntity, type PublicListingItem, bidsMovedTx } from '../market/index.js';
import type { BidState } from '../market/index.js';
import { NetworkRequestEntity } from '../network-request/index.js';
import { effectiveStatus, moveTx, type Move } from './offer.records.js';
import { NetworkOfferEntity, type NetworkOfferItem } from './network-offer.entity.js';

/** My side of an offer, read consistently (every move is decided on it); another company's is not found. */
export async function mine(actor: Member, offerId: string): Promise<NetworkOfferItem> {
  const item = await NetworkOfferEntity.get({ tenantId: actor.tenantId, offerId }, { consistent: true });
  if (!item) throw new NotFound();
  return item;
}

/** The reverse auction the offer bids in, if it does (read consistently by a move: its open bids move with the bid). */
export async function auctionOf(
  item: NetworkOfferItem,
  consistent = true,
): Promise<PublicListingItem | undefined> {
  if (!item.reverseAuction || item.requestKind !== 'PUBLIC_REQUEST' || !item.requestId) return undefined;
  const listing = await PublicListingEntity.get({ id: item.requestId }, { consistent });
  return listing?.reverseAuction ? listing : undefined;
}

export const changed = (entity: string) =>
  entity === NetworkOfferEntity.name ? new Conflict(OFFER_MESSAGES.changed, 'OFFER_CHANGED') : undefined;

/** What a reverse auction keeps of one of its bids after a move. */
export const bidState = (after: NetworkOfferItem): BidState => ({
  offerId: after.offerId,
  open: after.lane === 'OPEN',
  price: after.price,
  expirationDate: after.expirationDate,
  disqualified: after.qualification === 'DISQUALIFIED',
});

/**
 * What a move writes on what the offer answers: one open offer fewer when it closes; for a bid of
 * a reverse auction (`auction`, as read), its place among the auction's open bids too, under the
 * listing's version, so the lowest bid is derived again in the same transaction (and, when the
 * move `wins` the auction, the bid that won it).
 */
export function sourceTx(
  item: NetworkOfferItem,
  after: NetworkOfferItem,
  at: string,
  auction: PublicListingItem | undefined,
  wins = false,
): TxItem[] {
  const closing = item.lane === 'OPEN' && after.lane === 'CLOSED';
  if (auction)
    return bidsMovedTx(auction, [bidState(after)], closing ? 1 : 0, at, wins ? item.offerId : undefined);
  return closing ? sourceClosedTx(item) : [];
}

/**
 * Commits a move with what it writes on its source. When only the reverse auction's listing moved
 * meanwhile (another bid), the move is written again against the listing read anew; when the
 * offer itself moved, `explain` says so. `auction` is the listing as the caller read it, if it did.
 */
export async function commitMove(
  item: NetworkOfferItem,
  move: Move,
  at: string,
  who: { userId: string; name: string },
  explain: (entity: string) => Error | undefined,
  auction?: PublicListingItem,
): Promise<NetworkOfferItem> {
  let read: PublicListingItem | undefined | null = auction ?? null;
  return retrying(async () => {
    const listing = read ?? (await auctionOf(item));
    read = null;
    const { items, after } = moveTx(item, move, at, who);
    await commit([...items, ...sourceTx(item, after, at, listing)], (entity) =>
      entity === PublicListingEntity.name ? stale(entity) : explain(entity),
    );
    return after;
  });
}

/** One open offer fewer on what it answers (its request or public offer), in the move that closes it. */
export function sourceClosedTx(item: NetworkOfferItem): TxItem[] {
  if (item.requestKind === 'NETWORK_REQUEST' && item.requestId) {
    return [item.tenantId, item.otherTenantId].map((tenantId) =>
      NetworkRequestEntity.tx.update(
        { tenantId, requestId: item.requestId! },
        {},
        { add: { openOfferCount: -1 } },
      ),
    );
  }
  const listingId = item.requestKind === 'PUBLIC_REQUEST' ? item.requestId : item.publicOfferId;
  return listingId
    ? [PublicListingEntity.tx.update({ id: listingId }, {}, { add: { openOfferCount: -1 } })]
    : [];
}

/** The checks every move makes on my side as read: the version I saw, not expired, the move allowed now. */
export function allowed(
  item: NetworkOfferItem,
  action: NegotiationInput['action'] | 'CONFIRM',
  version: number | undefined,
  reverseAuctionActive = false,
) {
  if (version !== undefined && version !== item.version)
    throw new Conflict(OFFER_MESSAGES.changed, 'OFFER_CHANGED');
  const status = effectiveStatus(item);
  if (status === 'EXPIRED') throw new Conflict(OFFER_MESSAGES.expired, 'OFFER_EXPIRED');
  if (action === 'CONFIRM' && item.confirmedSides.includes(item.side))
    throw new Conflict(OFFER_MESSAGES.alreadyConfirmed, 'ALREADY_CONFIRMED');
  if (
    !allowedActions({ status, confirmed: item.confirmedSides, reverseAuctionActive }, item.side).includes(
      action,
    )
  ) {
    if (
      action === 'COUNTER' &&
      reverseAuctionActive &&
      allowedActions({ status, confirmed: item.confirmedSides }, item.side).includes(action)
    )
      throw new Conflict(OFFER_MESSAGES.reverseAuctionCounter, 'REVERSE_AUCTION_LIVE');
    throw new Conflict(OFFER_MESSAGES.notAllowed, 'NOT_ALLOWED');
  }
}
