import {
  allowedActions,
  isOpen,
  simpleStatus,
  turnOf,
  type NegotiationStep,
  type NetworkOffer,
  type OfferSide,
  type OfferStatus,
} from '@polyloop/shared/network/offer';
import { documentUrl } from '../../lib/s3.js';
import type { TxItem } from '../../data/entity.js';
import { NetworkExpiryMark } from '../network/index.js';
import { NetworkOfferEntity, type NetworkOfferItem, type OfferLane } from './network-offer.entity.js';

import { today } from '../../lib/commit.js';

export { today };

/** An open offer whose expiration date has passed reads as EXPIRED at once (the sweep only settles it). */
export const effectiveStatus = (
  item: Pick<NetworkOfferItem, 'status' | 'expirationDate'>,
  on = today(),
): OfferStatus => (isOpen(item.status) && item.expirationDate < on ? 'EXPIRED' : item.status);

export const laneOf = (status: OfferStatus): OfferLane => (isOpen(status) ? 'OPEN' : 'CLOSED');

const THUMBNAIL_TTL_SECONDS = 3600;

/**
 * An offer as the company of its side sees it: its own records only, the moves it may make now
 * (no counter while the reverse auction it bids in is live: `reverseAuctionActive`, read by the caller).
 */
export async function view(
  item: NetworkOfferItem,
  on = today(),
  context: { reverseAuctionActive?: boolean } = {},
): Promise<NetworkOffer> {
  const status = effectiveStatus(item, on);
  const mine = item.side;
  return {
    id: item.offerId,
    side: mine,
    status,
    simpleStatus: simpleStatus(status),
    offeringCompany: item.offeringCompany,
    receivingCompany: item.receivingCompany,
    haveId: mine === 'OFFERING' ? item.haveId : null,
    haveIdentifier: mine === 'OFFERING' ? item.haveIdentifier : null,
    needId: mine === 'RECEIVING' ? (item.needId ?? null) : null,
    requestId: item.requestId ?? null,
    requestKind: item.requestKind ?? null,
    publicOfferId: item.publicOfferId ?? null,
    materialName: item.materialName,
    materialType: item.materialType,
    description: item.description ?? null,
    packaging: item.packaging ?? null,
    grade: item.grade ?? null,
    form: item.form ?? null,
    color: item.color ?? null,
    palletized: item.palletized,
    pieceCount: item.pieceCount ?? null,
    thumbnailUrl: item.thumbnailKey
      ? await documentUrl({ Key: item.thumbnailKey }, THUMBNAIL_TTL_SECONDS)
      : null,
    totalAvailableWeight: item.totalAvailableWeight,
    currentPrice: item.price,
    currentWeight: item.weight,
    terms: item.terms,
    sourceLocation: item.sourceLocation ?? null,
    destinationLocation: item.destinationLocation ?? null,
    offererContact: item.offererContact,
    recipientContact: item.recipientContact ?? null,
    representatives: item.representatives,
    negotiations: item.negotiations,
    hasOpenNegotiation: isOpen(status),
    turn: status === 'EXPIRED' ? null : turnOf(status),
    actions:
      status === 'EXPIRED'
        ? []
        : allowedActions(
            { status, confirmed: item.confirmedSides, reverseAuctionActive: context.reverseAuctionActive },
            mine,
          ),
    qualification: item.qualification ?? null,
    orderId: item.orderId ?? null,
    confirmedSides: item.confirmedSides,
    expirationDate: item.expirationDate,
    createdDate: item.createdDate,
    updatedDate: item.updatedDate,
    closingDate: item.closingDate ?? null,
    version: item.version,
  };
}

export interface Move {
  status: OfferStatus;
  /** The step the negotiation's history keeps (none when time, not a person, moved it). */
  step?: Omit<NegotiationStep, 'seq'>;
  /** A counter's new proposal. */
  terms?: Pick<NetworkOfferItem, 'price' | 'weight' | 'terms'>;
  confirmedSides?: OfferSide[];
  /** What changes on the mover's side only (its order). */
  mine?: Partial<Pick<NetworkOfferItem, 'orderId' | 'orderIdentifier'>>;
}

