import { occurrence } from '../../lib/events.js';
import { clearTimer, setTimer } from '../../lib/timers.js';
import { FreightEvents } from './freight.events.js';

/**
 * A search's timer at its timeout, and a booking's at its answer deadline (Scheduler one-time
 * schedules). Each is named after its record, so setting it again moves it; what each fires
 * checks the state it finds, since Scheduler may fire late or twice.
 */
const timeoutTimer = (requestId: string) => `freight-timeout.${requestId}`;
const answerTimer = (quoteId: string) => `freight-booking.${quoteId}`;

export const planTimeout = (requestId: string, timeoutAt: string) =>
  setTimer(
    timeoutTimer(requestId),
    new Date(timeoutAt),
    occurrence(FreightEvents.searchTimeoutDue, { requestId }, { id: `freight-timeout:${requestId}` }),
  );

export const planAnswerDue = (
  ref: {
    requestId: string;
    partnerId: string;
    quoteId: string;
    tenantId: string;
    userId: string;
    partnerName: string;
  },
  answerDueDate: string,
) =>
  setTimer(
    answerTimer(ref.quoteId),
    new Date(answerDueDate),
    occurrence(FreightEvents.bookingAnswerDue, ref, {
      id: `freight-booking:${ref.quoteId}:${answerDueDate}`,
    }),
  );

export const clearAnswerDue = (quoteId: string) => clearTimer(answerTimer(quoteId));
