import type { ItemChange } from '../data/changes.js';
import { ConditionFailed, transact } from '../data/entity.js';
import type { TxItem } from '../data/operations.js';
import { publish, type Occurrence } from './events.js';
import { ProcessedEvent } from './idempotency.js';
import type { Derivation } from './lifecycle.js';
import { loadOnce } from './lazy.js';
import { logger } from './observability.js';

/**
 * Which stream consumer runs a projection. `events`: what people wait for right after a write
 * (its domain events, its history, the totals its list shows). `read-models`: what may lag a
 * little (the search index, rollups, reference items), so a slow index never delays an event.
 */
export type StreamConsumerName = 'events' | 'read-models';

/**
 * How a projection's writes reach their store. Each writer makes sure a change retried, replayed
 * or redriven changes nothing twice: by the projection's marker for the change, committed with
 * writes that add (`tableWrites`), or by writes that are the same every time (`busEvents`, the
 * search index computed from the record's images, the history's creates keyed by the change).
 * `marker` makes the marker as a piece of a transaction, to commit with the writes it stands for
 * (`part` tells the markers of one change's chunks apart).
 */
export type ProjectionWriter<W> = (writes: W[], marker: (part?: number) => TxItem) => Promise<void>;

/**
 * Something the table stream derives from an aggregate's items, declared beside the aggregate
 * (`<aggregate>.projections.ts`): the entity it reads, what one change of it means (a pure
 * function of the stream record's old and new image, but for search documents that read other
 * items), and how those writes are made. Its `name` is its log key, its metric's route, its
 * marker's consumer and the rebuild command's argument.
 */
export interface Projection<W = unknown> {
  name: string;
  /**
   * The name of the entity whose items it reads (its `defineEntity` name). A projections file names
   * it rather than importing the entity, and loads what it derives with (schemas, event contracts,
   * search mappers) with the first change it reads, so a stream consumer starts without building
   * every aggregate's schemas; a unit test holds each name to a defined entity.
   */
  entity: string;
  consumer: StreamConsumerName;
  derive(change: ItemChange): W[] | Promise<W[]>;
  write: ProjectionWriter<W>;
  /**
   * Present when the projection follows its items' state, so it can be made again from the table
   * (`npm run rebuild`): every item projected as if just written, after what it had written for a
   * tenant is removed (`owns`: its own entities' items; `clear`: what it shares, such as counters;
   * neither when writing the same items again is enough). History and events tell changes, not
   * state: they have none.
   */
  rebuild?: {
    clear?: (tenantId: string) => Promise<void>;
    /** Entities only this projection writes: a rebuild deletes the tenant's items of them first. */
    owns?: readonly string[];
  };
}

/** Declares a projection (the type parameter ties `derive` to its writer). */
export const defineProjection = <W>(projection: Projection<W>): Projection =>
  projection as unknown as Projection;

/**
 * Writes DynamoDB sees as transactions with the marker: all or nothing, and never twice. For
 * writes that add (counters, totals, rollups), which writing again would add twice. A transaction
 * holds 100 pieces: more writes go in chunks of 99, each with a marker of its own (the change's,
 * then `#1`, `#2`, …), so a retry after a chunk failed skips the chunks already made.
 */
export const tableWrites: ProjectionWriter<TxItem> = async (writes, marker) => {
  for (let i = 0, part = 0; i < writes.length; i += 99, part++) {
    try {
      await transact([marker(part), ...writes.slice(i, i + 99)]);
    } catch (error) {
      if (!(error instanceof ConditionFailed && error.entity === ProcessedEvent.name)) throw error;
    }
  }
};

/**
 * Domain events onto the bus. Their ids are the change's marker: each is the stream record's id and
 * the event's name, so a change published again (a retry, a replay, a redrive) carries the same
 * ids, which every bus consumer has recorded and skips (lib/idempotency.ts `once`). A marker item
 * of its own would cost two requests on the path every event waits on and guard nothing more.
 */
export const busEvents: ProjectionWriter<Occurrence> = async (events) => {
  await publish(...events);
};

/**
 * An entity's domain events, as a projection (`<entity>.events`, on the events consumer): derived
 * from the table stream rather than sent by the request after its write, since the stream sees
 * every committed write in order and is retried until handled, so an event can neither be lost to
 * a crash between the write and the send nor sent for a write that failed.
 */
export const domainEvents = (entity: string, derivation: () => Promise<Derivation>): Projection => {
  const derive = loadOnce(derivation);
  return defineProjection({
    name: `${entity}.events`,
    entity,
    consumer: 'events',
    derive: async (change) => (await derive())(change),
    write: busEvents,
  });
};

/** How long a projection's marker is kept: longer than a record stays in the stream or its dead-letter queue. */
const KEEP_S = 15 * 24 * 3600;

const markerOf =
  (projection: string, changeId: string) =>
  (part?: number): TxItem =>
    ProcessedEvent.tx.create({
      consumer: `projection:${projection}`,
      eventId: part ? `${changeId}#${part}` : changeId,
      state: 'DONE',
      lockedUntil: 0,
      expiresAt: Math.floor(Date.now() / 1000) + KEEP_S,
    });

/** What one projection did over a batch, for its metrics. */
export interface Tally {
  records: number;
  writes: number;
  failures: number;
  durations: number[];
}

/** A projection that threw on a change: the others of the record ran; the record is retried. */
export class ProjectionsFailed extends Error {
  constructor(readonly failed: string[]) {
    super(`projection${failed.length === 1 ? '' : 's'} ${failed.join(', ')} failed`);
  }
}

/**
 * Runs one change through every projection of its entity, side by side: each derives its writes
 * and makes them its own way (see ProjectionWriter), so one that fails neither stops the others
 * nor, on the retry, lets them write twice. Throws ProjectionsFailed, naming the ones that failed.
 */
export async function project(
  projections: readonly Projection[],
  change: ItemChange,
  tallies?: Map<string, Tally>,
): Promise<void> {
  const entity = (change.after ?? change.before)?.__entity;
  const mine = projections.filter((p) => p.entity === entity);
  const failed: string[] = [];
  await Promise.all(
    mine.map(async (p) => {
      const tally = tallies?.get(p.name) ?? { records: 0, writes: 0, failures: 0, durations: [] };
      tallies?.set(p.name, tally);
      const started = performance.now();
      tally.records++;
      try {
        const writes = await p.derive(change);
        if (writes.length) await p.write(writes, markerOf(p.name, change.id));
        tally.writes += writes.length;
      } catch (error) {
        tally.failures++;
        failed.push(p.name);
        logger.error('projection failed', { projection: p.name, error: error as Error });
      } finally {
        tally.durations.push(performance.now() - started);
      }
    }),
  );
  if (failed.length) throw new ProjectionsFailed(failed);
}
