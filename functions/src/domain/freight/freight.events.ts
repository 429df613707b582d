import * as z from 'zod';
import { dollarsOf } from '@polyloop/shared/conversions';
import {
  quoteErrorMessage,
  displayedCost,
  type StreamedFreightQuote,
} from '@polyloop/shared/freight/freight';
import { userChannel } from '@polyloop/shared/realtime';
import { defineEvent, occurrence, type Occurrence } from '../../lib/events.js';
import { derived, eventId, images, type Derivation } from '../../lib/lifecycle.js';
import { RealtimePublished } from '../push/index.js';
import { FreightQuoteEntity, FreightRequestEntity } from './freight.entity.js';
import { partnerView } from './partner.view.js';

const Quote = z.object({
  requestId: z.string(),
  partnerId: z.string(),
  quoteId: z.string(),
  tenantId: z.string(),
  userId: z.string(),
  partnerName: z.string(),
});

/**
 * What a quote search and its quotes set in motion, from their writes: each partner asked (one
 * event per partner, so each is delivered, retried and dead-lettered on its own), the timeout,
 * each quote pushed to its user, and a booking's request, cancellation and answer. The timers'
 * events come back on the bus from Scheduler.
 */
export const FreightEvents = {
  searchOpened: defineEvent(
    'freight.search-opened',
    1,
    z.object({ requestId: z.string(), timeoutAt: z.string() }),
  ),
  quoteRequested: defineEvent(
    'freight.quote-requested',
    1,
    z.object({ requestId: z.string(), partnerId: z.string() }),
  ),
  /** The search's timer: partners that have not answered are silent. */
  searchTimeoutDue: defineEvent('freight.search-timeout-due', 1, z.object({ requestId: z.string() })),
  bookingRequested: defineEvent('freight.booking-requested', 1, Quote.extend({ answerDueDate: z.string() })),
  bookingCancelled: defineEvent('freight.booking-cancelled', 1, Quote),
  bookingAnswered: defineEvent(
    'freight.booking-answered',
    1,
    Quote.extend({ status: z.enum(['ACCEPTED', 'REJECTED']), reference: z.string().nullable() }),
  ),
  /** The booking's timer: 30 business minutes after the request. */
  bookingAnswerDue: defineEvent('freight.booking-answer-due', 1, Quote),
};

/** A search written: ask each partner, and stop at the timeout. */
export const requestEvents: Derivation = (change) => {
  const { before, after } = images(FreightRequestEntity.decode, change);
  if (before || !after || after.status !== 'OPEN') return [];
  return [
    derived(
      change,
      FreightEvents.searchOpened,
      { requestId: after.requestId, timeoutAt: after.timeoutAt },
      after.createdDate,
    ),
    ...after.partners.map((p) =>
      occurrence(
        FreightEvents.quoteRequested,
        { requestId: after.requestId, partnerId: p.id },
        { id: `${eventId(change, FreightEvents.quoteRequested)}#${p.id}`, occurredAt: after.createdDate },
      ),
    ),
  ];
};

/** A quote stored goes to its user's `freight-quote` channel; a booking's moves go to the partner and the user. */
export const quoteEvents: Derivation = (change) => {
  const { before, after } = images(FreightQuoteEntity.decode, change);
  if (!after) return [];
  const out: Occurrence[] = [];
  const ref = {
    requestId: after.requestId,
    partnerId: after.partnerId,
    quoteId: after.quoteId,
    tenantId: after.tenantId,
    userId: after.userId,
    partnerName: after.partner.name,
  };
  if (!before) {
    const error = after.error
      ? { kind: after.error.kind, message: quoteErrorMessage(after.error.kind) }
      : null;
    const payload: StreamedFreightQuote = {
      id: after.quoteId,
      freightQuote: { id: after.requestId, distance: after.distanceMiles },
      freightPartnerQuote: {
        id: after.quoteId,
        freightPartner: partnerView(after.partner),
        cost: displayedCost(after.costCents === undefined ? null : dollarsOf(after.costCents), error),
        transitDays: after.transitDays ?? null,
        validUntil: after.validUntil,
        receivedDate: after.receivedDate,
        error,
      },
    };
    out.push(
      derived(
        change,
        RealtimePublished,
        { channel: userChannel(after.userId), event: 'freight-quote', payload },
        after.receivedDate,
      ),
    );
  }
  const was = before?.booking;
  const now = after.booking;
  if (now && (!was || was.requestedDate !== now.requestedDate) && now.status === 'REQUESTED') {
    out.push(
      derived(
        change,
        FreightEvents.bookingRequested,
        { ...ref, answerDueDate: now.answerDueDate },
        now.requestedDate,
      ),
    );
  }
  if (
    now &&
    was?.status === 'REQUESTED' &&
    now.status !== 'REQUESTED' &&
    was.requestedDate === now.requestedDate
  ) {
    const at = now.answeredDate ?? now.requestedDate;
    if (now.status === 'CANCELLED') out.push(derived(change, FreightEvents.bookingCancelled, ref, at));
    if (now.status === 'ACCEPTED' || now.status === 'REJECTED')
      out.push(
        derived(
          change,
          FreightEvents.bookingAnswered,
          { ...ref, status: now.status, reference: now.reference ?? null },
          at,
        ),
      );
  }
  return out;
};
