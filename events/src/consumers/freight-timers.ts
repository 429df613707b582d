import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { InvocationMetrics, logger } from '@polyloop/functions/lib/observability';
import { Metric } from '@polyloop/functions/lib/metrics.definition';
import { FreightEvents } from '@polyloop/functions/domain/freight/freight.events';
import {
  clearAnswerDue,
  planAnswerDue,
  planTimeout,
} from '@polyloop/functions/domain/freight/freight.timers';
import { closeSearch } from '@polyloop/functions/domain/freight/freight.service';
import { overdueBooking } from '@polyloop/functions/domain/freight/freight.booking';

/**
 * Keeps each quote search's timeout and each booking's answer deadline: closes a search at its
 * timeout (recording the partners that stayed silent), and reports a booking its partner has not
 * answered in 30 business minutes to operations (a warning in the log and the
 * FreightBookingsOverdue metric, which an alarm watches). A late or repeated firing changes nothing.
 */
export const handler = eventHandler(
  'freight-timers',
  on(FreightEvents.searchOpened, (d) => planTimeout(d.requestId, d.timeoutAt)),
  on(FreightEvents.searchTimeoutDue, async (d) =>
    logger.info('freight search timeout', { requestId: d.requestId, result: await closeSearch(d.requestId) }),
  ),
  on(FreightEvents.bookingRequested, (d) => planAnswerDue(d, d.answerDueDate)),
  on(FreightEvents.bookingAnswered, (d) => clearAnswerDue(d.quoteId)),
  on(FreightEvents.bookingCancelled, (d) => clearAnswerDue(d.quoteId)),
  on(FreightEvents.bookingAnswerDue, async (d) => {
    const late = await overdueBooking(d.requestId, d.partnerId);
    if (!late?.booking) return;
    logger.warn('freight booking not answered in time', {
      quoteId: d.quoteId,
      partnerId: d.partnerId,
      tenantId: d.tenantId,
      requestedDate: late.booking.requestedDate,
      answerDueDate: late.booking.answerDueDate,
    });
    new InvocationMetrics('freight-timers').route(d.partnerId).count(Metric.freightBookingsOverdue).publish();
  }),
);
