import { createHash } from 'node:crypto';
import { dollarsOf, scaledWeight } from '@polyloop/shared/conversions';
import type { Weight } from '@polyloop/shared/supply/listing';
import type {
  BookingCancelledMessage,
  BookingRequestedMessage,
  OutboundMessage,
  PartnerPlace,
  QuoteRequestedMessage,
} from '@polyloop/shared/freight/partner-api';
import { partnerWebhooks } from '../../adapters/freight/index.js';
import { retryable } from '../../ports/freight-partners.js';
import { logger } from '../../lib/observability.js';
import { FreightQuoteEntity, FreightRequestEntity, type StoredPlace } from './freight.entity.js';
import { FreightPartnerEntity } from './partner.entity.js';
import { sign } from './signing.js';
import { recordBusiness } from '../../lib/business-metrics.js';
import { Metric } from '../../lib/metrics.definition.js';

/**
 * Delivers Polyloop's signed messages to partners (the freight-delivery consumer): a quote
 * request, a booking, a cancelled booking. The message's `webhook-id` comes from the bus event,
 * so a retried delivery carries the same id and the partner can take it once. A partner that is
 * down or busy makes the delivery throw, and the bus retries it (then dead-letters it); a partner
 * that refuses the message (another 4xx or a redirect, which is not followed), or whose address the
 * webhook rule refuses, is logged, since sending it again would not change that.
 */

export type Delivered = 'sent' | 'refused' | 'skipped';

const partnerPlace = (p: StoredPlace): PartnerPlace => ({
  address: p.address ?? null,
  addressLineTwo: p.addressLineTwo ?? null,
  city: p.city,
  stateProvince: p.stateProvince ?? null,
  postalCode: p.postalCode ?? null,
  country: p.country,
});

/** A load's weight as partners are told it: whole pounds by the rounding rule, when there is some. */
export function weightPoundsOf(weight: Weight | undefined): { weightPounds?: number } {
  const pounds = weight ? scaledWeight(weight.unitValue, weight.unit, 'POUND', 0) : 0;
  return pounds > 0 ? { weightPounds: pounds } : {};
}

/** A stable `webhook-id` for the message an event makes. */
const messageId = (eventId: string) =>
  `msg_${createHash('sha256').update(eventId).digest('base64url').slice(0, 32)}`;

async function send(partnerId: string, message: OutboundMessage, eventId: string): Promise<Delivered> {
  const partner = await FreightPartnerEntity.get({ partnerId });
  if (!partner?.active) {
    logger.info('freight partner inactive: nothing sent', { partnerId, type: message.type });
    return 'skipped';
  }
  const body = JSON.stringify(message);
  const headers = sign(
    partner.secrets.map((s) => s.key),
    body,
    { id: messageId(eventId) },
  );
  const failed = () => recordBusiness({ name: Metric.partnerWebhookFailures, partner: partnerId });
  const answer = await partnerWebhooks.post(partner.webhookUrl, headers, body).catch((error: unknown) => {
    failed();
    throw error;
  });
  if ('refused' in answer) {
    failed();
    // Its address is one Polyloop does not post to (the webhook rule): sending again would not change that.
    logger.warn('freight partner webhook address refused: nothing sent', {
      partnerId,
      type: message.type,
      reason: answer.refused,
    });
    return 'refused';
  }
  const { status } = answer;
  if (status >= 200 && status < 300) return 'sent';
  failed();
  if (retryable(status))
    throw new Error(`Freight partner ${partnerId} answered ${status} to ${message.type}`);
  logger.warn('freight partner refused a message', { partnerId, type: message.type, status });
  return 'refused';
}

/** Asks one partner for a quote, unless the search has timed out meanwhile (a late retry). */
export async function deliverQuoteRequest(
  requestId: string,
  partnerId: string,
  eventId: string,
): Promise<Delivered> {
  const request = await FreightRequestEntity.get({ requestId });
  const at = new Date().toISOString();
  if (!request || request.status === 'CLOSED' || at >= request.timeoutAt) return 'skipped';
  const message: QuoteRequestedMessage = {
    type: 'quote.requested',
    timestamp: at,
    data: {
      quoteRequestId: request.requestId,
      pickup: partnerPlace(request.pickup),
      destination: partnerPlace(request.destination),
      pickupDate: request.pickupDate,
      distanceMiles: request.distanceMiles,
      ...weightPoundsOf(request.weight),
      respondBy: request.timeoutAt,
      currency: 'USD',
    },
  };
  return send(partnerId, message, eventId);
}

/** Sends a booking to its partner, unless it was cancelled or answered meanwhile. */
export async function deliverBooking(
  requestId: string,
  partnerId: string,
  eventId: string,
): Promise<Delivered> {
  const quote = await FreightQuoteEntity.get({ requestId, partnerId }, { consistent: true });
  const booking = quote?.booking;
  if (!quote || !booking || booking.status !== 'REQUESTED' || quote.costCents === undefined) return 'skipped';
  const message: BookingRequestedMessage = {
    type: 'booking.requested',
    timestamp: new Date().toISOString(),
    data: {
      bookingId: quote.quoteId,
      quoteRequestId: quote.requestId,
      partnerQuoteId: quote.partnerQuoteId ?? null,
      cost: { amount: dollarsOf(quote.costCents), currency: 'USD' },
      pickup: partnerPlace(quote.pickup),
      destination: partnerPlace(quote.destination),
      pickupDate: quote.pickupDate,
      ...weightPoundsOf(quote.weight),
      shipper: { company: booking.companyName, contactName: booking.contactName, email: booking.email },
      answerDueBy: booking.answerDueDate,
    },
  };
  return send(partnerId, message, eventId);
}

export async function deliverBookingCancelled(
  partnerId: string,
  quoteId: string,
  eventId: string,
): Promise<Delivered> {
  const message: BookingCancelledMessage = {
    type: 'booking.cancelled',
    timestamp: new Date().toISOString(),
    data: { bookingId: quoteId },
  };
  return send(partnerId, message, eventId);
}
