import type * as z from 'zod';
import { table } from './client.js';
import { Expression, toCond, type Cond, type Condition, type Where } from './conditions.js';
import { fieldsOf, present, type IndexDefinition } from './keys.js';

/**
 * How an entity's update becomes one UpdateItem request (entity.ts): the attributes set, removed
 * and added, the secondary index keys a change rewrites, and the conditions that pin what it takes
 * from the item as read.
 */

export interface UpdateOptions<Item> {
  /** Numeric attributes to add to (atomic counters). */
  add?: Partial<Record<Extract<keyof Item, string>, number>>;
  remove?: Extract<keyof Item, string>[];
  condition?: Condition<Item>;
  /** Create the item when it doesn't exist (otherwise the update needs it to exist). */
  upsert?: boolean;
  /** The item as read: where a changed index needs composites the change leaves alone, they come from here. */
  current?: Item;
}

type Values = Record<string, unknown>;

/** What the update builder needs of its entity. */
export interface UpdateShape {
  name: string;
  /** The attribute that marks a stored item as this entity's. */
  marker: string;
  indexes: Record<string, IndexDefinition>;
  primary: IndexDefinition;
  primaryKey: (key: Values) => Values;
  pkValue: (index: IndexDefinition, values: Values) => string;
  skValue: (index: IndexDefinition, values: Values) => string;
  w: Where<Values>;
  /** The schema with every attribute optional, built once. */
  partial: () => z.ZodType;
  /** Renders the conditions into the request's expression, joined with AND. */
  conditionOf: (e: Expression, ...parts: (Cond | undefined)[]) => string | undefined;
}

export function updatesOf(shape: UpdateShape) {
  const { name, marker, indexes, primary, primaryKey, pkValue, skValue, w, partial, conditionOf } = shape;

  /** Index keys to set or remove for what changes, and conditions pinning the composites taken from `current`. */
  function indexChanges(key: Values, changed: Values, removed: Set<string>, current: Values | undefined) {
    const set: Record<string, string> = {};
    const unset: string[] = [];
    const pins: Cond[] = [];
    const pinned = new Set<string>();
    for (const index of Object.values(indexes)) {
      if (!index.index) continue;
      const composites = [...index.pk, ...index.sk];
      if (!composites.some((a) => a in changed || removed.has(a))) continue;
      const values: Values = {};
      for (const a of composites) {
        if (a in changed || removed.has(a)) values[a] = removed.has(a) ? undefined : changed[a];
        else if (a in key) values[a] = key[a];
        else if (current) {
          values[a] = current[a];
          if (!pinned.has(a)) {
            pinned.add(a);
            pins.push(present(values[a]) ? w.eq(a, values[a] as never) : w.blank(a));
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
  const needsCurrent = (key: Values, changes: Values, remove: readonly string[]) =>
    Object.values(indexes).some((index) => {
      const composites = [...index.pk, ...index.sk];
      return (
        !!index.index &&
        composites.some((a) => a in changes || remove.includes(a)) &&
        composites.some((a) => !(a in changes) && !remove.includes(a) && !(a in key))
      );
    });

  /** The attributes an update changes and removes, as its caller named them. */
  function changesOf(changes: Values, remove: readonly string[] = []) {
    // zod's partial() still fills in `.default()`s: keep only the attributes the caller changes, or
    // an update of one field would reset every defaulted one (counters, lists) to its default.
    const parsed = partial().parse(changes) as Values;
    const given = Object.fromEntries(Object.entries(parsed).filter(([attr]) => attr in changes));
    const changed = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
    const removed = new Set<string>([...remove, ...Object.keys(given).filter((a) => given[a] === undefined)]);
    return { changed, removed };
  }

  function buildUpdate<Item>(key: Values, changes: Values, options: UpdateOptions<Item>) {
    const { changed, removed } = changesOf(changes, options.remove);
    const index = indexChanges(key, changed, removed, options.current as Values | undefined);
    const primaryComposites = new Set<string>([...primary.pk, ...primary.sk]);

    const e = new Expression();
    const sets: string[] = [];
    const created = options.upsert ? { ...key, [marker]: name } : {};
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
      toCond(options.condition as Condition<Values> | undefined, w),
      ...index.pins,
    );
    return {
      TableName: table(),
      Key: primaryKey(key),
      UpdateExpression: clauses.join(' '),
      ConditionExpression: condition,
      ...e.attributes(),
    };
  }

  return { needsCurrent, buildUpdate };
}
