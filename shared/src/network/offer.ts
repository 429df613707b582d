import * as z from 'zod';
import { RecordId as Id, AuditDates } from '../primitives.js';
import { badgedEnum, labelledEnum } from '../labelled-enum.js';
import { Color, Form, Grade, Incoterm, MaterialType, Packaging } from '../enums.js';
import { PageQuery } from '../contract/define.js';
import { Price, Weight } from '../supply/listing.js';
import { OrderNumber } from '../orders/order.js';
import {
  ContactInformation,
  IsoDate,
  MaterialName,
  MAX_RECIPIENTS,
  Message,
  NETWORK_MESSAGES,
  NetworkId,
  NetworkParty,
  NetworkPlace,
  NetworkPrice,
  NetworkWeight,
  Representatives,
} from './common.js';

/**
 * Network offers (spec part 2 §3, §4, §5, §9): an offering company (the seller, with a have)
 * and a receiving company (the buyer) negotiate price, weight and terms until one accepts and
 * each confirms, which makes each its own order. The state machine lives here, once, for the
 * server that enforces it and the pages that offer its moves.
 */

export const OfferStatus = z.enum([
  'OFFERED',
  'REQUEST_BID',
  'PUBLIC_OFFER_BID',
  'COUNTERED_BY_OFFERING',
  'COUNTERED_BY_RECEIVING',
  'ACCEPTED',
  'CONFIRMED',
  'DECLINED',
  'CANCELLED',
  'EXPIRED',
]);
export type OfferStatus = z.infer<typeof OfferStatus>;

/**
 * The simplified status lists and badges show (part 2 §4). An offer from either company reads as
 * an offer (a bid is an auction's), an answer with new terms as a counter-offer.
 */
export const [SimpleOfferStatus, OFFER_STATUS_LABELS, OFFER_STATUS_COLOURS] = badgedEnum({
  OFFERED: ['Offer', 'blue'],
  BID: ['Offer', 'blue'],
  COUNTERED: ['Counter-offer', 'purple'],
  ACCEPTED: ['Accepted', 'green'],
  CONFIRMED: ['Confirmed', 'green'],
  DECLINED: ['Declined', 'red'],
  CANCELLED: ['Cancelled', 'gray'],
  EXPIRED: ['Expired', 'gray'],
});
export type SimpleOfferStatus = z.infer<typeof SimpleOfferStatus>;
export const simpleStatus = (s: OfferStatus): SimpleOfferStatus =>
  s === 'REQUEST_BID' || s === 'PUBLIC_OFFER_BID'
    ? 'BID'
    : s === 'COUNTERED_BY_OFFERING' || s === 'COUNTERED_BY_RECEIVING'
      ? 'COUNTERED'
      : s;

/** Which company of the offer: the seller (offering) or the buyer (receiving). */
export const OfferSide = z.enum(['OFFERING', 'RECEIVING']);
export type OfferSide = z.infer<typeof OfferSide>;
export const otherSide = (side: OfferSide): OfferSide => (side === 'OFFERING' ? 'RECEIVING' : 'OFFERING');

export const OfferAction = z.enum(['ACCEPT', 'COUNTER', 'DECLINE', 'CANCEL', 'CONFIRM']);
export type OfferAction = z.infer<typeof OfferAction>;

/** Still being negotiated: a proposal waits for one side's answer. */
const NEGOTIATING: ReadonlySet<OfferStatus> = new Set([
  'OFFERED',
  'REQUEST_BID',
  'PUBLIC_OFFER_BID',
  'COUNTERED_BY_OFFERING',
  'COUNTERED_BY_RECEIVING',
]);
/** Still open: negotiating, or accepted and waiting to be confirmed. */
export const isOpen = (s: OfferStatus) => NEGOTIATING.has(s) || s === 'ACCEPTED';

/** Whose answer the offer waits for: the side that did not make the proposal on the table. */
export function turnOf(status: OfferStatus): OfferSide | null {
  switch (status) {
    case 'OFFERED':
    case 'REQUEST_BID':
    case 'COUNTERED_BY_OFFERING':
      return 'RECEIVING';
    case 'PUBLIC_OFFER_BID':
    case 'COUNTERED_BY_RECEIVING':
      return 'OFFERING';
    default:
      return null;
  }
}

export interface OfferState {
  status: OfferStatus;
  /** The sides that confirmed (each has its order). */
  confirmed: readonly OfferSide[];
  /** A reverse auction this offer bids in is live: no counter (part 2 §4). */
  reverseAuctionActive?: boolean;
}

/**
 * The moves a side may make now. The side whose answer is awaited accepts, counters or declines;
 * the side waiting may cancel (withdraw). Once accepted, either confirms (making its own order) or
 * cancels; once confirmed, the side that has not confirmed yet may still make its order.
 */
