import * as z from 'zod';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamo, table } from './client.js';
import { lazy } from '../lib/lazy.js';
import { Expression, toCond, where, type Cond, type Condition, type Where } from './conditions.js';
import { ConditionFailed, StoredItemInvalid, isConditionFailure } from './errors.js';
import type { BatchDelete, BatchPut, BatchRequest, TxItem } from './operations.js';
import type { Slice } from './page.js';
import { queriesOf, type RawQueryOptions } from './query.js';
import { updatesOf, type UpdateOptions as UpdateShapeOptions } from './update-expression.js';
import { fieldsOf, KEY_FIELDS, keysFor, present, type IndexDefinition, type SortKeyRange } from './keys.js';

export {
  batchGet,
  batchGetMany,
  batchPut,
  batchWrite,
  transact,
  type BatchDelete,
  type BatchPut,
  type BatchRequest,
  type TxItem,
} from './operations.js';
export { ConditionFailed, InvalidCursor, StoredItemInvalid } from './errors.js';
export type { Condition, Where } from './conditions.js';

/**
 * The project's entity layer over the single table (chosen over ElectroDB: see docs/architecture.md).
 * - Keys are built only from composite attributes, `<entity>#<attr>=<value>#…`, with the separator
 *   escaped inside values, so no key is ever written by hand and one key can never read as another.
 * - Items are validated with the same zod schemas the contract uses, on the way in and on the way
 *   out (defaults applied), so every read answers the current shape.
 * - Conditions are typed trees rendered with their own placeholders (conditions.ts).
 * - An update that changes a secondary index's composite rewrites that index's keys itself, taking
 *   the composites it doesn't change from the key, or from the item as read (`current`, pinned by
 *   the condition so the index can't be built from a stale value).
 * - Cursors are checked against the index and partition they came from (cursor.ts).
 */

type AnyObject = z.ZodObject<z.ZodRawShape>;

export type { IndexDefinition, SortKeyRange } from './keys.js';

export interface EntityDefinition<
  S extends AnyObject,
  I extends Record<string, IndexDefinition<Extract<keyof z.infer<S>, string>>>,
> {
  name: string;
  schema: S;
  /** The one index without `index` is the table key. */
  indexes: I;
}

const MARKER = '__entity';

export function defineEntity<
  S extends AnyObject,
  const I extends Record<string, IndexDefinition<Extract<keyof z.infer<S>, string>>>,
