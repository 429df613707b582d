import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { env } from './env.js';
import { lazySdk } from './lazy.js';

/** Every event of the product travels on one bus with this source. */
export const EVENT_SOURCE = 'polyloop';

/**
 * An event contract: `<aggregate>.<past tense>` (the EventBridge detail-type), a version, and the
 * zod schema of its data. Declared next to the aggregate that emits it (`<aggregate>.events.ts`).
 */
export interface EventContract<N extends string = string, S extends z.ZodType = z.ZodType> {
  name: N;
  version: number;
  data: S;
}

export function defineEvent<const N extends string, S extends z.ZodType>(
  name: N,
  version: number,
  data: S,
): EventContract<N, S> {
  return { name, version, data };
}

/**
 * What every event's detail holds. `id` is the event's identity for consumers (they process an
 * id once): events derived from the table stream take it from the stream record, so a record
 * delivered twice publishes the same ids and changes nothing twice.
 */
export const Envelope = z.object({
  id: z.string().min(1).max(256),
  version: z.number().int().positive(),
  occurredAt: z.string(),
  data: z.unknown(),
});
export type Envelope = z.infer<typeof Envelope>;

/** One event to publish: its contract, its data, and optionally the id and time it already has. */
export interface Occurrence<E extends EventContract = EventContract> {
  event: E;
  data: z.input<E['data']>;
  id?: string;
  occurredAt?: string;
}

export const occurrence = <E extends EventContract>(
  event: E,
  data: z.input<E['data']>,
  options: { id?: string; occurredAt?: string } = {},
): Occurrence<E> => ({ event, data, ...options });

const bus = lazySdk(
  () => import('@aws-sdk/client-eventbridge'),
  (sdk) => new sdk.EventBridgeClient({}),
);
/** PutEvents takes 10 entries and 256 KB a call. */
const BATCH = 10;

/** The detail an occurrence is sent with (also what a schedule's input holds). */
export function envelopeOf(o: Occurrence): Envelope {
  return {
    id: o.id ?? randomUUID(),
    version: o.event.version,
    occurredAt: o.occurredAt ?? new Date().toISOString(),
    data: o.event.data.parse(o.data),
  };
}

/**
 * The one way onto the bus: each event's data is validated against its contract (a bad event is
 * a bug, thrown here, not at a consumer), wrapped in the envelope and sent; a failed entry fails
 * the call, so the caller (a stream record, a request) is retried rather than losing it.
 */
export async function publish(...occurrences: Occurrence[]): Promise<void> {
  const entries = occurrences.map((o) => ({
    EventBusName: env().EVENT_BUS_NAME,
    Source: EVENT_SOURCE,
    DetailType: o.event.name,
    Detail: JSON.stringify(envelopeOf(o)),
  }));
  if (entries.length === 0) return;
  const { client, sdk } = await bus();
  for (let i = 0; i < entries.length; i += BATCH) {
    const batch = entries.slice(i, i + BATCH);
    const result = await client.send(new sdk.PutEventsCommand({ Entries: batch }));
    if (result.FailedEntryCount) {
      const failed = result.Entries?.find((e) => e.ErrorCode);
      throw new Error(
        `Publishing ${batch.map((e) => e.DetailType).join(', ')} failed: ${failed?.ErrorCode} ${failed?.ErrorMessage}`,
      );
    }
  }
}

/**
 * Reads an event's detail as its contract says. Events we publish carry the envelope; one put on
 * the bus by hand or by a schedule's raw input is taken as the data itself, identified by the
 * EventBridge event id. A detail that names a `version` is an envelope and must be a whole one: a
 * broken envelope taken as data would pass any contract whose data is an empty object (the
 * schedules' triggers) and run it. A detail that matches neither is refused with its issues.
 */
export function openEnvelope<E extends EventContract>(
  event: E,
  detail: unknown,
  busEventId: string,
): { envelope: Envelope; data: z.output<E['data']> } | { issues: z.core.$ZodIssue[] } {
  const wrapped = Envelope.safeParse(detail);
  if (!wrapped.success && typeof detail === 'object' && detail !== null && 'version' in detail)
    return { issues: wrapped.error.issues };
  const envelope: Envelope = wrapped.success
    ? wrapped.data
    : { id: busEventId, version: event.version, occurredAt: new Date().toISOString(), data: detail };
  // A consumer understands the version it was written for; a newer one must not be half-read.
  if (envelope.version !== event.version)
    return {
      issues: [
        {
          code: 'custom',
          path: ['version'],
          message: `Version ${envelope.version} of ${event.name}; this consumer reads version ${event.version}`,
          input: envelope.version,
        },
      ],
    };
  const data = event.data.safeParse(envelope.data);
  return data.success ? { envelope, data: data.data as z.output<E['data']> } : { issues: data.error.issues };
}
