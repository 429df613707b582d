import * as z from 'zod';
import { ApiError } from '@polyloop/shared';
import { STORAGE_LIMITS } from '@polyloop/shared/bounds';

/**
 * Inputs generated from the contract's own schemas, for the bad-input tests: every field a route
 * takes, a valid sample of the whole input, and that sample with one field spoiled. A new route
 * or field is covered as soon as it is declared; a schema the generator cannot satisfy fails with
 * the issues it could not repair, so the test says what it needs.
 */

type Schema = z.core.JSONSchema.JSONSchema;
export type Path = (string | number)[];
/** A field a client fills in: a number, a free string, a list, or free-form JSON. */
export interface Leaf {
  path: Path;
  kind: 'number' | 'string' | 'array' | 'json';
  schema: Schema;
}

export const jsonSchemaOf = (schema: z.ZodType): Schema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema;

/**
 * The branch a value would take: the first that is not `null`. A field a PATCH may clear is
 * nullable, written `anyOf: [X, {type: 'null'}]` or, for a plain type, `type: [X, 'null']`: its
 * value is an X, never free-form JSON.
 */
const branch = (s: Schema): Schema => {
  const options = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (options) return branch(options.find((o) => o.type !== 'null') ?? options[0]!);
  if (Array.isArray(s.type)) {
    const types = s.type.filter((t) => t !== 'null');
    return { ...s, type: types.length === 1 ? types[0] : types };
  }
  return s;
};

export function leavesOf(schema: Schema, path: Path = []): Leaf[] {
  const s = branch(schema);
  if (s.enum || s.const !== undefined || s.type === 'boolean' || s.type === 'null') return [];
  if (s.type === 'number' || s.type === 'integer') return [{ path, kind: 'number', schema: s }];
  if (s.type === 'string') return [{ path, kind: 'string', schema: s }];
  if (s.type === 'array')
    return [{ path, kind: 'array', schema: s }, ...leavesOf(s.items as Schema, [...path, 0])];
  if (s.type === 'object' && s.properties)
    return Object.entries(s.properties).flatMap(([key, value]) => leavesOf(value as Schema, [...path, key]));
  return [{ path, kind: 'json', schema: s }];
}

const today = () => new Date().toISOString().slice(0, 10);
/** Strings that satisfy the contract's patterns and formats, tried in turn where a plain word does not. */
const UUID_SAMPLE = '3f1e4a52-9d7c-4b8e-a1f0-123456789abc';
const STRING_CANDIDATES = () => [
  'Sample',
  'sample@example.com',
  '3035550100',
  'example.com',
  'AB',
  '123456',
  'Sample-password-2026',
  today(),
  today().slice(0, 7),
  new Date().toISOString(),
  'name,asc',
  'abcd-efgh-ijkl-mnop',
  new Date(Date.now() + 365 * 86_400_000).toISOString(),
  UUID_SAMPLE,
  'https://example.com/hook',
];

function sampleString(s: Schema): string {
  if (s.format === 'email') return 'sample@example.com';
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.format === 'date') return today();
  if (s.format === 'uuid') return UUID_SAMPLE;
  if (s.format === 'uri') return 'https://example.com/hook';
  const word = 'Sample'.padEnd(s.minLength ?? 0, 'x');
  return s.maxLength === undefined ? word : word.slice(0, s.maxLength);
}

/** A value of the schema with one element in every list and, unless `optional` is false, every optional field present. */
function sampleOf(schema: Schema, optional = true): unknown {
  const s = branch(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'string':
      return sampleString(s);
    case 'number':
    case 'integer':
      return Math.min(Math.max(1, Number(s.minimum ?? 1)), Number(s.maximum ?? 1));
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return s.maxItems === 0 ? [] : [sampleOf(s.items as Schema, optional)];
    case 'object': {
      const kept = Object.entries(s.properties ?? {}).filter(
        ([key]) => optional || s.required?.includes(key),
      );
      return Object.fromEntries(kept.map(([key, value]) => [key, sampleOf(value as Schema, optional)]));
    }
    default:
      return {};
  }
}

/** A copy of `value` with `leaf` at `path`, creating the objects and lists on the way. */
export function setAt(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  type Container = Record<string | number, unknown>;
  const container = (
    Array.isArray(value)
      ? [...value]
      : typeof value === 'object' && value !== null
        ? { ...value }
        : typeof head === 'number'
          ? []
          : {}
  ) as Container;
  container[head!] = setAt(container[head!], rest, leaf);
  return container;
}

