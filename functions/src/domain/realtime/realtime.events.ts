import * as z from 'zod';
import { Channel, RealtimeEventName } from '@polyloop/shared/realtime';
import { defineEvent } from '../../lib/events.js';

/** Something happened that the browsers subscribed to `channel` should see now; the fan-out pushes it. */
export const RealtimePublished = defineEvent('realtime.published', 1, z.object({ channel: Channel, event: RealtimeEventName, payload: z.unknown() }));
