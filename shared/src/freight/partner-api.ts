import * as z from 'zod';
import { FREIGHT_RULES, FreightErrorKind, UsdAmount } from './freight.js';

/**
 * The freight partner API: what Polyloop sends a partner's webhook and what a partner posts back
 * to `/api/webhooks/freight/{partnerId}`. Every message both ways is signed as the Standard
 * Webhooks specification says (`webhook-id`, `webhook-timestamp`, `webhook-signature`: HMAC-SHA256
 * over `id.timestamp.body` with the partner's secret, five minutes' tolerance) and has the shape
 * `{ type, timestamp, data }`. `docs/freight-partner-api.md` is the guide.
 */

export const WEBHOOK_LIMITS = {
  /** The largest body a partner may post. */
  maxBodyBytes: 16 * 1024,
  /** Standard Webhooks' tolerance for `webhook-timestamp`. */
  toleranceSeconds: 5 * 60,
  /** A partner holds two secrets at most: the new one and, during rotation, the one before. */
  maxSecrets: 2,
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/** A place as a partner receives it: the address without coordinates (part 3 §3.1). */
export const PartnerPlace = z.object({
  address: z.string().nullable(),
  addressLineTwo: z.string().nullable(),
  city: z.string(),
  stateProvince: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.enum(FREIGHT_RULES.countries),
});
export type PartnerPlace = z.infer<typeof PartnerPlace>;

export const Money = z.object({ amount: UsdAmount, currency: z.literal('USD') });

/** A load's weight as partners are told it: whole pounds, rounded by the rule. */
export const WeightPounds = z.number().int().positive();

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ type: z.literal(type), timestamp: z.iso.datetime(), data });

// What Polyloop sends.

/** A user asks for quotes: answer with `quote.submitted` before `respondBy`. */
export const QuoteRequestedMessage = envelope(
  'quote.requested',
  z.object({
    quoteRequestId: z.string(),
    pickup: PartnerPlace,
    destination: PartnerPlace,
    pickupDate: z.string(),
    /** Estimated road miles. */
    distanceMiles: z.number(),
    /** What the load weighs, in whole pounds, when the user said (a search started from an order). */
    weightPounds: WeightPounds.optional(),
    /** Quotes received later are not taken. */
    respondBy: z.string(),
    currency: z.literal('USD'),
  }),
);
export type QuoteRequestedMessage = z.infer<typeof QuoteRequestedMessage>;

/** A user books a quote: answer with `booking.answered` before `answerDueBy`. */
export const BookingRequestedMessage = envelope(
  'booking.requested',
  z.object({
    bookingId: z.string(),
    quoteRequestId: z.string(),
    partnerQuoteId: z.string().nullable(),
    cost: Money,
    pickup: PartnerPlace,
    destination: PartnerPlace,
    pickupDate: z.string(),
    /** What the load weighs, in whole pounds, when known. */
    weightPounds: WeightPounds.optional(),
    shipper: z.object({ company: z.string(), contactName: z.string(), email: z.string() }),
    answerDueBy: z.string(),
  }),
);
export type BookingRequestedMessage = z.infer<typeof BookingRequestedMessage>;

/** The user withdrew a booking before the partner answered. */
export const BookingCancelledMessage = envelope('booking.cancelled', z.object({ bookingId: z.string() }));
export type BookingCancelledMessage = z.infer<typeof BookingCancelledMessage>;

export const OutboundMessage = z.discriminatedUnion('type', [
  QuoteRequestedMessage,
  BookingRequestedMessage,
  BookingCancelledMessage,
]);
export type OutboundMessage = z.infer<typeof OutboundMessage>;

// What a partner posts.

/** A quote: a cost, or one of the error kinds (part 3 §4.7). */
export const QuoteSubmittedMessage = envelope(
  'quote.submitted',
  z
    .object({
      quoteRequestId: text(100),
      /** The partner's own reference for the quote. */
      partnerQuoteId: text(100).optional(),
      cost: Money.optional(),
      transitDays: z.number().int().min(0).max(60).optional(),
      /** Until when the partner holds the price; Polyloop keeps it 48 hours at most. */
      validUntil: z.iso.datetime({ offset: true }).optional(),
      error: z.object({ kind: FreightErrorKind, message: z.string().trim().max(500).optional() }).optional(),
    })
    .refine((d) => !!d.cost !== !!d.error, { message: 'Send either a cost or an error', path: ['cost'] }),
);
export type QuoteSubmittedMessage = z.infer<typeof QuoteSubmittedMessage>;

/** The partner's answer to a booking. */
export const BookingAnsweredMessage = envelope(
  'booking.answered',
  z.object({
    bookingId: text(100),
    status: z.enum(['ACCEPTED', 'REJECTED']),
    /** The partner's booking reference (accepted bookings). */
    reference: text(100).optional(),
    message: z.string().trim().max(500).optional(),
  }),
);
export type BookingAnsweredMessage = z.infer<typeof BookingAnsweredMessage>;

export const InboundMessage = z.discriminatedUnion('type', [QuoteSubmittedMessage, BookingAnsweredMessage]);
export type InboundMessage = z.infer<typeof InboundMessage>;

/** Polyloop's answer to a partner's post. */
export const WebhookReceived = z.object({ received: z.literal(true), id: z.string() });
export type WebhookReceived = z.infer<typeof WebhookReceived>;

/** Why a partner's post was refused; `code` is stable, the message is for people. */
export const WEBHOOK_REFUSALS = {
  UNKNOWN_PARTNER: 'No active freight partner has this id.',
  BAD_SIGNATURE: 'The webhook-signature does not match the body signed with any of your secrets.',
  MISSING_HEADERS: 'webhook-id, webhook-timestamp and webhook-signature are required.',
  STALE_TIMESTAMP: 'The webhook-timestamp is more than five minutes from now.',
  TOO_LARGE: `The body is larger than ${WEBHOOK_LIMITS.maxBodyBytes / 1024} KB.`,
  ALREADY_RECEIVED:
    'A message with this webhook-id was received already; it was stored once. Do not send it again.',
  UNKNOWN_REQUEST: 'There is no quote request with this id.',
  NOT_SENT_TO_YOU: 'This quote request was not sent to you.',
  ALREADY_QUOTED: 'You have quoted this request already.',
  REQUEST_CLOSED: 'The time to quote this request has passed.',
  UNKNOWN_BOOKING: 'There is no booking with this id for you.',
  BOOKING_NOT_OPEN: 'This booking is not waiting for your answer.',
} as const;
export type WebhookRefusal = keyof typeof WEBHOOK_REFUSALS;
