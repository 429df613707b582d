import * as z from 'zod';
import { badgedEnum, labelledEnum } from '../labelled-enum.js';

/**
 * The offers' states, moves and codes (spec part 2 §4, §9), apart from their schemas: the state
 * machine lives here, once, for the server that enforces it and the pages that offer its moves.
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
