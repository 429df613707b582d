import { OFFER_MESSAGES, type ConfirmResult, type OfferConfirmInput } from '@polyloop/shared/network/offer';
import { convertWeight, lineValueCents } from '@polyloop/shared/conversions';
import { OrderInput } from '@polyloop/shared/orders/order';
import type { Member } from '../../lib/actor.js';
import { now } from '../../lib/commit.js';
import { BadRequest, Conflict } from '../../lib/errors.js';
import type { TxItem } from '../../data/entity.js';
import { feeRate, feeTx } from '../ledger/index.js';
import { actorName } from '../history/index.js';
import { HaveItem, NeedItem } from '../listing/index.js';
import { Location } from '../location/index.js';
import { createOrder } from '../order/index.js';
import { PublicLocation } from '../public-company/index.js';
import { PublicListingEntity, type PublicListingItem, winsAuction } from '../market/index.js';
import { moveTx, negotiationStep, today, view } from './offer.records.js';
import { allowed, auctionOf, changed, mine, sourceTx } from './offer.moves.js';
import type { NetworkOfferItem } from './network-offer.entity.js';
import { locationInCrm, partnerInCrm } from './partner.js';
import { recordBusiness } from '../../lib/business-metrics.js';
import { Metric } from '../../lib/metrics.definition.js';

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

/** What confirming reads beside the offer; the seller's have must still be open. */
async function confirmReads(actor: Member, item: NetworkOfferItem) {
  const selling = item.side === 'OFFERING';
  const [address, need, have, auction] = await Promise.all([
    partnerAddress(item),
    openNeed(actor, item),
    selling ? HaveItem.get({ tenantId: actor.tenantId, id: item.haveId }) : undefined,
    auctionOf(item),
  ]);
  if (selling && (!have || have.lane !== 'OPEN' || have.archived))
    throw new Conflict(OFFER_MESSAGES.haveClosed, 'HAVE_CLOSED');
  return { selling, address, need, have, auction };
}

type ConfirmReads = Awaited<ReturnType<typeof confirmReads>>;

/**
 * The confirmer's order, with the partner as a CRM company (added if it is not one yet): the
 * seller's from the have, the buyer's for its need when it has room. One the order rules refuse
 * is a 400 naming its fields.
 */
async function orderOf(
  actor: Member,
  item: NetworkOfferItem,
  input: OfferConfirmInput,
  { selling, address, need, have }: ConfirmReads,
): Promise<OrderInput> {
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
  return order.data;
}

/** The buyer's transaction fee on the value of the bid that wins its reverse auction (part 2 §1). */
async function winnersFeeTx(
  actor: Member,
  item: NetworkOfferItem,
  auction: PublicListingItem,
  at: string,
): Promise<TxItem[]> {
  return feeTx({
    tenantId: actor.tenantId,
    auctionId: auction.id,
    auctionName: auction.materialName ?? item.materialName,
    offerId: item.offerId,
    reverseAuction: true,
    when: at,
    valueCents: lineValueCents(item.price, item.weight),
    ratePercent: await feeRate(actor),
    by: actor.userId,
  });
}

/** The public offer the confirmed offer answered counts one open offer fewer: in the order's own write of it, if it makes one. */
const answeredListing = (item: NetworkOfferItem, auction: PublicListingItem | undefined) =>
  item.lane === 'OPEN' && !auction && item.requestKind !== 'NETWORK_REQUEST'
    ? item.requestKind === 'PUBLIC_REQUEST'
      ? item.requestId
      : item.publicOfferId
    : undefined;

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
  const reads = await confirmReads(actor, item);
  const { auction } = reads;
  const order = await orderOf(actor, item, input, reads);
  const at = now();
  const wins = !reads.selling && !!auction && winsAuction(auction, actor.tenantId);
  const fee = wins ? await winnersFeeTx(actor, item, auction!, at) : [];
  let after: NetworkOfferItem | undefined;
  const answered = answeredListing(item, auction);
  const made = await createOrder(actor, order, {
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
