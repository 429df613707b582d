import { eventHandler } from '@polyloop/functions/lib/presets';
import { logger } from '@polyloop/functions/lib/observability';
import * as Realtime from '@polyloop/functions/domain/realtime/realtime.service';
import { RealtimePublished } from '../contracts/realtime.js';

export const handler = eventHandler(RealtimePublished.detail, async ({ channel, event, payload }) => {
  const totals = await Realtime.fanOut(channel, event, payload);
  logger.info('fan-out done', { channel, event, ...totals });
});
