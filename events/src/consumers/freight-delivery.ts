import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { logger } from '@polyloop/functions/lib/observability';
import { FreightEvents } from '@polyloop/functions/domain/freight/freight.events';
import {
  deliverBooking,
  deliverBookingCancelled,
  deliverQuoteRequest,
} from '@polyloop/functions/domain/freight/freight.delivery';

/**
 * Sends freight partners Polyloop's signed messages: each partner's quote request is an event of
 * its own, so a slow or failing partner is retried (and at last dead-lettered) without delaying
 * the others; then bookings and their cancellations.
 */
export const handler = eventHandler(
  'freight-delivery',
  on(FreightEvents.quoteRequested, async (d, { id }) =>
    logger.info('quote request', { ...d, delivery: await deliverQuoteRequest(d.requestId, d.partnerId, id) }),
  ),
  on(FreightEvents.bookingRequested, async (d, { id }) =>
    logger.info('booking request', {
      quoteId: d.quoteId,
      partnerId: d.partnerId,
      delivery: await deliverBooking(d.requestId, d.partnerId, id),
    }),
  ),
  on(FreightEvents.bookingCancelled, async (d, { id }) =>
    logger.info('booking cancelled', {
      quoteId: d.quoteId,
      partnerId: d.partnerId,
      delivery: await deliverBookingCancelled(d.partnerId, d.quoteId, id),
    }),
  ),
);
