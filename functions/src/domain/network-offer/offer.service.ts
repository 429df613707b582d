import {
  allowedActions,
  inResponseTab,
  isOpen,
  nextStatus,
  OFFER_MESSAGES,
  type ConfirmResult,
  type NegotiationInput,
  type NetworkOffer,
  type NetworkOfferListQuery,
  type OfferConfirmInput,
  type OfferCounts,
  type QualifyInput,
  type ResponseTab,
} from '@polyloop/shared/network/offer';
import { convertWeight, lineValueCents } from '@polyloop/shared/conversions';
import { OrderInput } from '@polyloop/shared/orders/order';
import type { Member } from '../../lib/actor.js';
import { commit, now, retrying, stale } from '../../lib/commit.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { batchGetMany, type TxItem } from '../../data/entity.js';
import { countedPage, pageFrom, type Page } from '../../data/page.js';
import { feeRate, feeTx } from '../ledger/index.js';
import { actorName } from '../history/index.js';
import { HaveItem, NeedItem } from '../listing/index.js';
import { Location } from '../location/index.js';
import { createOrder } from '../order/index.js';
import { PublicLocation } from '../public-company/index.js';
import {
  PublicListingEntity,
  type PublicListingItem,
  bidsMovedTx,
  isLive,
  winsAuction,
} from '../market/index.js';
import type { BidState } from '../market/index.js';
import { NetworkRequestEntity } from '../network-request/index.js';
import { checkWeight } from '../network/index.js';
import { checkMaxPrice } from './offer.create.js';
import { effectiveStatus, moveTx, negotiationStep, SYSTEM, today, view, type Move } from './offer.records.js';
import {
  countOffersOfLane,
  listOffersOfLane,
  listOffersOfListing,
  listOffersOfSource,
  listOpenOffers,
  NetworkOfferEntity,
  pageOffersOfLane,
  type NetworkOfferItem,
} from './network-offer.entity.js';
import { locationInCrm, partnerInCrm } from './partner.js';
import { recordBusiness } from '../../lib/business-metrics.js';
import { Metric } from '../../lib/metrics.definition.js';

export { create, bid } from './offer.create.js';

/** My side of an offer, read consistently (every move is decided on it); another company's is not found. */
async function mine(actor: Member, offerId: string): Promise<NetworkOfferItem> {
  const item = await NetworkOfferEntity.get({ tenantId: actor.tenantId, offerId }, { consistent: true });
  if (!item) throw new NotFound();
  return item;
}

export async function get(actor: Member, offerId: string): Promise<NetworkOffer> {
  const item = (await NetworkOfferEntity.get({ tenantId: actor.tenantId, offerId })) ?? notFound();
  const auction = await auctionOf(item, false);
  return view(item, today(), { reverseAuctionActive: !!auction && isLive(auction, now()) });
}

/** The reverse auction the offer bids in, if it does (read consistently by a move: its open bids move with the bid). */
async function auctionOf(item: NetworkOfferItem, consistent = true): Promise<PublicListingItem | undefined> {
  if (!item.reverseAuction || item.requestKind !== 'PUBLIC_REQUEST' || !item.requestId) return undefined;
  const listing = await PublicListingEntity.get({ id: item.requestId }, { consistent });
  return listing?.reverseAuction ? listing : undefined;
}

const notFound = (): never => {
  throw new NotFound();
};

const changed = (entity: string) =>
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

/** The address a confirmer's order gives the partner: the buyer's public destination, or the seller's have location. */
async function partnerAddress(item: NetworkOfferItem) {
  if (item.side === 'OFFERING') {
    return item.destinationLocationId
      ? await PublicLocation.get({ tenantId: item.otherTenantId, locationId: item.destinationLocationId })
      : undefined;
  }
  return item.sourceLocationId
    ? await Location.get({ tenantId: item.otherTenantId, locationId: item.sourceLocationId })
    : undefined;
}

/**
 * Where the buyer's own order delivers: the destination the deal named (one of its public
 * locations, found or added among its company's locations), else its need's location.
 */
async function ownDestination(
  actor: Member,
  item: NetworkOfferItem,
  receivingCompanyId: string,
  needLocationId: string | undefined,
): Promise<string | undefined> {
  if (receivingCompanyId !== actor.tenantId || !item.destinationLocationId) return needLocationId;
  const place = await PublicLocation.get({
    tenantId: actor.tenantId,
    locationId: item.destinationLocationId,
  });
  return place ? locationInCrm(actor, actor.tenantId, place) : needLocationId;
}

