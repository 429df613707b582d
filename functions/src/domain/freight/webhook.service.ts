import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { centsOf } from '@polyloop/shared/conversions';
import {
  InboundMessage,
  WEBHOOK_LIMITS,
  WEBHOOK_REFUSALS,
  type BookingAnsweredMessage,
  type QuoteSubmittedMessage,
  type WebhookReceived,
  type WebhookRefusal,
} from '@polyloop/shared/freight/partner-api';
import { BadRequest, HttpError } from '../../lib/errors.js';
import { logger } from '../../lib/observability.js';
import { ConditionFailed, transact } from '../../data/entity.js';
import {
  FreightQuoteEntity,
  FreightRequestEntity,
  WebhookReceiptEntity,
  quoteById,
  type FreightQuoteItem,
} from './freight.entity.js';
import { bookingState } from './freight.booking.js';
import { FreightPartnerEntity, type FreightPartnerItem } from './partner.entity.js';
import { verify } from './signing.js';
import { recordBusiness } from '../../lib/business-metrics.js';
import { Metric } from '../../lib/metrics.definition.js';

/**
 * The partners' webhook (`POST /api/webhooks/freight/{partnerId}`): a post is taken only when it
 * is signed with one of the partner's secrets within five minutes, carries a `webhook-id` not
 * seen before, and answers something that partner was sent. What it stores is written in one
 * transaction with the `webhook-id`'s receipt, so a retried delivery is stored once. Every
 * refusal is a 4xx with a stable code, and logged.
 */

const STATUS: Record<WebhookRefusal, number> = {
  UNKNOWN_PARTNER: 404,
  BAD_SIGNATURE: 401,
  MISSING_HEADERS: 401,
  STALE_TIMESTAMP: 401,
  TOO_LARGE: 413,
  ALREADY_RECEIVED: 409,
  UNKNOWN_REQUEST: 404,
  NOT_SENT_TO_YOU: 403,
  ALREADY_QUOTED: 409,
  REQUEST_CLOSED: 409,
  UNKNOWN_BOOKING: 404,
  BOOKING_NOT_OPEN: 409,
};

/** A refused post: logged with who sent it and why, and answered with the refusal's code. */
export class WebhookRefused extends HttpError {
  constructor(readonly refusal: WebhookRefusal) {
    super(STATUS[refusal], WEBHOOK_REFUSALS[refusal], refusal);
  }
}

const WebhookId = z.string().min(1).max(200);
const receiptKeptSeconds = 86_400;

export async function receive(
  partnerId: string,
  body: string,
  headers: Record<string, string | undefined>,
): Promise<WebhookReceived> {
  const webhookId = Object.entries(headers).find(([k]) => k.toLowerCase() === 'webhook-id')?.[1];
  try {
    return await take(partnerId, body, headers);
  } catch (error) {
    if (error instanceof HttpError && error.status < 500)
      logger.warn('freight webhook refused', {
        partnerId,
        webhookId,
        status: error.status,
        code: error.code,
        reason: error.message,
      });
    throw error;
  }
}

async function take(
  partnerId: string,
  body: string,
  headers: Record<string, string | undefined>,
): Promise<WebhookReceived> {
  if (Buffer.byteLength(body, 'utf8') > WEBHOOK_LIMITS.maxBodyBytes) throw new WebhookRefused('TOO_LARGE');
  const partner = await FreightPartnerEntity.get({ partnerId });
  if (!partner?.active) throw new WebhookRefused('UNKNOWN_PARTNER');
  const signed = verify(
    partner.secrets.map((s) => s.key),
    body,
    headers,
  );
  if (!signed.ok) throw new WebhookRefused(signed.reason);
  if (!WebhookId.safeParse(signed.id).success)
    throw new BadRequest('webhook-id must be at most 200 characters.', {
      'webhook-id': ['At most 200 characters'],
    });
  if (await WebhookReceiptEntity.get({ partnerId, webhookId: signed.id }, { consistent: true }))
    throw new WebhookRefused('ALREADY_RECEIVED');
  const message = parse(body);
  const at = new Date();
  const receipt = WebhookReceiptEntity.tx.create({
    partnerId,
    webhookId: signed.id,
    type: message.type,
    receivedDate: at.toISOString(),
    expiresAt: Math.floor(at.getTime() / 1000) + receiptKeptSeconds,
  });
  try {
    if (message.type === 'quote.submitted') await storeQuote(partner, signed.id, message, receipt, at);
    else await storeBookingAnswer(partner, message, receipt, at);
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    // The receipt is the first piece: a retry racing its first delivery.
    if (error.reasons[0] === 'ConditionalCheckFailed' || error.reasons[0] === 'TransactionConflict')
      throw new WebhookRefused('ALREADY_RECEIVED');
    throw new WebhookRefused(message.type === 'quote.submitted' ? 'ALREADY_QUOTED' : 'BOOKING_NOT_OPEN');
  }
  return { received: true, id: signed.id };
}