export function allowedActions(offer: OfferState, side: OfferSide): OfferAction[] {
  if (NEGOTIATING.has(offer.status)) {
    if (turnOf(offer.status) === side)
      return offer.reverseAuctionActive ? ['ACCEPT', 'DECLINE'] : ['ACCEPT', 'COUNTER', 'DECLINE'];
    return ['CANCEL'];
  }
  if (offer.status === 'ACCEPTED') return offer.confirmed.includes(side) ? ['CANCEL'] : ['CONFIRM', 'CANCEL'];
  if (offer.status === 'CONFIRMED' && !offer.confirmed.includes(side)) return ['CONFIRM'];
  return [];
}

/** The status a move leads to (only called with a move `allowedActions` allows). */
export function nextStatus(action: OfferAction, side: OfferSide): OfferStatus {
  switch (action) {
    case 'ACCEPT':
      return 'ACCEPTED';
    case 'COUNTER':
      return side === 'OFFERING' ? 'COUNTERED_BY_OFFERING' : 'COUNTERED_BY_RECEIVING';
    case 'DECLINE':
      return 'DECLINED';
    case 'CANCEL':
      return 'CANCELLED';
    case 'CONFIRM':
      return 'CONFIRMED';
  }
}

/** Why an offer was withdrawn (part 2 §9). */
export const [OfferCancelReason, OFFER_CANCEL_REASON_LABELS] = labelledEnum({
  SOLD_OUTSIDE: 'Sold outside the platform',
  NO_LONGER_FOR_SALE: 'No longer for sale',
  CHANGING_TERMS: 'Changing terms',
  NO_LONGER_NEEDED: 'No longer needed',
  BOUGHT_ON_PLATFORM: 'Bought from another seller on the platform',
  BOUGHT_OUTSIDE: 'Bought outside the platform',
  OTHER: 'Other',
});
export type OfferCancelReason = z.infer<typeof OfferCancelReason>;
/** Why an offer was refused (part 2 §9). */
export const [OfferDeclineReason, OFFER_DECLINE_REASON_LABELS] = labelledEnum({
  NOT_INTERESTED: 'Not interested',
  PRICE_TOO_HIGH: 'Price too high',
  BOUGHT_ELSEWHERE: 'Bought elsewhere',
  PRICE_TOO_LOW: 'Price too low',
  SOLD_ELSEWHERE: 'Sold elsewhere',
  SPAM: 'Spam',
  OTHER: 'Other',
});
export type OfferDeclineReason = z.infer<typeof OfferDeclineReason>;

/** How a requester rates an offer that answers its public request (part 2 §4). */
export const [Qualification, QUALIFICATION_LABELS] = labelledEnum({
  QUALIFIED: 'Qualified',
  DISQUALIFIED: 'Disqualified',
  PENDING_REVIEW: 'Pending review',
  CONDITIONALLY_QUALIFIED: 'Conditionally qualified',
});
export type Qualification = z.infer<typeof Qualification>;
/** The responding offers' tabs: all, in the running (qualified, even conditionally), disqualified, pending review. */
export const ResponseTab = z.enum(['ALL', 'IN_THE_RUNNING', 'DISQUALIFIED', 'PENDING_REVIEW']);
export type ResponseTab = z.infer<typeof ResponseTab>;
export const inResponseTab = (tab: ResponseTab, q: Qualification | null) =>
  tab === 'ALL' ||
  (tab === 'IN_THE_RUNNING' && (q === 'QUALIFIED' || q === 'CONDITIONALLY_QUALIFIED')) ||
  (tab === 'DISQUALIFIED' && q === 'DISQUALIFIED') ||
  (tab === 'PENDING_REVIEW' && q === 'PENDING_REVIEW');

export const OFFER_MESSAGES = {
  created: 'Offer sent',
  createFailed: 'Offer was not created',
  confirmFailed: 'Offer was not confirmed',
  acceptFailed: 'Offer was not accepted',
  counterFailed: 'Offer was not countered',
  cancelFailed: 'Offer was not cancelled',
  declineFailed: 'Offer was not declined',
  updateFailed: 'Offer was not updated',
  loadFailed: 'Failed to fetch offers',
  unknown: 'The offer could not be created. Try again.',
  weightAboveAvailable: 'The weight is more than the have has available. Counter a lesser weight.',
  invalidFiles: 'Some files are not valid',
  notLinked: 'Companies are not linked',
  inactiveRequest: 'The request is no longer active',
  inactivePublicOffer: 'The public offer is no longer active',
  priceAboveMaximum: 'The price is above the maximum offer price',
  haveClosed: 'Only an active have can be offered.',
  ownListing: 'You cannot answer your own listing.',
  notAllowed: 'This move is not possible now.',
  changed: 'The offer changed meanwhile. Reload it and try again.',
  expired: 'The offer has expired.',
  expirationAfterHave: 'The offer cannot outlive the have: choose a date on or before its expiration date.',
  expirationPast: 'The expiration date must be today or later.',
  destinationUnknown: 'Choose one of the company’s locations as the destination.',
  alreadyConfirmed: 'Your company has already confirmed this offer.',
  reasonRequired: 'Choose a reason',
  reverseAuctionCounter: 'Counter offers are not possible while the reverse auction is live.',
  qualifyOwnOnly: 'Only the requesting company qualifies the offers its request receives.',
} as const;

