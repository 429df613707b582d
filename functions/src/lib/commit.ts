import { randomBytes } from 'node:crypto';
import { ConditionFailed, transact, type TxItem } from '../data/entity.js';
import { Conflict, NotFound } from './errors.js';

/** Time-ordered ids: a company's first location or buy profile lists first. */
export const newId = () => `${Date.now().toString(36).padStart(9, '0')}${randomBytes(6).toString('hex')}`;

export const now = () => new Date().toISOString();
/** The UTC day (yyyy-mm-dd) of a moment, now by default: what expiration dates are compared with. */
export const today = (at = new Date()) => at.toISOString().slice(0, 10);

/** DynamoDB cancelled the transaction only because another touched the same item at that moment. */
export const lostRace = (error: unknown) =>
  error instanceof ConditionFailed &&
  error.reasons.includes('TransactionConflict') &&
  !error.reasons.includes('ConditionalCheckFailed');

/**
 * Runs a read-decide-write use case and runs it again when DynamoDB cancelled its transaction
 * because another one touched the same item at that moment (TransactionConflict): the second run
 * reads what the winner wrote, so a lost race ends in the rule's own answer (e.g. remit-to taken),
 * not a generic failure.
 */
export async function retrying<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!lostRace(error)) throw error;
      if (attempt >= attempts)
        throw new Conflict('Someone else changed this at the same time. Try again.', 'CONCURRENT_CHANGE');
      await new Promise((r) => setTimeout(r, 15 * attempt + Math.random() * 40));
    }
  }
}

/** A conditioned write whose failed condition means what `refusal` says (the item exists already, it changed meanwhile). */
export async function refusedAs<T>(write: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ConditionFailed) throw refusal();
    throw error;
  }
}

/**
 * A write conditioned on its item being there: an item deleted between the read and the write is
 * not found (with `message` when the use case names it).
 */
export const orNotFound = <T>(write: () => Promise<T>, message?: string): Promise<T> =>
  refusedAs(write, () => new NotFound(message));

/** Commits the pieces; a failed condition is handed to `explain` with the failed piece's entity name. */
export async function commit(items: TxItem[], explain: (entity: string) => Error | undefined): Promise<void> {
  try {
    await transact(items);
  } catch (error) {
    if (error instanceof ConditionFailed && !lostRace(error)) {
      const mapped = explain(error.entity);
      if (mapped) throw mapped;
    }
    throw error;
  }
}

/** A condition that only failed because what was read went stale: `retrying` reads again and decides again. */
export const stale = (entity: string) => new ConditionFailed(entity, ['TransactionConflict']);
