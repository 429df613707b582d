import * as z from 'zod';
import {
  FREIGHT_RULES,
  FreightBookingStatus,
  FreightErrorKind,
  FreightOrder,
} from '@polyloop/shared/freight/freight';
import { Weight } from '@polyloop/shared/supply/listing';
import { defineEntity } from '../../data/entity.js';

const Country = z.enum(FREIGHT_RULES.countries);

/** A partner as a search or quote keeps it: what the pages show, as it was when asked. */
export const PartnerSnapshot = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().optional(),
  bookingDisclaimer: z.string(),
  regions: z.array(Country),
  sandbox: z.boolean().default(false),
});
export type PartnerSnapshot = z.infer<typeof PartnerSnapshot>;

/** A place of a search: the address as chosen, and where it is (kept here, never sent to partners). */
export const StoredPlace = z.object({
  address: z.string().optional(),
  addressLineTwo: z.string().optional(),
  city: z.string(),
  stateProvince: z.string().optional(),
  postalCode: z.string().optional(),
  country: Country,
  formattedAddress: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type StoredPlace = z.infer<typeof StoredPlace>;

/** What a search is for, when started from an order: the order as its record named it, and the load's weight. */
const Load = {
  order: FreightOrder.optional(),
  weight: Weight.optional(),
};

/** Searches and unbooked quotes are dropped by TTL this long after they were made (reads never rely on it). */
export const FREIGHT_KEPT_DAYS = 30;

/**
 * One quote search, keyed by its own id: the partners' webhook finds it by id alone. It never
 * changes after it is written but for its close at the timeout, so quotes arriving at once never
 * contend for it.
 */
export const FreightRequestEntity = defineEntity({
  name: 'freight-request',
  schema: z.object({
    requestId: z.string(),
    tenantId: z.string(),
    userId: z.string(),
    pickup: StoredPlace,
    destination: StoredPlace,
    pickupDate: z.string(),
    ...Load,
    distanceMiles: z.number(),
    /** The partners asked, as they were then. */
    partners: z.array(PartnerSnapshot),
    timeoutAt: z.string(),
    validUntil: z.string(),
    status: z.enum(['OPEN', 'CLOSED']),
    silentPartnerIds: z.array(z.string()).default([]),
    createdDate: z.string(),
    closedDate: z.string().optional(),
    /** TTL, epoch seconds. */
    expiresAt: z.number().int(),
  }),
  indexes: {
    // FreightRequestEntity.get: one search (the user's page, a partner's quote, the timeout)
    byId: { pk: ['requestId'], sk: [] },
  },
});
export type FreightRequestItem = z.infer<typeof FreightRequestEntity.schema>;

export const StoredBooking = z.object({
  status: FreightBookingStatus,
  requestedDate: z.string(),
  answerDueDate: z.string(),
  answeredDate: z.string().optional(),
  reference: z.string().optional(),
  message: z.string().optional(),
  /** Who to name to the partner. */
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
});
export type StoredBooking = z.infer<typeof StoredBooking>;

/**
 * One partner's answer to one search, keyed by both: a second answer from the same partner cannot
 * be written. It carries what its push, its booking and the partner's booking message need, so
 * neither reads the search again. A booking lives on its quote (one booking per quote).
 */
export const FreightQuoteEntity = defineEntity({
  name: 'freight-quote',
  schema: z.object({
    requestId: z.string(),
    partnerId: z.string(),
    quoteId: z.string(),
    tenantId: z.string(),
    userId: z.string(),
    partner: PartnerSnapshot,
    /** USD cents; absent when the partner answered with an error. */
    costCents: z.number().int().optional(),
    transitDays: z.number().int().optional(),
    error: z.object({ kind: FreightErrorKind, message: z.string().optional() }).optional(),
    partnerQuoteId: z.string().optional(),
    /** The partner's post that carried it (its idempotency key). */
    webhookId: z.string(),
    receivedDate: z.string(),
    /** Bookable until then: 48 hours after the search at most. */
    validUntil: z.string(),
    distanceMiles: z.number(),
    pickup: StoredPlace,
    destination: StoredPlace,
    pickupDate: z.string(),
    ...Load,
    booking: StoredBooking.optional(),
    /** Set with the booking: the booker's list. */
    bookedBy: z.string().optional(),
    bookedDate: z.string().optional(),
    version: z.number().int(),
    /** TTL, epoch seconds; removed once booked, so bookings are kept. */
    expiresAt: z.number().int().optional(),
  }),
  indexes: {
    // listQuotesOfRequest: every answer to one search (the page after a reconnect, the timeout)
    byRequest: { pk: ['requestId'], sk: ['partnerId'] },
    // quoteById: one quote by its id (booking it; the partner's answer to the booking)
    byQuoteId: { index: 'gsi1', pk: ['quoteId'], sk: [] },
    // pageBookingsOfUser: my bookings, latest first
    byBooker: { index: 'gsi2', pk: ['bookedBy'], sk: ['bookedDate', 'quoteId'] },
  },
});
export type FreightQuoteItem = z.infer<typeof FreightQuoteEntity.schema>;

/**
 * A partner's post, by its `webhook-id` (Standard Webhooks' idempotency key): written in the same
 * transaction as what the post stores, so a retried delivery is stored once. Kept a day; the
 * signature's five-minute tolerance refuses anything older anyway.
 */
export const WebhookReceiptEntity = defineEntity({
  name: 'webhook-receipt',
  schema: z.object({
    partnerId: z.string(),
    webhookId: z.string(),
    type: z.string(),
    receivedDate: z.string(),
    expiresAt: z.number().int(),
  }),
  indexes: {
    // WebhookReceiptEntity.get: whether a webhook-id was received already
    byId: { pk: ['partnerId', 'webhookId'], sk: [] },
  },
});
export type WebhookReceiptItem = z.infer<typeof WebhookReceiptEntity.schema>;

/** Every answer to one search, by partner. */
export const listQuotesOfRequest = (requestId: string, options: { consistent?: boolean } = {}) =>
  FreightQuoteEntity.queryAll('byRequest', { requestId }, options);

/** One quote by its id. */
export const quoteById = async (quoteId: string) =>
  (await FreightQuoteEntity.query('byQuoteId', { quoteId }, { limit: 1 })).items[0];

/** One page of my bookings, latest first. */
export const pageBookingsOfUser = (userId: string, limit: number, cursor: string | null) =>
  FreightQuoteEntity.query('byBooker', { bookedBy: userId }, { order: 'desc', limit, cursor });

/** How many bookings I have made. */
export const countBookingsOfUser = (userId: string) =>
  FreightQuoteEntity.count('byBooker', { bookedBy: userId });
