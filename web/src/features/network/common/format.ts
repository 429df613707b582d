import { dollarsOf, LABELS, lineValueCents } from '@polyloop/shared';
import { placeLabel, type NetworkPlace } from '@polyloop/shared/network/common';
import {
  OFFER_CANCEL_REASON_LABELS,
  OFFER_DECLINE_REASON_LABELS,
  type NegotiationStep,
  type NetworkOffer,
  type OfferSide,
} from '@polyloop/shared/network/offer';
import type { Price, Weight } from '@polyloop/shared/supply/listing';
import { formatMoney } from '../../inventory/format';
import { formatPrice, formatWeight } from '../../listings/format';
import type { Terms } from './trade-form';

/**
 * How the network's pages write prices, weights, terms, places and the steps of a negotiation.
 * Prices are USD with two decimals, "Offer" when there is none (spec part 2 §9).
 */

export { formatMoney, formatPrice, formatWeight };

/** "FOB origin (picked up)", "DAP". */
export const formatTerms = (terms: Terms | null | undefined) => (terms ? LABELS.incoterm[terms] : '—');

/** "Houston, TX, US", or a dash when the place is unknown. */
export const formatNetworkPlace = (place: NetworkPlace | null | undefined) => placeLabel(place) || '—';

/** What a weight costs at a price, in dollars: exact, rounded once to the cent, as the orders value a line. */
export const totalOf = (price: Price, weight: Weight) => dollarsOf(lineValueCents(price, weight));

/** "$0.42 / lb × 20,000 lbs = $8,400.00". */
export const describeTotal = (price: Price, weight: Weight) =>
  `${formatPrice(price)} × ${formatWeight(weight)} = ${formatMoney(totalOf(price, weight))}`;

/** How a step of the negotiation reads in its history. */
export const STEP_LABELS: Record<NegotiationStep['action'], string> = {
  OFFER: 'Offered',
  BID: 'Offered',
  COUNTER: 'Countered',
  ACCEPT: 'Accepted',
  DECLINE: 'Declined',
  CANCEL: 'Cancelled',
  CONFIRM: 'Confirmed',
};

/** A decline or cancel reason as people read it (the code itself when it is unknown). */
export function reasonLabel(step: Pick<NegotiationStep, 'action' | 'reason'>): string | null {
  if (!step.reason) return null;
  const labels: Record<string, string> =
    step.action === 'DECLINE' ? OFFER_DECLINE_REASON_LABELS : OFFER_CANCEL_REASON_LABELS;
  return labels[step.reason] ?? step.reason;
}

/** The company of one side of an offer. */
export const companyOf = (
  offer: Pick<NetworkOffer, 'offeringCompany' | 'receivingCompany'>,
  side: OfferSide,
) => (side === 'OFFERING' ? offer.offeringCompany : offer.receivingCompany);

/** The other company of an offer, as my side sees it. */
export const partnerOf = (offer: Pick<NetworkOffer, 'side' | 'offeringCompany' | 'receivingCompany'>) =>
  companyOf(offer, offer.side === 'OFFERING' ? 'RECEIVING' : 'OFFERING');

/** Whose move the offer waits for, in words; null once nobody's move is awaited. */
export function turnText(
  offer: Pick<
    NetworkOffer,
    'side' | 'turn' | 'status' | 'actions' | 'confirmedSides' | 'offeringCompany' | 'receivingCompany'
  >,
): string | null {
  const partner = partnerOf(offer).name;
  if (offer.turn === offer.side) return 'Waiting for your answer';
  if (offer.turn) return `Waiting for ${partner} to answer`;
  if (offer.actions.includes('CONFIRM'))
    return offer.status === 'CONFIRMED'
      ? `${partner} has confirmed: confirm it too to make your order`
      : 'Accepted: confirm it to make your order';
  if (offer.status === 'ACCEPTED' || (offer.status === 'CONFIRMED' && offer.confirmedSides.length < 2))
    return `Waiting for ${partner} to confirm`;
  if (offer.status === 'CONFIRMED') return 'Confirmed by both companies';
  return null;
}
