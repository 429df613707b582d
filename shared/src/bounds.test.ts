import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { JSON_LIMITS, JsonObject, STORAGE_LIMITS, storableNumber } from './bounds.js';
import { routes } from './contract/index.js';

/** DynamoDB's rule for numbers, as its documentation states it, and the DocumentClient's refusal of unsafe integers. */
const dynamoStores = (n: number) =>
  Number.isFinite(n) &&
  Math.abs(n) <= Number.MAX_SAFE_INTEGER &&
  (n === 0 || (Math.abs(n) >= 1e-130 && Math.abs(n) < 1e126));

/** Powers of ten across the whole double range, both signs, and the edges of every limit. */
const numbers = [
  ...Array.from({ length: 325 + 309 }, (_, i) => 10 ** (i - 325)).flatMap((n) => [n, -n, n * 7.77]),
  0,
  -0,
  1e-130,
  9.99e-131,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_VALUE,
  Number.MAX_VALUE,
  NaN,
  Infinity,
  -Infinity,
];

describe('storable numbers', () => {
  it(`accepts exactly the ${numbers.length} generated numbers the table can store`, () => {
    const schema = storableNumber();
    const disagreements = numbers.filter((n) => schema.safeParse(n).success !== dynamoStores(n));
    expect(disagreements).toEqual([]);
  });

  it('keeps its own bounds when a field adds tighter ones', () => {
    const percent = storableNumber().min(0).max(100);
    expect([0, 1e-130, 50.5, 100].map((n) => percent.safeParse(n).success)).toEqual([true, true, true, true]);
    expect([-1, 100.1, 1e-200, 2 ** 60].map((n) => percent.safeParse(n).success)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

/** `leaf` inside `depth` objects: `nest(2, 1)` is `{ a: { a: 1 } }`. */
const nest = (depth: number, leaf: unknown): unknown => (depth === 0 ? leaf : { a: nest(depth - 1, leaf) });
/** Where a refusal points, as the API's field errors name it. */
const refusedAt = (value: unknown) => JsonObject.safeParse(value).error?.issues.map((i) => i.path.join('.'));

describe('free-form JSON objects', () => {
  it(`accepts objects nested up to ${JSON_LIMITS.depth} levels and refuses every deeper one, up to 40`, () => {
    const depths = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(depths.filter((depth) => JsonObject.safeParse(nest(depth, 1)).success)).toEqual(
      depths.filter((depth) => depth <= JSON_LIMITS.depth),
    );
  });

  it('refuses reserved and empty keys at every level it accepts, naming where', () => {
    for (const key of ['__proto__', 'constructor', 'prototype', '', 'k'.repeat(JSON_LIMITS.keyLength + 1)]) {
      // The key sits in an object below `depth` wrappers: the deepest level accepted is the limit.
      for (let depth = 0; depth < JSON_LIMITS.depth; depth++) {
        const json = JSON.stringify(nest(depth, { ok: 1 })).replace('"ok"', JSON.stringify(key));
        expect(refusedAt(JSON.parse(json)), `${JSON.stringify(key).slice(0, 20)} at depth ${depth}`).toEqual([
          [...Array<string>(depth).fill('a'), key].join('.'),
        ]);
      }
    }
  });

  it('refuses numbers the table cannot store wherever they sit, and anything over the size limit', () => {
    const unstorable = numbers.filter((n) => Number.isFinite(n) && !dynamoStores(n));
    expect(unstorable.filter((n) => JsonObject.safeParse({ a: [0, { b: n }] }).success)).toEqual([]);
    expect(JsonObject.safeParse({ a: 'x'.repeat(JSON_LIMITS.bytes) }).success).toBe(false);
    expect(JsonObject.safeParse({ a: 'é'.repeat(JSON_LIMITS.bytes / 2) }).success).toBe(false);
    expect(
      JsonObject.safeParse({
        a: 'x'.repeat(JSON_LIMITS.bytes - 100),
        b: [STORAGE_LIMITS.maxNumber, STORAGE_LIMITS.minMagnitude],
      }).success,
    ).toBe(true);
  });
});

type Schema = z.core.JSONSchema.JSONSchema;
/** The fields of a schema a client fills in that have no upper bound: numbers without both limits, strings and lists without a maximum. */
function unbounded(schema: Schema, path: string): string[] {
  const parts = [
    ...((schema.anyOf ?? schema.oneOf ?? []) as Schema[]),
    ...(schema.items ? [schema.items as Schema] : []),
  ];
  const inner = parts.flatMap((part) => unbounded(part, path));
  const properties = Object.entries(schema.properties ?? {}).flatMap(([key, value]) =>
    unbounded(value as Schema, `${path}.${key}`),
  );
  const finite = (n: unknown) => typeof n === 'number' && Math.abs(n) <= STORAGE_LIMITS.maxNumber;
  const own =
    ((schema.type === 'number' || schema.type === 'integer') &&
      !(
        finite(schema.minimum ?? schema.exclusiveMinimum) && finite(schema.maximum ?? schema.exclusiveMaximum)
      )) ||
    (schema.type === 'string' &&
      !schema.enum &&
      schema.const === undefined &&
      schema.maxLength === undefined &&
      !schema.format &&
      !/^\^[^*+]*\$$/.test(schema.pattern ?? '')) ||
    (schema.type === 'array' && schema.maxItems === undefined);
  return [...(own ? [path] : []), ...inner, ...properties];
}

describe('the contract', () => {
  it('bounds every number, string and list a client can send to any route', () => {
    const found = routes.flatMap((route) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = route[part];
        return schema
          ? unbounded(
              z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema,
              `${route.id} ${part}`,
            )
          : [];
      }),
    );
    expect(found).toEqual([]);
  });
});