/** Whether the buyer's need can take the offer's weight (else the order goes to the company without it). */
async function openNeed(actor: Member, item: NetworkOfferItem) {
  if (item.side !== 'RECEIVING' || !item.needId) return undefined;
  const need = await NeedItem.get({ tenantId: actor.tenantId, id: item.needId });
  if (!need || need.archived || need.lane !== 'OPEN') return undefined;
  const wanted = convertWeight(item.weight.unitValue, item.weight.unit, need.remainingWeight.unit);
  return wanted <= need.remainingWeight.unitValue ? need : undefined;
}

/**
 * Confirms an accepted offer (part 2 §4): my company's order is made from it — the seller's from
 * the have (taking its weight), the buyer's for its need when it has room — with the partner as a
 * CRM company, and the offer moves to CONFIRMED in the SAME transaction as the order, so there is
 * never an order without a confirmed offer or the reverse. The other company confirms in turn.
 * The buyer confirming a bid of its reverse auction, the first it confirms, wins the auction: the
 * same transaction records the winning bid on the auction and writes the buyer's transaction fee
 * on the bid's value (part 2 §1), so the fee is owed once, however often the buyer confirms.
 */
export async function confirm(
  actor: Member,
  offerId: string,
  input: OfferConfirmInput,
): Promise<ConfirmResult> {
  const [item, name] = await Promise.all([mine(actor, offerId), actorName(actor)]);
  allowed(item, 'CONFIRM', input.version);
  const selling = item.side === 'OFFERING';
  const [address, need, have, auction] = await Promise.all([
    partnerAddress(item),
    openNeed(actor, item),
    selling ? HaveItem.get({ tenantId: actor.tenantId, id: item.haveId }) : undefined,
    auctionOf(item),
  ]);
  if (selling && (!have || have.lane !== 'OPEN' || have.archived))
    throw new Conflict(OFFER_MESSAGES.haveClosed, 'HAVE_CLOSED');
  const partner = await partnerInCrm(actor, selling ? item.receivingCompany : item.offeringCompany, address);
  const receivingCompanyId = selling ? partner.companyId : (need?.companyId ?? actor.tenantId);
  const destinationLocationId = selling
    ? partner.locationId
    : await ownDestination(actor, item, receivingCompanyId, need?.location?.locationId);
  const line = {
    materialType: item.materialType,
    packaging: item.packaging,
    weight: item.weight,
    ...(selling
      ? { haveId: item.haveId, materialId: have?.materialId, sellPrice: item.price }
      : { needId: need?.id, buyPrice: item.price }),
  };
  const order = OrderInput.safeParse({
    supplyingCompanyId: selling ? have!.companyId : partner.companyId,
    receivingCompanyId,
    sourceLocationId: selling ? have!.location?.locationId : partner.locationId,
    destinationLocationId,
    orderDate: input.orderDate ?? today(),
    pickupDate: input.pickupDate,
    deliveryDate: input.deliveryDate,
    customerPoNumber: input.customerPoNumber,
    salesOrderNumber: input.salesOrderNumber,
    pickup: item.terms === 'FOB_ORIGIN' || item.terms === 'EXW',
    representatives: input.representatives ?? item.representatives,
    notes: input.notes,
    items: [line],
  });
  if (!order.success)
    throw new BadRequest(
      OFFER_MESSAGES.confirmFailed,
      Object.fromEntries(order.error.issues.map((i) => [i.path.join('.'), [i.message]])),
    );
  const at = now();
  const wins = !selling && !!auction && winsAuction(auction, actor.tenantId);
  const fee = wins
    ? feeTx({
        tenantId: actor.tenantId,
        auctionId: auction!.id,
        auctionName: auction!.materialName ?? item.materialName,
        offerId: item.offerId,
        reverseAuction: true,
        when: at,
        valueCents: lineValueCents(item.price, item.weight),
        ratePercent: await feeRate(actor),
        by: actor.userId,
      })
    : [];
  let after: NetworkOfferItem | undefined;
  // The public offer the confirmed offer answered counts one open offer fewer: in the order's own write of it, if it makes one.
  const answered =
    item.lane === 'OPEN' && !auction && item.requestKind !== 'NETWORK_REQUEST'
      ? item.requestKind === 'PUBLIC_REQUEST'
        ? item.requestId
        : item.publicOfferId
      : undefined;
  const made = await createOrder(actor, order.data, {
    openOffers: answered ? new Map([[answered, -1]]) : undefined,
    networkOfferId: item.offerId,
    items: (o, listingIds) => {
      const moved = moveTx(
        item,
        {
          status: 'CONFIRMED',
          confirmedSides: [...item.confirmedSides, item.side],
          step: negotiationStep(item.side, 'CONFIRM', null, name, at),
          mine: { orderId: o.id, orderIdentifier: o.identifier },
        },
        at,
        { userId: actor.userId, name },
      );
      after = moved.after;
      return [
        ...moved.items,
        ...(answered && listingIds.has(answered) ? [] : sourceTx(item, moved.after, at, auction, wins)),
        ...fee,
      ];
    },
    // A bid placed or confirmed in the reverse auction at the same moment: the confirmer tries again. A public offer that moved meanwhile is read again.
    explain: (entity) =>
      entity === PublicListingEntity.name
        ? auction
          ? new Conflict(OFFER_MESSAGES.changed, 'AUCTION_CHANGED')
          : undefined
        : changed(entity),
  });
  recordBusiness({ name: Metric.offersConfirmed });
  return { offer: await view(after!), orderId: made.id, orderIdentifier: made.identifier };
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

/** My open offers in memory (one Query): the tabs that filter what no index holds, and the counts. */
export function inTab(
  actor: Member,
  tab: NetworkOfferListQuery['tab'],
  item: NetworkOfferItem,
  on: string,
): boolean {
  switch (tab) {
    case 'PERSONAL':
      return item.representatives.includes(actor.userId);
    case 'NEGOTIATIONS':
      return isOpen(effectiveStatus(item, on));
    default:
      return true;
  }
}

/**
 * My offers: one lane (ACTIVE = open, CLOSED), newest activity first. The all, sent and received
 * tabs page an index directly; personal, negotiations and the have or need filters read my open
 * (or closed) lane and filter it in memory.
 */
export async function list(actor: Member, query: NetworkOfferListQuery): Promise<Page<NetworkOffer>> {
  const lane = query.status === 'CLOSED' ? 'CLOSED' : 'OPEN';
  const on = today();
  const side = query.tab === 'SENT' ? 'OFFERING' : query.tab === 'RECEIVED' ? 'RECEIVING' : undefined;
  const filtered = query.tab === 'PERSONAL' || query.tab === 'NEGOTIATIONS' || query.haveId || query.needId;
  if (!filtered) {
    return countedPage(
      (limit, cursor) => pageOffersOfLane(actor.tenantId, lane, side, limit, cursor),
      query.page,
      query.size,
      countOffersOfLane(actor.tenantId, lane, side),
      (i) => view(i, on),
    );
  }
  const all = await listOffersOfLane(actor.tenantId, lane);
  const shown = all.filter(
    (i) =>
      inTab(actor, query.tab, i, on) &&
      (!side || i.side === side) &&
      (!query.haveId || (i.side === 'OFFERING' && i.haveId === query.haveId)) &&
      (!query.needId || (i.side === 'RECEIVING' && i.needId === query.needId)),
  );
  const page = pageFrom(shown, query.page, query.size);
  return { items: await Promise.all(page.items.map((i) => view(i, on))), total: page.total };
}

/** The tabs' counts, from my open lane read once. */
export async function counts(actor: Member): Promise<OfferCounts> {
  const open = await listOpenOffers(actor.tenantId);
  const on = today();
  return {
    all: open.length,
    personal: open.filter((i) => i.representatives.includes(actor.userId)).length,
    sent: open.filter((i) => i.side === 'OFFERING').length,
    received: open.filter((i) => i.side === 'RECEIVING').length,
    negotiations: open.filter((i) => isOpen(effectiveStatus(i, on))).length,
  };
}

/**
 * The offers answering a request or a public offer, from my own partition: its company's side
 * holds every one of them, anyone else's only its own. A requester filters by qualification tab.
 */
export async function ofSource(
  actor: Member,
  sourceId: string,
  tab: ResponseTab,
  page: number,
  size: number,
): Promise<Page<NetworkOffer>> {
  // A private request must be my company's (either side); a public listing is anyone's to ask about.
  const [request, listing, all] = await Promise.all([
    NetworkRequestEntity.get({ tenantId: actor.tenantId, requestId: sourceId }),
    PublicListingEntity.get({ id: sourceId }),
    listOffersOfSource(actor.tenantId, sourceId),
  ]);
  if (!request && !listing) throw new NotFound();
  const shown = all
    .filter((i) => inResponseTab(tab, i.qualification ?? null))
    .sort((a, b) => (a.offerId < b.offerId ? 1 : -1));
  const slice = pageFrom(shown, page, size);
  const on = today();
  return { items: await Promise.all(slice.items.map((i) => view(i, on))), total: slice.total };
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
