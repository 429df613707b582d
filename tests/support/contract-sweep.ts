import * as z from 'zod';
import { pathParams as paramsOf, routes, type RouteDefinition } from '@polyloop/shared';
import type { Client, Input, LooseInput, Reply } from './client.js';

/**
 * Helpers for tests generated from the contract: they walk every route, so a route added to the
 * contract is covered the day it is added, or fails with a message saying what the test needs.
 */

/** Every route that needs a token: public routes answer anyone by design. */
export const signedInRoutes: readonly RouteDefinition[] = routes.filter((r) => r.auth !== 'public');

/** The names of a route's path parameters, in order. */
export const pathParams = (route: RouteDefinition): string[] => paramsOf(route.path);

/** The path up to and including one parameter: what identifies the record that parameter names. */
export const pathUpTo = (route: RouteDefinition, param: string): string =>
  route.path.slice(0, route.path.indexOf(`{${param}}`) + param.length + 2);

/** Every combination of one value per key: {a: [1, 2], b: [3]} → [{a: 1, b: 3}, {a: 2, b: 3}]. */
export function combinations(values: Record<string, readonly string[]>): Record<string, string>[] {
  return Object.entries(values).reduce<Record<string, string>[]>(
    (rows, [key, options]) => rows.flatMap((row) => options.map((value) => ({ ...row, [key]: value }))),
    [{}],
  );
}

const refuses = (schema: z.ZodType | undefined, value: unknown) =>
  !!schema && !schema.safeParse(value).success;
const keysOf = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/**
 * Input the route's contract refuses, found by trying candidates against its own schemas, so the
 * call stops at validation (400) once the caller is let in, with no effect on any record. Answers
 * undefined when every part of the route accepts anything (no params, query or body to spoil).
 */
export function invalidInput(route: RouteDefinition): LooseInput | undefined {
  const tooLong = 'x'.repeat(400);
  const params = pathParams(route);
  if (params.length && refuses(route.params, Object.fromEntries(params.map((p) => [p, tooLong])))) {
    return { params: Object.fromEntries(params.map((p) => [p, tooLong])) };
  }
  const body = [[], 42, 'x'].find((candidate) => refuses(route.body, candidate));
  if (body !== undefined) return { body };
  if (refuses(route.query, {})) return { query: {} };
  for (const key of keysOf(route.query)) {
    const value = [tooLong, '-1', 'not-valid'].find((candidate) =>
      refuses(route.query, { [key]: candidate }),
    );
    if (value !== undefined) return { query: { [key]: value } };
  }
  return undefined;
}

/** Why the contract refuses an input (its query or body), or undefined when it accepts it. */
export function contractRefuses(route: RouteDefinition, input: LooseInput): string | undefined {
  const problems = [
    ['query', route.query, input.query ?? {}],
    ['body', route.body, input.body],
  ] as const;
  for (const [part, schema, value] of problems) {
    const parsed = schema?.safeParse(value);
    if (parsed && !parsed.success) return `${part}: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`;
  }
  return undefined;
}

/** Calls a route whatever its types, recording a broken answer (one the client cannot read) as a thrown error's message. */
export async function attempt(
  client: Client,
  route: RouteDefinition,
  input: LooseInput,
): Promise<Reply<RouteDefinition> | { status: 'unreadable'; reason: string }> {
  try {
    return await client(route, input as Input<RouteDefinition>);
  } catch (error) {
    return { status: 'unreadable', reason: error instanceof Error ? error.message : String(error) };
  }
}
