import { ConditionFailed, transact } from '../../data/entity.js';
import { ProcessedEvent } from '../../lib/idempotency.js';
import { Counter } from './counter.entity.js';

/** Entities whose per-tenant totals list pages show; the stream keeps these counts. */
export const countedEntities = new Set(['user', 'contact', 'location']);

const KEEP_S = 7 * 24 * 3600;

/**
 * Applies one write's counter moves once: the moves and a record of the write that caused them
 * commit together, so a stream record handled twice moves nothing twice.
 */
export async function move(
  changeId: string,
  moves: Array<{ tenantId: string; name: string; delta: number }>,
): Promise<void> {
  if (!moves.length) return;
  const applied = ProcessedEvent.tx.create({
    consumer: 'counters',
    eventId: changeId,
    state: 'DONE',
    lockedUntil: 0,
    expiresAt: Math.floor(Date.now() / 1000) + KEEP_S,
  });
  try {
    await transact([
      applied,
      ...moves.map(({ tenantId, name, delta }) =>
        Counter.tx.update({ tenantId, name }, {}, { add: { count: delta }, upsert: true }),
      ),
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailed && error.entity === ProcessedEvent.name)) throw error;
  }
}

/** Moves one counter at once (outside the stream, e.g. a listing opened or closed). */
export async function add(tenantId: string, name: string, delta: number): Promise<void> {
  await Counter.update({ tenantId, name }, {}, { add: { count: delta }, upsert: true });
}

export async function read(tenantId: string, name: string): Promise<number> {
  const counter = await Counter.get({ tenantId, name });
  return Math.max(0, counter?.count ?? 0);
}
