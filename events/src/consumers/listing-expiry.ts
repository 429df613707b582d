import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { ListingSweepDue } from '@polyloop/functions/domain/listing/listing.events';
import { sweep } from '@polyloop/functions/domain/listing/listing.sweep';
import { logger } from '@polyloop/functions/lib/observability';

/** Every morning: expired haves and needs are marked so, and owners hear of those expiring in three days. */
export const handler = eventHandler(
  'listing-expiry',
  on(ListingSweepDue, async (_data, { occurredAt }) => {
    const outcome = await sweep(new Date(occurredAt));
    logger.info('listing sweep done', outcome);
  }),
);
