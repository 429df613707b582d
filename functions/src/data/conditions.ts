/**
 * Typed condition expressions. A condition is a small tree that renders itself into one shared
 * `Expression`, which hands out every placeholder: conditions joined together, and the update
 * expression beside them, can never reuse a name or value placeholder by accident.
 */

/** Names and values of one DynamoDB request, and the placeholders that stand for them. */
export class Expression {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private readonly byName = new Map<string, string>();
  private next = 0;

  name(attribute: string): string {
    let placeholder = this.byName.get(attribute);
    if (!placeholder) {
      placeholder = `#n${this.next++}`;
      this.byName.set(attribute, placeholder);
      this.names[placeholder] = attribute;
    }
    return placeholder;
  }

  value(value: unknown): string {
    const placeholder = `:v${this.next++}`;
    this.values[placeholder] = value;
    return placeholder;
  }

  /** The request fields, left out when empty (DynamoDB refuses empty maps). */
  attributes() {
    return {
      ExpressionAttributeNames: Object.keys(this.names).length ? this.names : undefined,
      ExpressionAttributeValues: Object.keys(this.values).length ? this.values : undefined,
    };
  }
}

/** A condition ready to render; build one with a `Where` (see `where`). */
export interface Cond {
  readonly render: (e: Expression) => string;
}

type Attr<T> = Extract<keyof T, string>;
const REF = Symbol('ref');
const SIZE = Symbol('size');
/** Another attribute of the same item, as the right-hand side of a comparison. */
export interface Ref {
  readonly [REF]: string;
}
/** `size(attribute)`: the length of a string, list, map or set. */
export interface Size {
  readonly [SIZE]: string;
}

const operand = (e: Expression, side: unknown): string => {
  if (side && typeof side === 'object' && REF in side) return e.name((side as Ref)[REF]);
  if (side && typeof side === 'object' && SIZE in side) return `size(${e.name((side as Size)[SIZE])})`;
  return e.value(side);
};
const left = (e: Expression, side: string | Size): string =>
  typeof side === 'string' ? e.name(side) : operand(e, side);

type Comparable<T, K> = K extends Attr<T> ? T[K] | Ref : number;

/** The condition vocabulary, typed by the item's attributes. */
export interface Where<T> {
  eq<K extends Attr<T>>(attribute: K, value: T[K] | Ref | null): Cond;
  ne<K extends Attr<T>>(attribute: K, value: T[K] | Ref | null): Cond;
  lt<K extends Attr<T> | Size>(attribute: K, value: Comparable<T, K>): Cond;
  le<K extends Attr<T> | Size>(attribute: K, value: Comparable<T, K>): Cond;
  gt<K extends Attr<T> | Size>(attribute: K, value: Comparable<T, K>): Cond;
  ge<K extends Attr<T> | Size>(attribute: K, value: Comparable<T, K>): Cond;
  between<K extends Attr<T>>(attribute: K, low: T[K], high: T[K]): Cond;
  /** The attribute is present; with no attribute, the item itself exists. */
  exists(attribute?: Attr<T>): Cond;
  /** The attribute is absent; with no attribute, no item has this key yet. */
  missing(attribute?: Attr<T>): Cond;
  /** Absent, or stored as null. */
  blank(attribute: Attr<T>): Cond;
  contains<K extends Attr<T>>(attribute: K, element: unknown): Cond;
  /** Refers to another attribute, e.g. `w.lt('seatsUsed', w.attr('seatLimit'))`. */
  attr(attribute: Attr<T>): Ref;
  size(attribute: Attr<T>): Size;
  and(...conditions: (Cond | undefined | false)[]): Cond;
  or(...conditions: (Cond | undefined | false)[]): Cond;
  not(condition: Cond): Cond;
}

/** A condition as callers write it: equality of the given attributes, or built with `Where`. */
export type Condition<T> = Partial<T> | ((w: Where<T>) => Cond);

const cond = (render: (e: Expression) => string): Cond => ({ render });
const compare = (op: string) => (attribute: string | Size, value: unknown) =>
  cond((e) => `${left(e, attribute)} ${op} ${operand(e, value)}`);
const joined = (op: 'AND' | 'OR', conditions: (Cond | undefined | false)[]) => {
  const parts = conditions.filter((c): c is Cond => !!c);
  if (!parts.length) throw new Error(`An empty ${op} condition`);
  return cond((e) =>
    parts.length === 1 ? parts[0]!.render(e) : parts.map((c) => `(${c.render(e)})`).join(` ${op} `),
  );
};

/** Builds conditions over the items of one entity; `keyAttribute` is the table's partition key. */
export function where<T>(keyAttribute: string): Where<T> {
  return {
    eq: (a, v) =>
      v === null ? cond((e) => `attribute_type(${e.name(a)}, ${e.value('NULL')})`) : compare('=')(a, v),
    ne: (a, v) =>
      v === null ? cond((e) => `NOT attribute_type(${e.name(a)}, ${e.value('NULL')})`) : compare('<>')(a, v),
    lt: (a, v) => compare('<')(a as string | Size, v),
    le: (a, v) => compare('<=')(a as string | Size, v),
    gt: (a, v) => compare('>')(a as string | Size, v),
    ge: (a, v) => compare('>=')(a as string | Size, v),
    between: (a, low, high) => cond((e) => `${e.name(a)} BETWEEN ${e.value(low)} AND ${e.value(high)}`),
    exists: (a) => cond((e) => `attribute_exists(${e.name(a ?? keyAttribute)})`),
    missing: (a) => cond((e) => `attribute_not_exists(${e.name(a ?? keyAttribute)})`),
    blank: (a) =>
      cond((e) => `attribute_not_exists(${e.name(a)}) OR attribute_type(${e.name(a)}, ${e.value('NULL')})`),
    contains: (a, element) => cond((e) => `contains(${e.name(a)}, ${e.value(element)})`),
    attr: (a) => ({ [REF]: a }),
    size: (a) => ({ [SIZE]: a }),
    and: (...c) => joined('AND', c),
    or: (...c) => joined('OR', c),
    not: (c) => cond((e) => `NOT (${c.render(e)})`),
  };
}

/** Turns what a caller wrote into a condition (undefined when there is none). */
export function toCond<T>(condition: Condition<T> | undefined, w: Where<T>): Cond | undefined {
  if (!condition) return undefined;
  if (typeof condition === 'function') return condition(w);
  const pairs = Object.entries(condition as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (!pairs.length) return undefined;
  return w.and(...pairs.map(([attribute, value]) => w.eq(attribute as Attr<T>, value as never)));
}

/** A request's expressions with every placeholder replaced by what it stands for, as DynamoDB reads them (tests, logs). */
export function readable(request: {
  UpdateExpression?: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}) {
  const fill = (text = '') =>
    text
      .replace(/#n\d+/g, (p) => request.ExpressionAttributeNames?.[p] ?? p)
      .replace(/:v\d+/g, (p) => JSON.stringify(request.ExpressionAttributeValues?.[p]));
  return { update: fill(request.UpdateExpression), condition: fill(request.ConditionExpression) };
}
