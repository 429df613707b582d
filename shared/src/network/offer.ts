import * as z from 'zod';
import { RecordId as Id, AuditDates } from '../primitives.js';
import { labelledEnum } from '../labelled-enum.js';
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
 * each confirms, which makes each its own order. The state machine is in `offer-states.ts`.
 */

export * from './offer-states.js';
import {
  OFFER_STATUS_COLOURS,
  OFFER_STATUS_LABELS,
  OfferAction,
  OfferCancelReason,
  OfferDeclineReason,
  OfferSide,
  OfferStatus,
  Qualification,
  ResponseTab,
  SimpleOfferStatus,
  simpleStatus,
} from './offer-states.js';

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