function parse(body: string): InboundMessage {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new BadRequest('The body is not JSON.');
  }
  const parsed = InboundMessage.safeParse(json);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (fieldErrors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
    throw new BadRequest('The message does not match the freight partner API.', fieldErrors);
  }
  return parsed.data;
}

/** A quote (or an error kind) for a search sent to this partner, before its timeout, once. */
async function storeQuote(
  partner: FreightPartnerItem,
  webhookId: string,
  message: QuoteSubmittedMessage,
  receipt: ReturnType<typeof WebhookReceiptEntity.tx.create>,
  at: Date,
) {
  const { data } = message;
  const request = await FreightRequestEntity.get({ requestId: data.quoteRequestId });
  if (!request) throw new WebhookRefused('UNKNOWN_REQUEST');
  const asked = request.partners.find((p) => p.id === partner.partnerId);
  if (!asked) throw new WebhookRefused('NOT_SENT_TO_YOU');
  if (request.status === 'CLOSED' || at.toISOString() >= request.timeoutAt)
    throw new WebhookRefused('REQUEST_CLOSED');
  const partnerUntil = data.validUntil ? new Date(data.validUntil).toISOString() : request.validUntil;
  const quote: FreightQuoteItem = {
    requestId: request.requestId,
    partnerId: partner.partnerId,
    quoteId: randomUUID(),
    tenantId: request.tenantId,
    userId: request.userId,
    partner: asked,
    ...(data.cost ? { costCents: centsOf(data.cost.amount) } : {}),
    ...(data.transitDays !== undefined ? { transitDays: data.transitDays } : {}),
    ...(data.error
      ? { error: { kind: data.error.kind, ...(data.error.message ? { message: data.error.message } : {}) } }
      : {}),
    ...(data.partnerQuoteId ? { partnerQuoteId: data.partnerQuoteId } : {}),
    webhookId,
    receivedDate: at.toISOString(),
    validUntil: partnerUntil < request.validUntil ? partnerUntil : request.validUntil,
    distanceMiles: request.distanceMiles,
    pickup: request.pickup,
    destination: request.destination,
    pickupDate: request.pickupDate,
    ...(request.order ? { order: request.order } : {}),
    ...(request.weight ? { weight: request.weight } : {}),
    version: 1,
    expiresAt: request.expiresAt,
  };
  await transact([receipt, FreightQuoteEntity.tx.create(quote)]);
  recordBusiness(
    { name: Metric.quotesAnswered, partner: partner.partnerId },
    {
      name: Metric.quoteAnswerLatency,
      unit: 'ms',
      value: at.getTime() - new Date(request.createdDate).getTime(),
      partner: partner.partnerId,
    },
  );
}

/** The partner's answer to a booking of one of its quotes that is still waiting for it. */
async function storeBookingAnswer(
  partner: FreightPartnerItem,
  message: BookingAnsweredMessage,
  receipt: ReturnType<typeof WebhookReceiptEntity.tx.create>,
  at: Date,
) {
  const { data } = message;
  const found = await quoteById(data.bookingId);
  const quote =
    found?.partnerId === partner.partnerId
      ? await FreightQuoteEntity.get(
          { requestId: found.requestId, partnerId: found.partnerId },
          { consistent: true },
        )
      : undefined;
  if (!quote?.booking) throw new WebhookRefused('UNKNOWN_BOOKING');
  if (bookingState(quote.booking, quote.validUntil, at) !== 'REQUESTED')
    throw new WebhookRefused('BOOKING_NOT_OPEN');
  const booking = {
    ...quote.booking,
    status: data.status,
    answeredDate: at.toISOString(),
    ...(data.reference ? { reference: data.reference } : {}),
    ...(data.message ? { message: data.message } : {}),
  };
  await transact([
    receipt,
    FreightQuoteEntity.tx.update(
      { requestId: quote.requestId, partnerId: quote.partnerId },
      { booking, version: quote.version + 1 },
      { condition: { version: quote.version } },
    ),
  ]);
}
