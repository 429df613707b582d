import * as z from 'zod';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamo, table } from './client.js';
import { lazy } from '../lib/lazy.js';
import { Expression, toCond, where, type Cond, type Condition, type Where } from './conditions.js';
import { decodeCursor, encodeCursor, type CursorScope } from './cursor.js';
import { ConditionFailed, InvalidCursor, StoredItemInvalid, isConditionFailure } from './errors.js';
import type { BatchDelete, BatchPut, BatchRequest, TxItem } from './operations.js';
import type { Slice } from './page.js';
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
  type Attr = Extract<keyof Item, string>;
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

  const { pkValue, skValue, sortKeyCondition } = keysFor(name);

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

  interface UpdateOptions {
    /** Numeric attributes to add to (atomic counters). */
    add?: Partial<Record<Attr, number>>;
    remove?: Attr[];
    condition?: Condition<Item>;
    /** Create the item when it doesn't exist (otherwise the update needs it to exist). */
    upsert?: boolean;
    /** The item as read: where a changed index needs composites the change leaves alone, they come from here. */
    current?: Item;
  }

  /** Index keys to set or remove for what changes, and conditions pinning the composites taken from `current`. */
  function indexChanges(
    key: Record<string, unknown>,
    changed: Record<string, unknown>,
    removed: Set<string>,
    current: Item | undefined,
  ) {
    const set: Record<string, string> = {};
    const unset: string[] = [];
    const pins: Cond[] = [];
    const pinned = new Set<string>();
    for (const index of Object.values(indexes)) {
      if (!index.index) continue;
      const composites = [...index.pk, ...index.sk];
      if (!composites.some((a) => a in changed || removed.has(a))) continue;
      const values: Record<string, unknown> = {};
      for (const a of composites) {
        if (a in changed || removed.has(a)) values[a] = removed.has(a) ? undefined : changed[a];
        else if (a in key) values[a] = key[a];
        else if (current) {
          values[a] = (current as Record<string, unknown>)[a];
          if (!pinned.has(a)) {
            pinned.add(a);
            pins.push(present(values[a]) ? w.eq(a as Attr, values[a] as never) : w.blank(a as Attr));
          }
        } else
          throw new Error(
            `${name}: changing ${composites.filter((c) => c in changed).join(', ')} rewrites the ${index.index} keys, which need ${a}: pass the item as read (current)`,
          );
      }
      const f = fieldsOf(index);
      if (composites.every((a) => present(values[a])))
        Object.assign(set, { [f.pk]: pkValue(index, values), [f.sk]: skValue(index, values) });
      else unset.push(f.pk, f.sk);
    }
    return { set, unset, pins };
  }

  /** Whether the change touches an index composite that neither the change nor the key supplies. */
  const needsCurrent = (
    key: Record<string, unknown>,
    changes: Record<string, unknown>,
    remove: readonly string[],
  ) =>
    Object.values(indexes).some((index) => {
      const composites = [...index.pk, ...index.sk];
      return (
        !!index.index &&
        composites.some((a) => a in changes || remove.includes(a)) &&
        composites.some((a) => !(a in changes) && !remove.includes(a) && !(a in key))
      );
    });

  /** Built once: each zod schema compiles itself on first use, which an update per call would repeat. */
  const partial = lazy(() => schema.partial());

  function buildUpdate(key: PrimaryKey, changes: Partial<Input>, options: UpdateOptions) {
    const keyValues = key as Record<string, unknown>;
    // zod's partial() still fills in `.default()`s: keep only the attributes the caller changes, or
    // an update of one field would reset every defaulted one (counters, lists) to its default.
    const parsed = partial().parse(changes) as Record<string, unknown>;
    const given = Object.fromEntries(
      Object.entries(parsed).filter(([attr]) => attr in (changes as Record<string, unknown>)),
    );
    const changed = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
    const removed = new Set<string>([
      ...(options.remove ?? []),
      ...Object.keys(given).filter((a) => given[a] === undefined),
    ]);
    const index = indexChanges(keyValues, changed, removed, options.current);
    const primaryComposites = new Set<string>([...primary.pk, ...primary.sk]);

    const e = new Expression();
    const sets: string[] = [];
    const created = options.upsert ? { ...keyValues, [MARKER]: name } : {};
    for (const [attr, value] of Object.entries({ ...changed, ...index.set, ...created })) {
      if (!options.upsert && primaryComposites.has(attr)) continue;
      sets.push(`${e.name(attr)} = ${e.value(value)}`);
    }
    const removes = [...removed, ...index.unset]
      .filter((a) => !primaryComposites.has(a))
      .map((a) => e.name(a));
    const adds = Object.entries(options.add ?? {}).map(
      ([attr, delta]) => `${e.name(attr)} ${e.value(delta)}`,
    );
    const clauses = [
      sets.length && `SET ${sets.join(', ')}`,
      removes.length && `REMOVE ${removes.join(', ')}`,
      adds.length && `ADD ${adds.join(', ')}`,
    ].filter(Boolean);
    if (!clauses.length) throw new Error(`${name}: an update that changes nothing`);
    const condition = conditionOf(
      e,
      options.upsert ? undefined : w.exists(),
      toCond(options.condition, w),
      ...index.pins,
    );
    return {
      TableName: table(),
      Key: primaryKey(keyValues),
      UpdateExpression: clauses.join(' '),
      ConditionExpression: condition,
      ...e.attributes(),
    };
  }

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

  /** The key condition of a query, and what a cursor must hold to continue it. */
  function keyCondition<N extends IndexName>(indexName: N, pk: PkOf<N>, options: QueryOptions<N>) {
    const index = indexes[indexName]!;
    const f = fieldsOf(index);
    const e = new Expression();
    const partition = pkValue(index, pk as Record<string, unknown>);
    const sort = sortKeyCondition(
      index,
      e,
      options.sk as Record<string, unknown> | undefined,
      options.range as Record<string, unknown> | undefined,
    );
    const condition = [`${e.name(f.pk)} = ${e.value(partition)}`, sort?.condition]
      .filter(Boolean)
      .join(' AND ');
    const scope: CursorScope = {
      index: index.index ?? 'table',
      keyFields: [primaryFields.pk, primaryFields.sk, f.pk, f.sk],
      partition: { field: f.pk, value: partition },
      sortKey: sort && { field: f.sk, accepts: sort.accepts },
    };
    return { index, expression: e, condition, scope };
  }

  async function runQuery<N extends IndexName>(
    indexName: N,
    pk: PkOf<N>,
    options: QueryOptions<N>,
    select?: 'COUNT',
  ) {
    const { index, expression, condition, scope } = keyCondition(indexName, pk, options);
    const input: QueryCommandInput = {
      TableName: table(),
      IndexName: index.index,
      KeyConditionExpression: condition,
      ...expression.attributes(),
      ScanIndexForward: options.order !== 'desc',
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor, scope),
      ConsistentRead: options.consistent,
      Select: select,
    };
    try {
      const result = await dynamo.send(new QueryCommand(input));
      return { result, cursor: encodeCursor(scope.index, result.LastEvaluatedKey) };
    } catch (error) {
      // DynamoDB refuses a start key it cannot place in this query: the cursor's fault, not ours.
      if (options.cursor && (error as { name?: string }).name === 'ValidationException')
        throw new InvalidCursor('refused by the index');
      throw error;
    }
  }

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
