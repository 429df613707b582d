import { BatchGetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { BadRequest } from '../lib/errors.js';
import { dynamo, table } from './client.js';
import { tableDefinition } from './table.definition.js';

/** Conditions, cursors, transactions and batch reads shared by every entity (see entity.ts). */

/** A conditional write lost (a uniqueness rule, a stale version, a missing item). */
export class ConditionFailed extends Error {
  constructor(readonly entity: string, readonly reasons: (string | undefined)[] = []) {
    super(`A condition on ${entity} was not met`);
  }
}

export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

export function decodeCursor(cursor: string | null | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (key && typeof key === 'object' && !Array.isArray(key)) return key as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new BadRequest('The page cursor is not valid.', { cursor: ['Invalid cursor'] });
}

export function isConditionFailure(error: unknown): error is { name: string; CancellationReasons?: { Code?: string }[] } {
  const name = (error as { name?: string })?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export interface TxItem {
  entity: string;
  item: TransactItem;
}

/**
 * Runs the pieces as one DynamoDB transaction. When a condition fails, ConditionFailed names the
 * entity of the first failed piece and carries every piece's reason code.
 */
export async function transact(items: TxItem[]): Promise<void> {
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items.map((i) => i.item) }));
  } catch (error) {
    if (isConditionFailure(error)) {
      const reasons = (error.CancellationReasons ?? []).map((r) => r.Code);
      const first = reasons.findIndex((r) => r === 'ConditionalCheckFailed');
      throw new ConditionFailed(items[first]?.entity ?? 'transaction', reasons);
    }
    throw error;
  }
}

/** One item to read in a batch: its table key and how to turn the stored image back into it. */
export interface BatchRequest<T> {
  key: Record<string, string>;
  decode: (raw: Record<string, unknown> | undefined) => T | undefined;
}

/** Reads items of several entities in one BatchGetItem request (retrying unprocessed keys). */
export async function batchGet<T extends unknown[]>(
  requests: { [I in keyof T]: BatchRequest<T[I]> },
  options: { consistent?: boolean } = {},
): Promise<{ [I in keyof T]: T[I] | undefined }> {
  const list = requests as BatchRequest<unknown>[];
  const id = (k: Record<string, unknown>) => `${String(k[tableDefinition.partitionKey])}\u0000${String(k[tableDefinition.sortKey])}`;
  const found = new Map<string, Record<string, unknown>>();
  let pending: Record<string, unknown>[] = [...new Map(list.map((r) => [id(r.key), r.key])).values()];
  for (let attempt = 0; pending.length && attempt < 5; attempt++) {
    const result = await dynamo.send(new BatchGetCommand({ RequestItems: { [table()]: { Keys: pending, ConsistentRead: options.consistent } } }));
    for (const item of result.Responses?.[table()] ?? []) found.set(id(item), item);
    pending = (result.UnprocessedKeys?.[table()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
  }
  if (pending.length) throw new Error('BatchGetItem left keys unprocessed');
  return list.map((r) => r.decode(found.get(id(r.key)))) as { [I in keyof T]: T[I] | undefined };
}