/** The proposal on the table: price, weight and shipping terms. */
export const OfferTerms = z.object({ price: NetworkPrice, weight: NetworkWeight, terms: Incoterm });
export type OfferTerms = z.infer<typeof OfferTerms>;

const Description = z
  .string()
  .trim()
  .min(1, 'Description is required')
  .max(2000, 'Description must be at most 2000 characters');

/** What the seller says about the material (prefilled from the have). */
export const OfferMaterialInput = z.object({
  materialName: MaterialName.optional(),
  description: Description.optional(),
  grade: Grade.optional(),
  form: Form.optional(),
  color: Color.optional(),
});

/** One company the offer goes to, and where the material would go (one of its public locations). */
export const OfferRecipient = z.object({ companyId: Id, destinationLocationId: Id });

/**
 * The offer wizard (part 2 §5): from a have, to linked companies (one offer each), or in answer to
 * a request (its requester only; the destination is the request's location).
 */
export const NetworkOfferInput = OfferTerms.extend({
  haveId: Id,
  requestId: NetworkId.optional().describe(
    'Answers this network or public request; recipients are then ignored',
  ),
  recipients: z.array(OfferRecipient).max(MAX_RECIPIENTS, NETWORK_MESSAGES.recipientsMax).default([]),
  expirationDate: IsoDate.optional().describe('Defaults to the have’s expiration date, and may not be later'),
  message: Message.optional(),
  contactInformation: ContactInformation,
  representatives: Representatives,
  ...OfferMaterialInput.shape,
});
export type NetworkOfferInput = z.infer<typeof NetworkOfferInput>;

/** A buyer's bid on a public offer: it becomes a network offer awaiting the seller's answer. */
export const PublicOfferBidInput = OfferTerms.extend({
  destinationLocationId: Id.describe('One of the bidder’s public locations'),
  message: Message.optional(),
  contactInformation: ContactInformation,
  representatives: Representatives,
});
export type PublicOfferBidInput = z.infer<typeof PublicOfferBidInput>;

/** A move in the negotiation; `version` is the one the person saw (a stale move answers 409). */
export const NegotiationInput = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('ACCEPT'),
    version: z.number().int().min(0).optional(),
    message: Message.optional(),
  }),
  OfferTerms.extend({
    action: z.literal('COUNTER'),
    version: z.number().int().min(0).optional(),
    message: Message.optional(),
  }),
  z.object({
    action: z.literal('DECLINE'),
    version: z.number().int().min(0).optional(),
    reason: OfferDeclineReason,
    message: Message.optional(),
  }),
  z.object({
    action: z.literal('CANCEL'),
    version: z.number().int().min(0).optional(),
    reason: OfferCancelReason,
    message: Message.optional(),
  }),
]);
export type NegotiationInput = z.infer<typeof NegotiationInput>;

/** Confirming makes the confirmer's order (part 2 §4); what the order needs beyond the offer. */
export const OfferConfirmInput = z.object({
  version: z.number().int().min(0).optional(),
  orderDate: IsoDate.optional().describe('Today when absent'),
  customerPoNumber: OrderNumber.optional(),
  salesOrderNumber: OrderNumber.optional(),
  pickupDate: IsoDate.optional(),
  deliveryDate: IsoDate.optional(),
  representatives: z.array(Id).max(10, 'At most 10 representatives').optional(),
  notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').optional(),
});
export type OfferConfirmInput = z.infer<typeof OfferConfirmInput>;

export const QualifyInput = z.object({
  requestId: NetworkId,
  offerIds: z.array(NetworkId).min(1).max(MAX_RECIPIENTS),
  qualification: Qualification,
});
export type QualifyInput = z.infer<typeof QualifyInput>;

