import * as z from 'zod';
import { Channel, RealtimeEventName } from '@polyloop/shared/realtime';
import { defineEvent } from '../../lib/events.js';

/**
 * The push contract: how any aggregate asks for a message to reach the browsers watching a
 * channel, without knowing who is connected. Aggregates publish these events; the realtime fan-out
 * (domain/realtime) consumes them and decides who may read each channel, so this file stays below
 * every aggregate and imports none of them.
 */

/** Something happened that the browsers subscribed to `channel` should see now; the fan-out pushes it. */
export const RealtimePublished = defineEvent(
  'realtime.published',
  1,
  z.object({ channel: Channel, event: RealtimeEventName, payload: z.unknown() }),
);

/** The most deliveries one coalesced event carries (each a notification of about 1 KB: far below the bus's 256 KB). */
export const MAX_DELIVERIES = 50;

/**
 * Several pushes at once, to different channels (one notification to each of its recipients):
 * one bus event and one fan-out run instead of one per person.
 */
export const RealtimeBatchPublished = defineEvent(
  'realtime.batch-published',
  1,
  z.object({
    deliveries: z
      .array(z.object({ channel: Channel, event: RealtimeEventName, payload: z.unknown() }))
      .min(1)
      .max(MAX_DELIVERIES),
  }),
);
