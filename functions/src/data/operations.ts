import { BatchGetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, table } from './client.js';
import { ConditionFailed, isConditionFailure } from './errors.js';
import { tableDefinition } from './table.definition.js';

/** Transactions and batch reads across entities (see entity.ts). */

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

/** Reads many items of one kind by key, 100 to a BatchGetItem, keeping the ones found in request order. */
export async function batchGetMany<T>(requests: BatchRequest<T>[]): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < requests.length; i += 100) {
    const found = await batchGet(requests.slice(i, i + 100));
    for (const item of found) if (item !== undefined) out.push(item as T);
  }
  return out;
}