/** One step of the negotiation, oldest first: who proposed what, or answered how. */
export const NegotiationStep = z.object({
  seq: z.number().int(),
  side: OfferSide,
  action: z.enum(['OFFER', 'BID', 'COUNTER', 'ACCEPT', 'DECLINE', 'CANCEL', 'CONFIRM']),
  price: Price.nullable(),
  weight: Weight.nullable(),
  terms: Incoterm.nullable(),
  message: z.string().nullable(),
  reason: z.string().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
});
export type NegotiationStep = z.infer<typeof NegotiationStep>;

/** An offer as one of its two companies sees it. */
export const NetworkOffer = z.object({
  id: z.string(),
  /** My company's side. */
  side: OfferSide,
  status: OfferStatus,
  simpleStatus: SimpleOfferStatus,
  offeringCompany: NetworkParty,
  receivingCompany: NetworkParty,
  /** The have it offers: the offering side's own record (null for the receiving side). */
  haveId: z.string().nullable(),
  haveIdentifier: z.string().nullable(),
  /** The receiving side's need it answers (null for the offering side). */
  needId: z.string().nullable(),
  requestId: z.string().nullable(),
  requestKind: z.enum(['NETWORK_REQUEST', 'PUBLIC_REQUEST']).nullable(),
  publicOfferId: z.string().nullable(),
  materialName: z.string(),
  materialType: MaterialType,
  description: z.string().nullable(),
  packaging: Packaging.nullable(),
  grade: Grade.nullable(),
  form: Form.nullable(),
  color: Color.nullable(),
  palletized: z.boolean(),
  pieceCount: z.number().int().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** What the have had available when the offer was made. */
  totalAvailableWeight: Weight,
  currentPrice: Price,
  currentWeight: Weight,
  terms: Incoterm,
  sourceLocation: NetworkPlace.nullable(),
  destinationLocation: NetworkPlace.nullable(),
  offererContact: ContactInformation,
  recipientContact: ContactInformation.nullable(),
  /** My company's people on it. */
  representatives: z.array(z.string()),
  negotiations: z.array(NegotiationStep),
  hasOpenNegotiation: z.boolean(),
  /** Whose answer it waits for. */
  turn: OfferSide.nullable(),
  /** What I may do now. */
  actions: z.array(OfferAction),
  qualification: Qualification.nullable(),
  /** My company's order, once I confirmed. */
  orderId: z.string().nullable(),
  confirmedSides: z.array(OfferSide),
  expirationDate: z.string(),
  ...AuditDates,
  closingDate: z.string().nullable(),
  version: z.number().int(),
});
export type NetworkOffer = z.infer<typeof NetworkOffer>;

/**
 * The state one company's side of an offer shows: once accepted, its own confirmation, awaited or
 * made (the other company's may still be awaited); before, the proposal on the table.
 */
export function sideStatus(o: Pick<NetworkOffer, 'status' | 'side' | 'confirmedSides'>): {
  label: string;
  colour: string;
} {
  if ((o.status === 'ACCEPTED' || o.status === 'CONFIRMED') && !o.confirmedSides.includes(o.side))
    return { label: 'Awaiting your confirmation', colour: 'green' };
  const simple = simpleStatus(o.status);
  return { label: OFFER_STATUS_LABELS[simple], colour: OFFER_STATUS_COLOURS[simple] };
}

/** The network offers tabs (part 2 §2): all, mine (personal), sent, received, negotiations. */
export const [OfferTab, OFFER_TAB_LABELS] = labelledEnum({
  ALL: 'All',
  PERSONAL: 'Personal',
  SENT: 'Sent Offers',
  RECEIVED: 'Received',
  NEGOTIATIONS: 'Negotiations',
});
export type OfferTab = z.infer<typeof OfferTab>;
/** List statuses (part 2 §4): open ones, or closed ones (confirmed, declined, cancelled, expired). */
export const OfferListStatus = z.enum(['ACTIVE', 'CLOSED']);

export const NetworkOfferListQuery = PageQuery.extend({
  tab: OfferTab.default('ALL'),
  status: OfferListStatus.default('ACTIVE'),
  haveId: Id.optional(),
  needId: Id.optional(),
});
export type NetworkOfferListQuery = z.infer<typeof NetworkOfferListQuery>;

export const OfferCounts = z.object({
  all: z.number().int(),
  personal: z.number().int(),
  sent: z.number().int(),
  received: z.number().int(),
  negotiations: z.number().int(),
});
export type OfferCounts = z.infer<typeof OfferCounts>;

export const ResponseListQuery = PageQuery.extend({ tab: ResponseTab.default('ALL') });

export const ConfirmResult = z.object({
  offer: NetworkOffer,
  orderId: z.string(),
  orderIdentifier: z.string(),
});
export type ConfirmResult = z.infer<typeof ConfirmResult>;
