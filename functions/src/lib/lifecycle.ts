import * as z from 'zod';
import { classify, type ChangeAction, type Image, type ItemChange } from '../data/changes.js';
import { defineEvent, occurrence, type EventContract, type Occurrence } from './events.js';

/** An aggregate's lifecycle events, by what a write did (see `classify`). */
export interface LifecycleEvents {
  created?: EventContract;
  /** Its data also holds `fields`: the names of the visible fields that changed. */
  changed?: EventContract;
  archived?: EventContract;
  restored?: EventContract;
  removed?: EventContract;
}
const BY_ACTION: Record<ChangeAction, keyof LifecycleEvents> = {
  ADDED: 'created',
  CHANGED: 'changed',
  ARCHIVED: 'archived',
  RESTORED: 'restored',
  REMOVED: 'removed',
};

/**
 * The usual lifecycle contracts of an aggregate, version 1: `<aggregate>.<added>` (`created`
 * unless said), `.changed` (with `fields`), `.archived`, `.restored`. Every event's data is `ref`
 * plus who did it (`actorId`, null for the system).
 */
export function lifecycleContracts<
  const A extends string,
  S extends z.ZodRawShape,
  const C extends string = 'created',
>(aggregate: A, ref: z.ZodObject<S>, created?: C) {
  const data = ref.extend({ actorId: z.string().nullable() });
  return {
    created: defineEvent(`${aggregate}.${created ?? ('created' as C)}` as const, 1, data),
    changed: defineEvent(`${aggregate}.changed` as const, 1, data.extend({ fields: z.array(z.string()) })),
    archived: defineEvent(`${aggregate}.archived` as const, 1, data),
    restored: defineEvent(`${aggregate}.restored` as const, 1, data),
  };
}

/** Turns a write to one item into the events it means (for the table stream to publish). */
export type Derivation = (change: ItemChange) => Occurrence[];

/**
 * Derives lifecycle events from the writes to an aggregate's items, the way the history feed
 * reads them, so no write path can forget to emit one. Each event's id is the stream record's
 * id and the event's name: a redelivered record publishes the same ids again.
 */
export function lifecycle<T>(
  events: LifecycleEvents,
  decode: (image: Image | undefined) => T | undefined,
  data: (item: T) => Record<string, unknown>,
): Derivation {
  return (change) => {
    const told = classify(change);
    const event = told && events[BY_ACTION[told.action]];
    const item = event ? decode(change.after ?? change.before) : undefined;
    if (!told || !event || !item) return [];
    const base = { ...data(item), actorId: told.actorId };
    return [
      derived(
        change,
        event,
        told.action === 'CHANGED' ? { ...base, fields: told.changes.map((c) => c.field) } : base,
        told.at,
      ),
    ];
  };
}

/** Both images of a write, read as the aggregate's items (undefined where there was none). */
export const images = <T>(decode: (image: Image | undefined) => T | undefined, change: ItemChange) => ({
  before: decode(change.before),
  after: decode(change.after),
});

/** The id of an event derived from a stream record: stable across redeliveries. */
export const eventId = (change: ItemChange, event: EventContract) => `${change.id}#${event.name}`;

/** An event derived from a stream record, under the id that keeps a redelivered record from telling it twice. */
export function derived<E extends EventContract>(
  change: ItemChange,
  event: E,
  data: z.input<E['data']>,
  occurredAt: string,
): Occurrence<E> {
  return occurrence(event, data, { id: eventId(change, event), occurredAt });
}
