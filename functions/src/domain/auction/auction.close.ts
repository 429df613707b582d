import type { DeclareWinnerInput, DeclareWinnerResult } from '@polyloop/shared/network/auction';
import { AUCTION_MESSAGES } from '@polyloop/shared/network/auction-states';
import { OrderInput } from '@polyloop/shared/orders/order';
import { lineValueCents, sumWeight } from '@polyloop/shared/conversions';
import type { Member } from '../../lib/actor.js';
import { commit, today } from '../../lib/commit.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { actorName, audit } from '../history/index.js';
import { feeRate, feeTx } from '../ledger/index.js';
import { HaveItem } from '../listing/index.js';
import { createOrder } from '../order/index.js';
import { PublicLocation } from '../public-company/index.js';
import {
  NetworkOfferEntity,
  negotiationStep,
  newOfferTx,
  proposalOf,
  type NetworkOfferItem,
  view,
  partnerInCrm,
} from '../network-offer/index.js';
import { newNetworkId } from '../network/index.js';
import {
  AuctionBidderEntity,
  AuctionEntity,
  LedgerEntryEntity,
  seqKey,
  type AuctionBidderItem,
  type AuctionItem,
} from './auction.entity.js';
import { heldIn, onHaveAsRead, releaseTx } from './auction.hold.js';
import { micros } from './bidding.js';
import { changed, inUnit, owned } from './auction.read.js';
import { effectiveStatus, outcomeOf } from './auction.view.js';

/**
 * Declares the winner (part 2 §3 bid acceptance): only the leader at the close, once, when the
 * reserve was met. The price is the winning bid: the owner cannot type another one in its place.
 * Declared at that price, ONE transaction records the winner on the auction, writes an offer
 * between the two companies for both, CONFIRMED by the owner (the winner confirms into its own
 * order from the offer), makes the owner's order from the have (taking over the weight the auction
 * held) and records the fee. Declared at another price, the offer is the owner's counter-offer,
 * which the winner accepts (or not) as any counter, and the have gets its weight back until an
 * order takes it. Either way the fee is computed on the winning bid, in integer cents.
 */
export async function declareWinner(
  actor: Member,
  auctionId: string,
  input: DeclareWinnerInput,
): Promise<DeclareWinnerResult> {
  // The close timer may settle the auction while the owner declares: decide again on what it left.
  for (let attempt = 1; ; attempt++) {
    try {
      return await onHaveAsRead(() => declareOnce(actor, auctionId, input));
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Conflict) || error.code !== 'AUCTION_CHANGED') throw error;
    }
  }
}