>(definition: EntityDefinition<S, I>) {
  type Item = z.infer<S>;
  /** What callers write: defaults may be left out. */
  type Input = z.input<S>;
  type IndexName = Extract<keyof I, string>;
  type Composite<N extends IndexName> = { [K in I[N]['pk'][number] | I[N]['sk'][number]]: Item[K] };
  type SortComposite<N extends IndexName> = { [K in I[N]['sk'][number]]: Item[K] };
  type PkOf<N extends IndexName> = { [K in I[N]['pk'][number]]: Item[K] };
  type PrimaryName = { [N in IndexName]: I[N] extends { index: string } ? never : N }[IndexName];
  type PrimaryKey = Composite<PrimaryName>;

  const { name, schema, indexes } = definition;
  const primaryName = Object.keys(indexes).find((n) => !indexes[n]!.index);
  if (!primaryName) throw new Error(`${name} declares no table key`);
  const primary = indexes[primaryName]!;
  const primaryFields = fieldsOf(primary);
  const w: Where<Item> = where<Item>(primaryFields.pk);

  const { pkValue, skValue } = keysFor(name);

  /** Every index key an item carries; an index whose composites are missing is left out (sparse). */
  function keysOf(values: Record<string, unknown>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const index of Object.values(indexes)) {
      if (![...index.pk, ...index.sk].every((a) => present(values[a]))) {
        if (!index.index)
          throw new Error(`${name}: the table key needs ${[...index.pk, ...index.sk].join(', ')}`);
        continue;
      }
      const f = fieldsOf(index);
      out[f.pk] = pkValue(index, values);
      out[f.sk] = skValue(index, values);
    }
    return out;
  }

  const primaryKey = (key: Record<string, unknown>) => ({
    [primaryFields.pk]: pkValue(primary, key),
    [primaryFields.sk]: skValue(primary, key),
  });

  /** The one read path: keys and markers dropped, then the schema (with its defaults). */
  function decode(raw: Record<string, unknown> | undefined): Item | undefined {
    if (!raw) return undefined;
    const fields: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw)) if (!KEY_FIELDS.has(k) && !k.startsWith('__')) fields[k] = v;
    const parsed = schema.safeParse(fields);
    if (!parsed.success) throw new StoredItemInvalid(name, parsed.error.issues);
    return parsed.data as Item;
  }

  const toStored = (item: Input) => {
    const valid = schema.parse(item) as Record<string, unknown>;
    return { stored: { ...valid, ...keysOf(valid), [MARKER]: name }, valid: valid as Item };
  };

  /** Renders the conditions into the request's expression, joined with AND. */
  const conditionOf = (e: Expression, ...parts: (Cond | undefined)[]) => {
    const given = parts.filter((c): c is Cond => !!c);
    return given.length ? w.and(...given).render(e) : undefined;
  };

  type UpdateOptions = UpdateShapeOptions<Item>;

  const { needsCurrent, buildUpdate: updateOf } = updatesOf({
    name,
    marker: MARKER,
    indexes,
    primary,
    primaryKey,
    pkValue,
    skValue,
    w: w as unknown as Where<Record<string, unknown>>,
    // Built once: each zod schema compiles itself on first use, which an update per call would repeat.
    partial: lazy(() => schema.partial()),
    conditionOf,
  });
  const buildUpdate = (key: PrimaryKey, changes: Partial<Input>, options: UpdateOptions) =>
    updateOf(key as Record<string, unknown>, changes as Record<string, unknown>, options);

  const conditioned = (condition: Cond | undefined) => {
    const e = new Expression();
    return { ConditionExpression: conditionOf(e, condition), ...e.attributes() };
  };

  async function write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isConditionFailure(error)) {
        const stood = error.Item as Record<string, AttributeValue> | undefined;
        const version = stood?.version?.N === undefined ? undefined : Number(stood.version.N);
        throw new ConditionFailed(name, [], stood && (() => decode(unmarshall(stood))), version);
      }
      throw error;
    }
  }

  interface QueryOptions<N extends IndexName> {
    /** Leading sort-key composites to match whole, in declaration order. */
    sk?: Partial<SortComposite<N>>;
    /** A range or prefix of the sort key (instead of `sk`). */
    range?: SortKeyRange<SortComposite<N>>;
    order?: 'asc' | 'desc';
    limit?: number;
    cursor?: string | null;
    consistent?: boolean;
  }

  const { runQuery: rawQuery } = queriesOf(name, indexes, primaryFields);
  const runQuery = <N extends IndexName>(
    indexName: N,
    pk: PkOf<N>,
    options: QueryOptions<N>,
    select?: 'COUNT',
  ) => rawQuery(indexName, pk as Record<string, unknown>, options as RawQueryOptions, select);

  const entity = {
    name,
    schema,
    /** The stored keys of an item; exposed so tests can pin the key shapes. */
    keys: (item: Record<string, unknown>) => keysOf(item),
    /** A stored image (a table stream record's) as the item it holds, through the one read path. */
    decode: (raw: Record<string, unknown> | undefined) => decode(raw),
    /** This item, whole, as one write of a `batchPut`. */
    batchPut: (item: Input): BatchPut => ({ entity: name, stored: toStored(item).stored }),
    /** This item's deletion, as one write of a `batchWrite`. */
    batchDelete: (key: PrimaryKey): BatchDelete => ({
      entity: name,
      key: primaryKey(key as Record<string, unknown>),
    }),
    /** This item as one request of a `batchGet`. */
    batch: (key: PrimaryKey): BatchRequest<Item> => ({
      key: primaryKey(key as Record<string, unknown>),
      decode,
    }),

    async get(key: PrimaryKey, options: { consistent?: boolean } = {}): Promise<Item | undefined> {
      const { Item } = await dynamo.send(
        new GetCommand({
          TableName: table(),
          Key: primaryKey(key as Record<string, unknown>),
          ConsistentRead: options.consistent,
        }),
      );
      return decode(Item);
    },

    /** Writes a new item; fails with ConditionFailed when one with the same key exists or the condition fails. */
    async create(item: Input, options: { condition?: Condition<Item> } = {}): Promise<Item> {
      const { stored, valid } = toStored(item);
      await write(() =>
        dynamo.send(
          new PutCommand({
            TableName: table(),
            Item: stored,
            ...conditioned(w.and(w.missing(), toCond(options.condition, w))),
          }),
        ),
      );
      return valid;
    },

    /** Writes the item whether or not one exists (idempotent records: flags, connections). */
    async put(item: Input): Promise<Item> {
      const { stored, valid } = toStored(item);
      await dynamo.send(new PutCommand({ TableName: table(), Item: stored }));
      return valid;
    },

    /**
     * Changes some attributes of an existing item and answers the item as now stored. When the
     * change rewrites an index whose other composites it doesn't know, pass `current` (the item as
     * read); without it the item is read first.
     */
    async update(key: PrimaryKey, changes: Partial<Input>, options: UpdateOptions = {}): Promise<Item> {
      let current = options.current;
      if (
        !current &&
        needsCurrent(key as Record<string, unknown>, changes as Record<string, unknown>, options.remove ?? [])
      ) {
        current = await entity.get(key, { consistent: true });
        if (!current && !options.upsert) throw new ConditionFailed(name);
      }
      const { Attributes } = await write(() =>
        dynamo.send(
          new UpdateCommand({
            ...buildUpdate(key, changes, { ...options, current }),
            ReturnValues: 'ALL_NEW',
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        ),
      );
      return decode(Attributes) as Item;
    },

    async delete(key: PrimaryKey, options: { condition?: Condition<Item> } = {}): Promise<Item | undefined> {
      const { Attributes } = await write(() =>
        dynamo.send(
          new DeleteCommand({
            TableName: table(),
            Key: primaryKey(key as Record<string, unknown>),
            ...conditioned(toCond(options.condition, w)),
            ReturnValues: 'ALL_OLD',
          }),
        ),
      );
      return decode(Attributes);
    },

    /** One page of an index, in sort-key order; `cursor` continues where the last page stopped. */
    async query<N extends IndexName>(
      indexName: N,
      pk: PkOf<N>,
      options: QueryOptions<N> = {},
    ): Promise<Slice<Item>> {
      const { result, cursor } = await runQuery(indexName, pk, options);
      return { items: (result.Items ?? []).map((i) => decode(i) as Item), cursor };
    },

    /** Every page of a query; for bounded sets only (a company's users, a channel's connections). */
    async queryAll<N extends IndexName>(
      indexName: N,
      pk: PkOf<N>,
      options: Omit<QueryOptions<N>, 'cursor' | 'limit'> = {},
    ): Promise<Item[]> {
      const all: Item[] = [];
      let cursor: string | null = null;
      do {
        const page: Slice<Item> = await entity.query(indexName, pk, { ...options, cursor });
        all.push(...page.items);
        cursor = page.cursor;
      } while (cursor);
      return all;
    },

    /** How many items a query matches (DynamoDB counts them: one request per MB read, nothing returned). */
    async count<N extends IndexName>(
      indexName: N,
      pk: PkOf<N>,
      options: Pick<QueryOptions<N>, 'sk' | 'range'> = {},
    ): Promise<number> {
      let total = 0;
      let cursor: string | null = null;
      do {
        const page: { result: { Count?: number }; cursor: string | null } = await runQuery(
          indexName,
          pk,
          { ...options, cursor },
          'COUNT',
        );
        total += page.result.Count ?? 0;
        cursor = page.cursor;
      } while (cursor);
      return total;
    },

    /** Pieces of a transaction: all succeed or none do. */
    tx: {
      create: (item: Input, condition?: Condition<Item>): TxItem => ({
        entity: name,
        item: {
          Put: {
            TableName: table(),
            Item: toStored(item).stored,
            ...conditioned(w.and(w.missing(), toCond(condition, w))),
          },
        },
      }),
      put: (item: Input): TxItem => ({
        entity: name,
        item: { Put: { TableName: table(), Item: toStored(item).stored } },
      }),
      /** A lost condition answers the item as it stood (`ConditionFailed.current`), as a single update does. */
      update: (key: PrimaryKey, changes: Partial<Input>, options: UpdateOptions = {}): TxItem => ({
        entity: name,
        item: {
          Update: { ...buildUpdate(key, changes, options), ReturnValuesOnConditionCheckFailure: 'ALL_OLD' },
        },
        decode: (stood) => decode(unmarshall(stood)),
      }),
      delete: (key: PrimaryKey, condition?: Condition<Item>): TxItem => ({
        entity: name,
        item: {
          Delete: {
            TableName: table(),
            Key: primaryKey(key as Record<string, unknown>),
            ...conditioned(toCond(condition, w)),
          },
        },
      }),
      check: (key: PrimaryKey, condition: Condition<Item>): TxItem => ({
        entity: name,
        item: {
          ConditionCheck: {
            TableName: table(),
            Key: primaryKey(key as Record<string, unknown>),
            ...(conditioned(toCond(condition, w)) as { ConditionExpression: string }),
          },
        },
      }),
    },
  };
  return entity;
}

export type EntityItem<E extends { schema: AnyObject }> = z.infer<E['schema']>;
