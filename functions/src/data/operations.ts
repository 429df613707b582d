import {
  BatchGetCommand,
  BatchWriteCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { dynamo, table } from './client.js';
import { ConditionFailed, isConditionFailure } from './errors.js';
import { tableDefinition } from './table.definition.js';

/** Transactions and batch reads across entities (see entity.ts). */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export interface TxItem {
  entity: string;
  item: TransactItem;
  /** Reads the item as it stood when this piece's condition failed (pieces that ask DynamoDB for it). */
  decode?: (stood: Record<string, AttributeValue>) => Record<string, unknown> | undefined;
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
      const stood = error.CancellationReasons?.[first]?.Item as Record<string, AttributeValue> | undefined;
      const decode = items[first]?.decode;
      const version = stood?.version?.N === undefined ? undefined : Number(stood.version.N);
      throw new ConditionFailed(
        items[first]?.entity ?? 'transaction',
        reasons,
        stood && decode && (() => decode(stood)),
        version,
      );
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
  const id = (k: Record<string, unknown>) =>
    `${String(k[tableDefinition.partitionKey])}\u0000${String(k[tableDefinition.sortKey])}`;
  const found = new Map<string, Record<string, unknown>>();
  let pending: Record<string, unknown>[] = [...new Map(list.map((r) => [id(r.key), r.key])).values()];
  for (let attempt = 0; pending.length && attempt < 5; attempt++) {
    const result = await dynamo.send(
      new BatchGetCommand({
        RequestItems: { [table()]: { Keys: pending, ConsistentRead: options.consistent } },
      }),
    );
    for (const item of result.Responses?.[table()] ?? []) found.set(id(item), item);
    pending = (result.UnprocessedKeys?.[table()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
  }
  if (pending.length) throw new Error('BatchGetItem left keys unprocessed');
  return list.map((r) => r.decode(found.get(id(r.key)))) as { [I in keyof T]: T[I] | undefined };
}

/** Reads many items of one kind by key, 100 to a BatchGetItem, keeping the ones found in request order. */
export async function batchGetMany<T>(
  requests: BatchRequest<T>[],
  options: { consistent?: boolean } = {},
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < requests.length; i += 100) {
    const found = await batchGet(requests.slice(i, i + 100), options);
    for (const item of found) if (item !== undefined) out.push(item as T);
  }
  return out;
}

/** One item to write in a batch: the stored image an entity made (`Entity.batchPut`). */
export interface BatchPut {
  entity: string;
  stored: Record<string, unknown>;
}

/** One item to delete in a batch: its table key (`Entity.batchDelete`). */
export interface BatchDelete {
  entity: string;
  key: Record<string, string>;
}

/**
 * Writes items whole with BatchWriteItem (25 a request, a few requests at once, unprocessed ones
 * retried with backoff). Batches take no conditions: use them for items just found missing by
 * their one writer (a consumer holding its event's claim), or that may be rewritten as they are.
 */
export async function batchPut(puts: BatchPut[], parallel = 4): Promise<void> {
  await batchWrite(puts, [], parallel);
}

/** Puts and deletes in BatchWriteItem requests, as `batchPut` does; an item must not be both put and deleted. */
export async function batchWrite(puts: BatchPut[], deletes: BatchDelete[], parallel = 4): Promise<void> {
  type Request =
    { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, string> } };
  const requests: Request[] = [
    ...puts.map((p) => ({ PutRequest: { Item: p.stored } })),
    ...deletes.map((d) => ({ DeleteRequest: { Key: d.key } })),
  ];
  const chunks: Request[][] = [];
  for (let i = 0; i < requests.length; i += 25) chunks.push(requests.slice(i, i + 25));
  let next = 0;
  const lane = async () => {
    while (next < chunks.length) {
      let pending = chunks[next++]!;
      for (let attempt = 0; pending.length; attempt++) {
        if (attempt === 8) throw new Error(`BatchWriteItem left ${pending.length} items unprocessed`);
        if (attempt) await new Promise((r) => setTimeout(r, 25 * 2 ** attempt));
        const result = await dynamo.send(new BatchWriteCommand({ RequestItems: { [table()]: pending } }));
        pending = (result.UnprocessedItems?.[table()] ?? []) as Request[];
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, chunks.length) }, lane));
}
