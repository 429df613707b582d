import * as z from 'zod';
import { Channel, RealtimeEventName } from '@polyloop/shared';
import { defineEvent } from '../define.js';

/** Something happened that the browsers subscribed to `channel` should see now. */
export const RealtimePublished = defineEvent(
  'realtime.published',
  1,
  z.object({ channel: Channel, event: RealtimeEventName, payload: z.unknown() }),
);
