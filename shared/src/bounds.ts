import * as z from 'zod';

/**
 * What the table can hold, so that a value it cannot store is refused by the contract (400 with
 * the field named) instead of failing the write (500). DynamoDB numbers have 38 digits and a
 * magnitude between 1e-130 and 9.99e125, and the DocumentClient refuses any number beyond
 * ±Number.MAX_SAFE_INTEGER, which it cannot write exactly. Maps nest at most 32 levels, map keys
 * may not be empty, and an item holds 400 KB.
 */
export const STORAGE_LIMITS = {
  maxNumber: Number.MAX_SAFE_INTEGER,
  minMagnitude: 1e-130,
} as const;

/** Free-form JSON (a saved view's filters and columns) stays small and shallow, far inside the item limits. */
export const JSON_LIMITS = { depth: 8, bytes: 16 * 1024, keyLength: 100 } as const;

export const BOUND_MESSAGES = {
  tooLarge: `Must be between -${STORAGE_LIMITS.maxNumber} and ${STORAGE_LIMITS.maxNumber}`,
  tooPrecise: 'Must be 0 or at least 1e-130 in size',
  reservedKey:
    'Keys may not be empty, longer than 100 characters, or one of __proto__, constructor, prototype',
  tooDeep: `Nested deeper than ${JSON_LIMITS.depth} levels`,
  tooBig: `Larger than ${JSON_LIMITS.bytes / 1024} KB`,
} as const;

export const isStorableNumber = (n: number) =>
  Number.isFinite(n) &&
  Math.abs(n) <= STORAGE_LIMITS.maxNumber &&
  (n === 0 || Math.abs(n) >= STORAGE_LIMITS.minMagnitude);

/**
 * A number the table can store. Every number a client sends is one of these (or an integer
 * schema, which zod already keeps within the safe range); chain `.min()`, `.max()`, `.positive()`
 * as on `z.number()`.
 */
export const storableNumber = (params?: Parameters<typeof z.number>[0]) =>
  z
    .number(params)
    .min(-STORAGE_LIMITS.maxNumber, BOUND_MESSAGES.tooLarge)
    .max(STORAGE_LIMITS.maxNumber, BOUND_MESSAGES.tooLarge)
    .refine((n) => n === 0 || Math.abs(n) >= STORAGE_LIMITS.minMagnitude, BOUND_MESSAGES.tooPrecise);

/** A number from the query string within bounds, refusing magnitudes no number field can hold. */
export const queryNumber = (min: number, max: number) =>
  z.coerce
    .number()
    .min(min)
    .max(max)
    .refine((n) => isStorableNumber(n), BOUND_MESSAGES.tooPrecise);

/** Keys that would rewrite an object's prototype when copied, or that the DocumentClient cannot marshal. */
const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
const keyAllowed = (key: string) =>
  key.length > 0 && key.length <= JSON_LIMITS.keyLength && !RESERVED_KEYS.has(key);

/**
 * Why a parsed JSON value cannot be kept as it is, with the path to the offending part; undefined
 * when it can. Walks at most `JSON_LIMITS.depth` levels, so an absurdly deep value costs no more
 * than a shallow one (and never reaches a recursive `JSON.stringify`).
 */
function jsonProblem(
  value: unknown,
  path: PropertyKey[],
  depth: number,
): { message: string; path: PropertyKey[] } | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number')
    return isStorableNumber(value)
      ? undefined
      : { message: Math.abs(value) < 1 ? BOUND_MESSAGES.tooPrecise : BOUND_MESSAGES.tooLarge, path };
  if (typeof value !== 'object') return { message: 'Not a JSON value', path };
  if (depth > JSON_LIMITS.depth) return { message: BOUND_MESSAGES.tooDeep, path };
  const entries: [PropertyKey, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && !keyAllowed(key))
      return { message: BOUND_MESSAGES.reservedKey, path: [...path, key] };
    const problem = jsonProblem(item, [...path, key], depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * A free-form JSON object the client owns (a saved view's state): any JSON within `JSON_LIMITS`,
 * with storable numbers and no reserved or empty keys at any level. Checked on the value as sent:
 * zod's record quietly drops a `__proto__` key when it copies, and a dropped key is still a refusal.
 */
export const JsonObject = z.preprocess(
  (value, ctx) => {
    const problem = jsonProblem(value, [], 1);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path, input: value });
    else if (new TextEncoder().encode(JSON.stringify(value)).length > JSON_LIMITS.bytes)
      ctx.addIssue({ code: 'custom', message: BOUND_MESSAGES.tooBig, input: value });
    return value;
  },
  z.record(z.string().max(JSON_LIMITS.keyLength), z.unknown()),
);
export type JsonObject = z.infer<typeof JsonObject>;

/** Choices from an enum: each picked once at most, so the list is never longer than the enum. */
export const choices = <E extends z.ZodEnum>(values: E) => z.array(values).max(values.options.length);

/** A query parameter that may be repeated: one value or several, each a choice, at most one of each. */
export const manyOf = <E extends z.ZodEnum>(values: E) =>
  z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), choices(values).optional());