function deleteAt(value: unknown, path: Path): unknown {
  if (path.length === 0 || typeof value !== 'object' || value === null) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>;
  if (rest.length === 0) delete copy[head!];
  else copy[head!] = deleteAt(copy[head!], rest);
  return copy;
}

const issuesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues ?? [];

/**
 * A valid input for `schema`, started from `sampleOf` and repaired issue by issue: a string takes
 * the first candidate its rules accept, anything else that cannot be satisfied is left out (a
 * PE-only property on a material of another type). Throws when the input cannot be repaired.
 */
export function validSample(schema: z.ZodType, optional = true): unknown {
  let value = sampleOf(jsonSchemaOf(schema), optional);
  for (let round = 0; round < 50; round++) {
    const issues = issuesOf(schema, value);
    if (issues.length === 0) return value;
    const path = issues[0]!.path as Path;
    const fixes = [
      ...STRING_CANDIDATES().map((candidate) => setAt(value, path, candidate)),
      deleteAt(value, path),
    ];
    const better = fixes.find(
      (fix) => !issuesOf(schema, fix).some((i) => i.path.join('.') === path.join('.')),
    );
    if (better === undefined) throw new Error(`No valid sample: ${z.prettifyError(new z.ZodError(issues))}`);
    value = better;
  }
  throw new Error('No valid sample after 50 repairs');
}

/**
 * Values no field may take, by kind of field; each must be refused with the field named, or, where
 * it makes the body longer than the route reads, refused whole with a 413. The shorter string is
 * past every field's maximum and within every route's body limit, so each field is named once.
 */
export const HOSTILE = {
  number: [1e308, -1e308, 1e-200, -1e-200, 2 ** 60, -(2 ** 60), 1e126, 1e-131, '12'],
  string: ['x'.repeat(10_001), 'x'.repeat(100_000)],
} as const;

/** The hostile query numbers every numeric field refuses with a field error rather than coercing them. */
export const REFUSED_QUERY_NUMBERS = [
  '1e308',
  '-1e308',
  '1e-200',
  '1152921504606846976',
  '9'.repeat(400),
  'NaN',
  'Infinity',
];

/** Query values of numeric fields as a URL carries them: never a 5xx, whatever they coerce to. */
export const HOSTILE_QUERY_NUMBERS = [...REFUSED_QUERY_NUMBERS, '-0', '0x10', '1_000', ' ', '%ZZ', '\u0000'];

/** Path segments as a URL carries them (already encoded): malformed escapes and odd bytes, each refused. */
export const HOSTILE_SEGMENTS = [
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%00',
  'a%2Fb',
  '%F0%9F%92%A9',
  'x'.repeat(65),
];
/**
 * Well-formed segments a handler may still not expect: values as API Gateway passes them decoded
 * (`%25ZZ` arrives as `%ZZ`), or dot segments that URLs resolve into another route. Some answer,
 * never a 5xx.
 */
export const UNUSUAL_SEGMENTS = [
  '%25ZZ',
  '%2525',
  '%23x',
  '%3Fx%3D1',
  '%2B',
  '~',
  '%20',
  '%C3%A9',
  '%E2%80%AE',
  '.',
  '..',
  '%2e%2e',
  '.%2E',
];

/** The largest numbers a field accepts: what the contract lets through, the table must hold. */
export function acceptedExtremes(s: Schema): number[] {
  const min = Number(s.minimum ?? s.exclusiveMinimum ?? -STORAGE_LIMITS.maxNumber);
  const max = Number(s.maximum ?? s.exclusiveMaximum ?? STORAGE_LIMITS.maxNumber);
  const candidates = [min, max, STORAGE_LIMITS.minMagnitude, -STORAGE_LIMITS.minMagnitude, 0.1 + 0.2];
  return [
    ...new Set(
      candidates.filter(
        (n) =>
          n >= min &&
          n <= max &&
          (s.exclusiveMinimum === undefined || n > Number(s.exclusiveMinimum)) &&
          (s.type !== 'integer' || Number.isInteger(n)),
      ),
    ),
  ];
}

