import * as z from 'zod';
import { ConditionFailed, defineEntity } from '../data/entity.js';

/**
 * A consumer's record of an event it handled (or is handling): the key that makes consumers
 * idempotent by event id. Expires after a week (reads never depend on the expiry).
 */
export const ProcessedEvent = defineEntity({
  name: 'processed-event',
  schema: z.object({
    consumer: z.string(),
    eventId: z.string(),
    state: z.enum(['RUNNING', 'DONE']),
    /** Epoch ms: a RUNNING claim older than this belongs to an invocation that died. */
    lockedUntil: z.number().int(),
    expiresAt: z.number().int(),
  }),
  indexes: {
    // ProcessedEvent.get: has this consumer handled this event?
    byEvent: { pk: ['consumer', 'eventId'], sk: [] },
  },
});

/** Another invocation is handling the same event right now: retry later rather than do it twice. */
export class AlreadyRunning extends Error {}

const KEEP_S = 7 * 24 * 3600;
/** Longer than any consumer runs (their timeout), so a live claim is never taken over. */
const LOCK_MS = 5 * 60_000;

/**
 * Runs `work` once per (consumer, event id): a claim is written first under a condition, so of
 * two deliveries of one event only one works; a finished event is skipped; a failed one releases
 * its claim so the retry can work. Answers whether the work ran.
 */
export async function once(
  consumer: string,
  eventId: string,
  work: () => Promise<void>,
  now = Date.now(),
): Promise<boolean> {
  const key = { consumer, eventId };
  try {
    await ProcessedEvent.update(
      key,
      { state: 'RUNNING', lockedUntil: now + LOCK_MS, expiresAt: Math.floor(now / 1000) + KEEP_S },
      {
        upsert: true,
        condition: (w) => w.or(w.missing(), w.and(w.eq('state', 'RUNNING'), w.lt('lockedUntil', now))),
      },
    );
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    const held = await ProcessedEvent.get(key, { consistent: true });
    if (held?.state === 'DONE') return false;
    throw new AlreadyRunning(`${consumer} is already handling ${eventId}`);
  }
  try {
    await work();
  } catch (error) {
    await ProcessedEvent.delete(key).catch(() => undefined);
    throw error;
  }
  await ProcessedEvent.update(key, { state: 'DONE' });
  return true;
}
