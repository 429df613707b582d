import * as z from 'zod';
import { ConditionFailed, transact, type TxItem } from '../../data/entity.js';
import type { Actor } from '../../lib/actor.js';
import { NotFound } from '../../lib/errors.js';
import { User } from '../user/index.js';

/**
 * Who wrote a CRM item, carried on the item itself so the table stream (which builds the history
 * feed) can name the actor of every change without the write path having to remember history.
 * Entities spread `AuditFields` into their schema; writes spread `await audit(actor)`.
 */
export const AuditFields = {
  updatedBy: z.string().optional(),
  updatedByName: z.string().optional(),
  /** Set just before a delete, so the REMOVE stream record names who deleted. */
  deletedBy: z.string().optional(),
  deletedByName: z.string().optional(),
  deletedDate: z.string().optional(),
};

export interface Audit {
  updatedBy: string;
  updatedByName: string;
  updatedDate: string;
}

/** Names are read once per request: the actor object lives for one request. */
const names = new WeakMap<Actor, Promise<string>>();

export function actorName(actor: Actor): Promise<string> {
  let name = names.get(actor);
  if (!name) {
    name = User.get({ userId: actor.userId }).then(
      (u) => (u ? `${u.firstName} ${u.lastName}`.trim() : actor.email) || actor.email,
    );
    names.set(actor, name);
  }
  return name;
}

/** The fields every CRM write spreads into what it stores. */
export async function audit(actor: Actor, now = new Date().toISOString()): Promise<Audit> {
  return { updatedBy: actor.userId, updatedByName: await actorName(actor), updatedDate: now };
}

export interface DeleteStamp {
  deletedBy: string;
  deletedByName: string;
  deletedDate: string;
}

/** What a delete stamps on the item just before it goes. */
export async function deleteStamp(actor: Actor): Promise<DeleteStamp> {
  return {
    deletedBy: actor.userId,
    deletedByName: await actorName(actor),
    deletedDate: new Date().toISOString(),
  };
}

interface Removable<K> {
  update(key: K, changes: DeleteStamp): Promise<unknown>;
  delete(key: K): Promise<unknown>;
}

/**
 * Deletes an item after stamping who deletes it: the stream's REMOVE record carries only the old
 * image, so the name has to be on the item before it goes. The stamp alone changes nothing a user
 * sees, so the history feed ignores it.
 */
export async function removeWithAudit<K>(entity: Removable<K>, key: K, actor: Actor): Promise<void> {
  await entity.update(key, await deleteStamp(actor));
  await entity.delete(key);
}

/**
 * Like `removeWithAudit`, with the delete in a transaction beside what moves with it (a count). The
 * transaction holds the item's delete on the condition that it still exists, so a repeated delete
 * changes nothing: an item already gone is not found.
 */
export async function removeWithAuditIn<K>(
  entity: Pick<Removable<K>, 'update'>,
  key: K,
  actor: Actor,
  transaction: TxItem[],
): Promise<void> {
  try {
    await entity.update(key, await deleteStamp(actor));
    await transact(transaction);
  } catch (error) {
    if (error instanceof ConditionFailed) throw new NotFound();
    throw error;
  }
}