/** `leaf` inside `depth` objects. */
function nested(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** A body as JSON text with `raw` spliced in at `path`: keys JSON.stringify cannot write from an object literal (`__proto__`) and depths it cannot reach. */
export function jsonWith(body: unknown, path: Path, raw: string): string {
  const marker = '__RAW_VALUE_MARKER__';
  return JSON.stringify(setAt(body, path, marker)).replace(`"${marker}"`, () => raw);
}

/** Free-form JSON that breaks the limits: reserved and empty keys, unstorable numbers, too deep, too big. */
export const HOSTILE_JSON = [
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"prototype":1}',
  '{"a":{"__proto__":{"b":1}}}',
  '{"":1}',
  '{"a":{"":1}}',
  '{"a":1e-200}',
  '{"a":[1,{"b":1152921504606846976}]}',
  '{"a":-1e308}',
  JSON.stringify(nested(33)),
  // Too deep, too long and too wide for a free-form field, yet within every route's body limit…
  `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
  JSON.stringify({ a: 'x'.repeat(20_000) }),
  JSON.stringify(Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`k${i}`, i]))),
  // …and past most routes' limits, where the body is refused whole.
  `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
  JSON.stringify({ a: 'x'.repeat(500_000) }),
  JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i]))),
  JSON.stringify({ [`k${'x'.repeat(200)}`]: 1 }),
];

/** Free-form JSON a client could mean to keep, up to the limits. */
export const ACCEPTED_JSON = () => [
  {},
  {
    sort: 'name,asc',
    filters: { q: 'acme', tags: ['a', 'b'], archived: false, min: 0.5 },
    columns: ['name', 'createdDate'],
  },
  nested(7, [STORAGE_LIMITS.maxNumber, -STORAGE_LIMITS.maxNumber, STORAGE_LIMITS.minMagnitude, 0, null, '']),
  { 'ключ 🔑': 'значение', emoji: '🧪'.repeat(100) },
  Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`column${i}`, i])),
];

export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (at, key) =>
      typeof at === 'object' && at !== null ? (at as Record<string | number, unknown>)[key] : undefined,
    value,
  );
}

const accepts = (s: Schema, n: number) =>
  (s.type !== 'integer' || Number.isInteger(n)) &&
  n >= Number(s.minimum ?? -Infinity) &&
  n <= Number(s.maximum ?? Infinity) &&
  (s.exclusiveMinimum === undefined || n > Number(s.exclusiveMinimum));

/**
 * The input that carries `value` at `leaf` and is otherwise as small as the route allows: the
 * required fields, plus the whole sampled field the leaf sits in, so one number reaches the write.
 * Number fields beside the leaf take the same value where they accept it (a range's min and max),
 * and fields that rules across the input then ask for (a durometer range needs its scale) are
 * taken from the full sample.
 */
export function extremeInput(
  schema: z.ZodType,
  full: unknown,
  minimal: unknown,
  leaves: Leaf[],
  leaf: Leaf,
  value: number,
): unknown {
  let input = setAt(minimal, leaf.path.slice(0, 1), getAt(full, leaf.path.slice(0, 1)));
  const parent = leaf.path.slice(0, -1).join('.');
  for (const sibling of leaves) {
    if (
      sibling.kind === 'number' &&
      sibling.path.length === leaf.path.length &&
      sibling.path.slice(0, -1).join('.') === parent &&
      accepts(sibling.schema, value)
    ) {
      input = setAt(input, sibling.path, value);
    }
  }
  input = setAt(input, leaf.path, value);
  for (const issue of issuesOf(schema, input)) {
    const top = issue.path.slice(0, 1) as Path;
    if (top.length && top[0] !== leaf.path[0] && getAt(full, top) !== undefined)
      input = setAt(input, top, getAt(full, top));
  }
  return input;
}

export interface Answer {
  status: number;
  text: string;
  json: unknown;
}

/** One raw request: the path and query go on the wire exactly as given (already encoded). */
export async function send(
  baseUrl: string,
  method: string,
  pathAndQuery: string,
  options: { token?: string; body?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${pathAndQuery}`, { method, headers, body: options.body });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json };
}

const shown = (answer: Answer) => `${answer.status} ${answer.text.slice(0, 240)}`;

/** What is wrong with an answer to bad input, or undefined: it must be a 4xx with the contract's error body, naming `field` when given. */
export function refusalProblem(answer: Answer, field?: string): string | undefined {
  if (answer.status < 400 || answer.status >= 500) return `expected a refusal, got ${shown(answer)}`;
  const error = ApiError.safeParse(answer.json);
  if (!error.success) return `refused without the error body: ${shown(answer)}`;
  const named = Object.keys(error.data.fieldErrors ?? {}).some(
    (key) => key === field || key.startsWith(`${field}.`),
  );
  return field === undefined || named ? undefined : `refused without naming ${field}: ${shown(answer)}`;
}

/** What is wrong with an answer that may be a success or a refusal, or undefined: never a 5xx, and a refusal has the error body. */
export function serverProblem(answer: Answer): string | undefined {
  if (answer.status >= 500) return `server error: ${shown(answer)}`;
  return answer.status >= 400 ? refusalProblem(answer) : undefined;
}
