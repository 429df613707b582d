import type { Expression } from './conditions.js';
import { tableDefinition } from './table.definition.js';

/**
 * How entity keys are written: `<entity>#<attr>=<value>#…` for a partition key and
 * `<attr>=<value>#…` for a sort key (the entity's name when it declares none), with `%` and `#`
 * escaped inside values so one key can never read as another.
 */

type GsiName = (typeof tableDefinition.globalIndexes)[number]['name'];
type Scalar = string | number;
type Values = Record<string, unknown>;

export interface IndexDefinition<K extends string = string> {
  /** Absent for the table's own key. */
  index?: GsiName;
  pk: readonly K[];
  sk: readonly K[];
}

/**
 * A sort-key condition on a partial composite (its leading attributes, in declaration order):
 * `beginsWith` takes the last given attribute's value as a prefix; the others compare whole
 * composites, e.g. `{ between: [{ createdDate: '2026-01-01' }, { createdDate: '2026-01-31' }] }`
 * holds every item created on those days.
 */
export type SortKeyRange<C> =
  | { beginsWith: Partial<C> }
  | { between: [Partial<C>, Partial<C>] }
  | { gt: Partial<C> }
  | { ge: Partial<C> }
  | { lt: Partial<C> }
  | { le: Partial<C> };

/** Sorts after every character a key holds, so `prefix + HIGH` bounds everything that starts with the prefix. */
const HIGH = '\uffff';
const escape = (value: Scalar) => String(value).replace(/%/g, '%25').replace(/#/g, '%23');
const segment = (name: string, value: Scalar) => `${name}=${escape(value)}`;
export const present = (value: unknown) => value !== undefined && value !== null;

/** The attribute names an index's keys are stored under. */
export const fieldsOf = (index: IndexDefinition) =>
  index.index
    ? { pk: `${index.index}pk`, sk: `${index.index}sk` }
    : { pk: tableDefinition.partitionKey, sk: tableDefinition.sortKey };

/** Every attribute any index stores a key in: never part of an item as its schema sees it. */
export const KEY_FIELDS = new Set<string>([
  tableDefinition.partitionKey,
  tableDefinition.sortKey,
  ...tableDefinition.globalIndexes.flatMap((g) => [g.partitionKey, g.sortKey]),
]);

/** The key writers of one entity. */
export function keysFor(entity: string) {
  const pkValue = (index: IndexDefinition, values: Values) =>
    [entity, ...index.pk.map((a) => segment(a, values[a] as Scalar))].join('#');
  /** The sort key built from the first `count` composites (all by default). */
  const skValue = (index: IndexDefinition, values: Values, count = index.sk.length) =>
    index.sk.length === 0
      ? entity
      : index.sk
          .slice(0, count)
          .map((a) => segment(a, values[a] as Scalar))
          .join('#');
  /** How many leading sort-key composites a partial composite gives. */
  const leading = (index: IndexDefinition, values: Values) => {
    const missing = index.sk.findIndex((a) => !present(values[a]));
    return missing === -1 ? index.sk.length : missing;
  };

  /**
   * The sort-key part of a query's key condition (none when the query reads the whole partition),
   * and the test a cursor's sort key must pass to belong to the query.
   */
  function sortKeyCondition(
    index: IndexDefinition,
    e: Expression,
    sk: Values | undefined,
    range: Record<string, unknown> | undefined,
  ) {
    const name = () => e.name(fieldsOf(index).sk);
    const bound = (values: Values) => skValue(index, values, leading(index, values));
    if (index.sk.length === 0)
      return { condition: `${name()} = ${e.value(entity)}`, accepts: (v: string) => v === entity };
    if (range && 'beginsWith' in range) {
      const prefix = bound(range.beginsWith as Values);
      return {
        condition: `begins_with(${name()}, ${e.value(prefix)})`,
        accepts: (v: string) => v.startsWith(prefix),
      };
    }
    if (range && 'between' in range) {
      const [low, high] = (range.between as Values[]).map(bound) as [string, string];
      return {
        condition: `${name()} BETWEEN ${e.value(low)} AND ${e.value(high + HIGH)}`,
        accepts: (v: string) => v >= low && v <= high + HIGH,
      };
    }
    if (range) {
      const [op, values] = Object.entries(range)[0] as ['gt' | 'ge' | 'lt' | 'le', Values];
      const at = bound(values);
      const [symbol, edge] = (
        { gt: ['>', at + HIGH], ge: ['>=', at], lt: ['<', at], le: ['<=', at + HIGH] } as const
      )[op];
      const test = {
        gt: (v: string) => v > edge,
        ge: (v: string) => v >= edge,
        lt: (v: string) => v < edge,
        le: (v: string) => v <= edge,
      }[op];
      return { condition: `${name()} ${symbol} ${e.value(edge)}`, accepts: test };
    }
    const count = sk ? leading(index, sk) : 0;
    if (!sk || count === 0) return undefined;
    const prefix = skValue(index, sk, count);
    if (count === index.sk.length)
      return { condition: `${name()} = ${e.value(prefix)}`, accepts: (v: string) => v === prefix };
    return {
      condition: `begins_with(${name()}, ${e.value(`${prefix}#`)})`,
      accepts: (v: string) => v.startsWith(`${prefix}#`),
    };
  }

  return { pkValue, skValue, leading, sortKeyCondition };
}
