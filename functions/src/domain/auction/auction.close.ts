import type { DeclareWinnerInput } from '@polyloop/shared/network/auction';
import { AUCTION_MESSAGES } from '@polyloop/shared/network/auction-states';
import type { ConfirmResult } from '@polyloop/shared/network/offer';
import { OrderInput } from '@polyloop/shared/orders/order';
import { TRANSACTION_FEE_PERCENT } from '@polyloop/shared/plans';
import { totalPrice } from '@polyloop/shared/conversions';
import type { Member } from '../../lib/actor.js';
import { today } from '../../lib/commit.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { actorName } from '../history/audit.js';
import { HaveItem } from '../listing/listing.entity.js';
import * as Orders from '../order/order.service.js';
import { PublicLocation } from '../public-company/public-location.entity.js';
import { Tenant } from '../tenant/tenant.entity.js';
import { NetworkOfferEntity, type NetworkOfferItem } from '../network-offer/network-offer.entity.js';
import { newNetworkId } from '../network-offer/network-id.js';
import { view } from '../network-offer/offer.records.js';
import { partnerInCrm } from '../network-offer/partner.js';
import { AuctionBidderEntity, AuctionEntity, AuctionFeeEntity, LedgerEntryEntity, seqKey } from './auction.entity.js';
import { changed, inUnit, owned } from './auction.service.js';
import { effectiveStatus, outcomeOf } from './auction.view.js';

/** The fee rate: 3% on standard plans, the agreed rate on Enterprise (part 2 §1). */
async function feeRate(actor: Member): Promise<number> {
  if (actor.effectiveTier !== 'ENTERPRISE') return TRANSACTION_FEE_PERCENT;
  return (await Tenant.get({ tenantId: actor.tenantId }))?.transactionFeePercent ?? TRANSACTION_FEE_PERCENT;
}

/**
 * Declares the winner (part 2 §3 bid acceptance): only the leader at the close, once, when the
 * reserve was met. In ONE transaction: the auction records its winner, an offer between the two
 * companies is written for both as CONFIRMED by the owner (the winner confirms into its own order
 * from the offer), the owner's order is made from the have, and the fee is recorded.
 */
export async function declareWinner(actor: Member, auctionId: string, input: DeclareWinnerInput): Promise<ConfirmResult> {
  // The close timer may settle the auction while the owner declares: decide again on what it left.
  for (let attempt = 1; ; attempt++) {
    try {
      return await declareOnce(actor, auctionId, input);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Conflict) || error.code !== 'AUCTION_CHANGED') throw error;
    }
  }
}