/** The receiving company's side of a new offer: the offering side as the other company keeps it. */
export const receivingSideOf = (
  offering: NetworkOfferItem,
  listingId: string | undefined,
  representatives: string[],
): NetworkOfferItem => ({
  ...offering,
  tenantId: offering.otherTenantId,
  otherTenantId: offering.tenantId,
  side: 'RECEIVING',
  listingId,
  representatives,
});

/** A new offer's writes: both sides, and the mark (in the offering company's partition) that expires it on its day. */
export const newOfferTx = (offering: NetworkOfferItem, receiving: NetworkOfferItem): TxItem[] => [
  NetworkOfferEntity.tx.create(offering),
  NetworkOfferEntity.tx.create(receiving),
  NetworkExpiryMark.tx.put({
    day: offering.expirationDate,
    kind: 'offer',
    tenantId: offering.tenantId,
    id: offering.offerId,
  }),
];

type Proposal = Pick<NegotiationStep, 'price' | 'weight' | 'terms' | 'message'>;
const NO_PROPOSAL: Proposal = { price: null, weight: null, terms: null, message: null };

/** What a move proposes: the price, weight and terms asked, and the mover's message. */
export const proposalOf = (p: {
  price: NegotiationStep['price'];
  weight: NegotiationStep['weight'];
  terms: NegotiationStep['terms'];
  message?: string | null;
}): Proposal => ({ price: p.price, weight: p.weight, terms: p.terms, message: p.message ?? null });

/**
 * A step of an offer's negotiation history: a side's move, what it proposed (nothing for a
 * confirmation or a cancellation), why (a cancellation's reason), who made it and when.
 */
export const negotiationStep = (
  side: OfferSide,
  action: NegotiationStep['action'],
  proposal: Proposal | null,
  userName: string | null,
  at: string,
  reason: string | null = null,
): Omit<NegotiationStep, 'seq'> => ({ side, action, ...(proposal ?? NO_PROPOSAL), reason, userName, at });

/** Who moves an offer when no person does: a closed have, an expiry. */
export const SYSTEM = { userId: 'system', name: 'Polyloop' } as const;

/** The most steps one negotiation keeps: an offer item stays far below DynamoDB's 400 KB. */
export const MAX_STEPS = 200;

/**
 * The two writes of one move: both sides get the same new state and version, each only if it is
 * still at the version read, so of two moves made at once exactly one commits.
 */
export function moveTx(
  item: NetworkOfferItem,
  move: Move,
  at: string,
  actor: { userId: string; name: string },
): { items: TxItem[]; after: NetworkOfferItem } {
  const negotiations = move.step
    ? [...item.negotiations, { ...move.step, seq: item.negotiations.length + 1 }].slice(-MAX_STEPS)
    : item.negotiations;
  const lane = laneOf(move.status);
  const shared = {
    status: move.status,
    lane,
    negotiations,
    ...(move.terms ?? {}),
    ...(move.confirmedSides ? { confirmedSides: move.confirmedSides } : {}),
    ...(lane === 'CLOSED' && !item.closingDate ? { closingDate: at } : {}),
    updatedDate: at,
    updatedBy: actor.userId,
    updatedByName: actor.name,
    version: item.version + 1,
  };
  const write = (tenantId: string, side: OfferSide, extra: Partial<NetworkOfferItem>) =>
    NetworkOfferEntity.tx.update(
      { tenantId, offerId: item.offerId },
      { ...shared, side, ...extra },
      { condition: { version: item.version } },
    );
  return {
    items: [
      write(item.tenantId, item.side, move.mine ?? {}),
      write(item.otherTenantId, item.side === 'OFFERING' ? 'RECEIVING' : 'OFFERING', {}),
    ],
    after: { ...item, ...shared, ...(move.mine ?? {}) },
  };
}
