import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { logger } from '@polyloop/functions/lib/observability';
import { RealtimeBatchPublished, RealtimePublished } from '@polyloop/functions/domain/push/push.events';
import * as Realtime from '@polyloop/functions/domain/realtime/realtime.service';

export const handler = eventHandler(
  'realtime-fanout',
  on(RealtimePublished, async ({ channel, event, payload }) => {
    const totals = await Realtime.fanOut(channel, event, payload);
    logger.info('fan-out done', { channel, event, ...totals });
  }),
  on(RealtimeBatchPublished, async ({ deliveries }) => {
    logger.info('fan-out done', await Realtime.fanOutMany(deliveries));
  }),
);