async function declareOnce(actor: Member, auctionId: string, input: DeclareWinnerInput): Promise<ConfirmResult> {
  const item = await owned(actor, auctionId);
  const at = new Date();
  if (effectiveStatus(item, at) !== 'CLOSED') throw new Conflict(AUCTION_MESSAGES.notClosed, 'AUCTION_NOT_CLOSED');
  if (item.winner) throw new Conflict(AUCTION_MESSAGES.winnerDeclared, 'WINNER_DECLARED');
  const outcome = item.outcome ?? outcomeOf(item);
  if (outcome !== 'SOLD' || !item.leader) throw new Conflict(AUCTION_MESSAGES.reserveNotMet, 'RESERVE_NOT_MET');
  const seq = Number(input.auctionBidId);
  const entry = Number.isInteger(seq) && seq > 0 ? await LedgerEntryEntity.get({ auctionId, seqKey: seqKey(seq) }) : undefined;
  if (!entry) throw new NotFound();
  if (entry.bidderTenantId !== item.leader.tenantId) throw new Conflict(AUCTION_MESSAGES.notWinningBid, 'NOT_WINNING_BID');
  const [winner, have, name] = await Promise.all([
    AuctionBidderEntity.get({ tenantId: item.leader.tenantId, auctionId }),
    HaveItem.get({ tenantId: actor.tenantId, id: item.haveId }),
    actorName(actor),
  ]);
  if (!winner) throw new NotFound();
  if (!have || have.archived || have.lane !== 'OPEN') throw new Conflict(AUCTION_MESSAGES.haveClosed, 'HAVE_CLOSED');
  const price = input.agreedPrice ?? { unitValue: item.leader.price, unit: item.unit };
  const address = winner.destinationLocationId ? await PublicLocation.get({ tenantId: winner.tenantId, locationId: winner.destinationLocationId }) : undefined;
  const partner = await partnerInCrm(actor, winner.company, address);
  const order = OrderInput.safeParse({
    supplyingCompanyId: have.companyId,
    receivingCompanyId: partner.companyId,
    sourceLocationId: have.location?.locationId,
    destinationLocationId: partner.locationId,
    orderDate: today(at),
    pickup: item.terms === 'FOB_ORIGIN' || item.terms === 'EXW',
    representatives: [actor.userId],
    notes: `From auction ${auctionId}, won by ${winner.company.name}.`,
    items: [{ materialType: item.materialType, packaging: item.packaging, weight: item.weight, haveId: have.id, materialId: have.materialId, sellPrice: price }],
  });
  if (!order.success) throw new BadRequest(AUCTION_MESSAGES.updateFailed, Object.fromEntries(order.error.issues.map((i) => [i.path.join('.'), [i.message]])));
  const when = at.toISOString();
  const offerId = newNetworkId(at.getTime());
  const value = totalPrice(price.unitValue, price.unit, item.weight.unitValue, item.weight.unit);
  const rate = await feeRate(actor);
  let offering: NetworkOfferItem | undefined;
  const made = await Orders.create(actor, order.data, {
    items: (o) => {
      const mine: NetworkOfferItem = {
        tenantId: actor.tenantId,
        offerId,
        side: 'OFFERING',
        otherTenantId: winner.tenantId,
        lane: 'CLOSED',
        status: 'CONFIRMED',
        offeringCompany: item.offeringCompany,
        receivingCompany: winner.company,
        listingId: have.id,
        haveId: have.id,
        haveIdentifier: have.identifier,
        sourceId: auctionId,
        materialName: item.materialName,
        materialType: item.materialType,
        materialId: have.materialId,
        description: item.materialDescription,
        packaging: item.packaging,
        grade: item.grade,
        form: item.form,
        color: item.color,
        palletized: have.palletized,
        pieceCount: have.pieceCount,
        reverseAuction: false,
        thumbnailKey: item.thumbnailKey,
        totalAvailableWeight: have.remainingWeight,
        price,
        weight: item.weight,
        terms: item.terms,
        sourceLocation: item.location,
        sourceLocationId: item.sourceLocationId,
        destinationLocation: winner.destinationLocation,
        destinationLocationId: winner.destinationLocationId,
        offererContact: input.contactInformation,
        recipientContact: winner.contactInformation,
        representatives: [actor.userId],
        negotiations: [
          { seq: 1, side: 'RECEIVING', action: 'BID', price: { unitValue: item.leader!.price, unit: item.unit }, weight: item.weight, terms: item.terms, message: `Winning bid of auction ${auctionId}`, reason: null, userName: winner.company.name, at: item.leader!.at },
          { seq: 2, side: 'OFFERING', action: 'ACCEPT', price, weight: item.weight, terms: item.terms, message: input.message ?? null, reason: null, userName: name, at: when },
          { seq: 3, side: 'OFFERING', action: 'CONFIRM', price: null, weight: null, terms: null, message: null, reason: null, userName: name, at: when },
        ],
        orderId: o.id,
        orderIdentifier: o.identifier,
        confirmedSides: ['OFFERING'],
        expirationDate: today(at),
        createdDate: when,
        updatedDate: when,
        closingDate: when,
        updatedBy: actor.userId,
        updatedByName: name,
        version: 1,
      };
      offering = mine;
      const receiving: NetworkOfferItem = {
        ...mine,
        tenantId: winner.tenantId,
        side: 'RECEIVING',
        otherTenantId: actor.tenantId,
        listingId: undefined,
        representatives: winner.people,
        orderId: undefined,
        orderIdentifier: undefined,
      };
      return [
        AuctionEntity.tx.update(
          { auctionId },
          {
            winner: { tenantId: winner.tenantId, company: winner.company, seq: item.leader!.seq, price: inUnit(price, item.unit), declaredDate: when, offerId },
            status: 'CLOSED',
            lane: 'DONE',
            outcome: 'SOLD',
            closedDate: item.closedDate ?? when,
            updatedDate: when,
            updatedBy: actor.userId,
            version: item.version + 1,
          },
          { current: item, condition: { version: item.version } },
        ),
        NetworkOfferEntity.tx.create(mine),
        NetworkOfferEntity.tx.create(receiving),
        AuctionFeeEntity.tx.create({
          tenantId: actor.tenantId,
          month: when.slice(0, 7),
          auctionId,
          offerId,
          transactionValue: Math.round(value * 100) / 100,
          ratePercent: rate,
          fee: Math.round(value * rate) / 100,
          createdDate: when,
        }),
      ];
    },
    explain: changed,
  });
  return { offer: await view(offering!), orderId: made.id, orderIdentifier: made.identifier };
}