async function declareOnce(
  actor: Member,
  auctionId: string,
  input: DeclareWinnerInput,
): Promise<DeclareWinnerResult> {
  const item = await owned(actor, auctionId);
  const at = new Date();
  if (effectiveStatus(item, at) !== 'CLOSED')
    throw new Conflict(AUCTION_MESSAGES.notClosed, 'AUCTION_NOT_CLOSED');
  if (item.winner) throw new Conflict(AUCTION_MESSAGES.winnerDeclared, 'WINNER_DECLARED');
  const outcome = item.outcome ?? outcomeOf(item);
  const leader = item.leader;
  if (outcome !== 'SOLD' || !leader) throw new Conflict(AUCTION_MESSAGES.reserveNotMet, 'RESERVE_NOT_MET');
  const seq = Number(input.auctionBidId);
  const entry =
    Number.isInteger(seq) && seq > 0
      ? await LedgerEntryEntity.get({ auctionId, seqKey: seqKey(seq) }, { consistent: true })
      : undefined;
  if (!entry) throw new NotFound();
  if (entry.bidderTenantId !== leader.tenantId)
    throw new Conflict(AUCTION_MESSAGES.notWinningBid, 'NOT_WINNING_BID');
  const [winner, have, name, rate] = await Promise.all([
    AuctionBidderEntity.get({ tenantId: leader.tenantId, auctionId }, { consistent: true }),
    HaveItem.get({ tenantId: actor.tenantId, id: item.haveId }, { consistent: true }),
    actorName(actor),
    feeRate(actor),
  ]);
  if (!winner) throw new NotFound();
  if (!have || have.archived || have.lane !== 'OPEN')
    throw new Conflict(AUCTION_MESSAGES.haveClosed, 'HAVE_CLOSED');
  const winning = { unitValue: leader.price, unit: item.unit };
  const agreed = input.agreedPrice ? inUnit(input.agreedPrice, item.unit) : leader.price;
  const countered = micros(agreed) !== micros(leader.price);
  const when = at.toISOString();
  const offerId = newNetworkId(at.getTime());
  const value = lineValueCents(winning, item.weight);
  const shared = { item, winner, have, name, offerId, when, input, actor };
  // The owner's move on the offer its auction makes: a price for the auction's weight and terms.
  const ownerProposal = (price: typeof winning) =>
    proposalOf({ price, weight: item.weight, terms: item.terms, message: input.message });
  const auctionWon = AuctionEntity.tx.update(
    { auctionId },
    {
      winner: {
        tenantId: winner.tenantId,
        company: winner.company,
        seq: leader.seq,
        price: leader.price,
        declaredDate: when,
        offerId,
      },
      status: 'CLOSED',
      lane: 'DONE',
      outcome: 'SOLD',
      held: undefined,
      closedDate: item.closedDate ?? when,
      updatedDate: when,
      updatedBy: actor.userId,
      version: item.version + 1,
    },
    { current: item, condition: { version: item.version } },
  );
  const fee = feeTx({
    tenantId: actor.tenantId,
    auctionId: item.auctionId,
    auctionName: item.materialName,
    offerId,
    when,
    valueCents: value,
    ratePercent: rate,
    by: actor.userId,
  });

  if (countered) {
    const price = { unitValue: agreed, unit: item.unit };
    const { mine, receiving } = offerSides(shared, {
      lane: 'OPEN',
      status: 'COUNTERED_BY_OFFERING',
      price,
      steps: [{ seq: 2, ...negotiationStep('OFFERING', 'COUNTER', ownerProposal(price), name, when) }],
      confirmedSides: [],
      expirationDate: have.expirationDate,
    });
    await commit(
      [
        auctionWon,
        ...(await releaseTx(item, await audit(actor, when))),
        ...newOfferTx(mine, receiving),
        ...fee,
      ],
      changed,
    );
    return { offer: await view(mine), orderId: null, orderIdentifier: null };
  }

  const address = winner.destinationLocationId
    ? await PublicLocation.get({ tenantId: winner.tenantId, locationId: winner.destinationLocationId })
    : undefined;
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
    items: [
      {
        materialType: item.materialType,
        packaging: item.packaging,
        weight: item.weight,
        haveId: have.id,
        materialId: have.materialId,
        sellPrice: winning,
      },
    ],
  });
  if (!order.success)
    throw new BadRequest(
      AUCTION_MESSAGES.updateFailed,
      Object.fromEntries(order.error.issues.map((i) => [i.path.join('.'), [i.message]])),
    );
  let offering: NetworkOfferItem | undefined;
  const made = await createOrder(actor, order.data, {
    items: (o) => {
      const { mine, receiving } = offerSides(shared, {
        lane: 'CLOSED',
        status: 'CONFIRMED',
        price: winning,
        steps: [
          { seq: 2, ...negotiationStep('OFFERING', 'ACCEPT', ownerProposal(winning), name, when) },
          { seq: 3, ...negotiationStep('OFFERING', 'CONFIRM', null, name, when) },
        ],
        confirmedSides: ['OFFERING'],
        expirationDate: today(at),
        order: o,
      });
      offering = mine;
      return [
        auctionWon,
        NetworkOfferEntity.tx.create(mine),
        NetworkOfferEntity.tx.create(receiving),
        ...fee,
      ];
    },
    explain: changed,
    // The order takes the weight the auction held: the have's one write nets the two.
    returns: new Map([[have.id, heldIn(have, item.held)]]),
  });
  return { offer: await view(offering!), orderId: made.id, orderIdentifier: made.identifier };
}

interface Declared {
  item: AuctionItem;
  winner: AuctionBidderItem;
  have: HaveItem;
  name: string;
  offerId: string;
  when: string;
  input: DeclareWinnerInput;
  actor: Member;
}

interface SideTerms {
  lane: NetworkOfferItem['lane'];
  status: NetworkOfferItem['status'];
  price: NetworkOfferItem['price'];
  /** What the owner did after the winning bid (the first step). */
  steps: NetworkOfferItem['negotiations'];
  confirmedSides: NetworkOfferItem['confirmedSides'];
  expirationDate: string;
  order?: { id: string; identifier: string };
}

/** The offer between the owner and the winner, a side for each, opening with the winning bid. */
function offerSides({ item, winner, have, name, offerId, when, input, actor }: Declared, terms: SideTerms) {
  const leader = item.leader!;
  const mine: NetworkOfferItem = {
    tenantId: actor.tenantId,
    offerId,
    side: 'OFFERING',
    otherTenantId: winner.tenantId,
    lane: terms.lane,
    status: terms.status,
    offeringCompany: item.offeringCompany,
    receivingCompany: winner.company,
    listingId: have.id,
    haveId: have.id,
    haveIdentifier: have.identifier,
    sourceId: item.auctionId,
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
    // What the deal could take: what the have has left and what the auction held of it (all of it, when the whole have was auctioned).
    totalAvailableWeight: {
      unitValue: sumWeight(
        have.remainingWeight.unit,
        have.remainingWeight.unitValue,
        heldIn(have, item.held),
      ),
      unit: have.remainingWeight.unit,
    },
    price: terms.price,
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
      {
        seq: 1,
        ...negotiationStep(
          'RECEIVING',
          'BID',
          proposalOf({
            price: { unitValue: leader.price, unit: item.unit },
            weight: item.weight,
            terms: item.terms,
            message: `Winning bid of auction ${item.auctionId}`,
          }),
          winner.company.name,
          leader.at,
        ),
      },
      ...terms.steps,
    ],
    ...(terms.order ? { orderId: terms.order.id, orderIdentifier: terms.order.identifier } : {}),
    confirmedSides: terms.confirmedSides,
    expirationDate: terms.expirationDate,
    createdDate: when,
    updatedDate: when,
    ...(terms.lane === 'CLOSED' ? { closingDate: when } : {}),
    updatedBy: actor.userId,
    updatedByName: name,
    version: 1,
  };
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
  return { mine, receiving };
}
