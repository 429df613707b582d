import { describe, expect, it } from 'vitest';
import { pathParams, routeKey, routes, type RouteDefinition } from '@polyloop/shared';
import { contractValidation, jsonBody, type HttpEvent } from './middleware.js';
import { HttpError } from '../lib/errors.js';

/**
 * On AWS no local gateway stands in front: API Gateway decodes path parameters itself and passes
 * bodies as they came (base64 for other content types). Whatever it passes for any route of the
 * contract, the JSON body and contract validation steps either accept it or refuse it with 400,
 * so nothing unparsed reaches a handler and nothing surfaces as a 500.
 */

type Step = NonNullable<ReturnType<typeof jsonBody>['before']>;
const routeOf = (event: HttpEvent) => routes.find((r) => routeKey(r) === event.routeKey);
const steps = [jsonBody(routeOf), contractValidation(routeOf)];

/** What the two steps make of an event: 'accepted', an HTTP status, or the unexpected error. */
async function outcome(event: HttpEvent): Promise<string> {
  const request = {
    event,
    context: { awsRequestId: 'test' },
    response: undefined,
    error: undefined,
    internal: {},
  } as unknown as Parameters<Step>[0];
  try {
    for (const step of steps) await step.before?.(request);
    return 'accepted';
  } catch (error) {
    return error instanceof HttpError ? String(error.status) : `unexpected ${String(error)}`;
  }
}

/** The parts of an API Gateway v2 event the two steps read. */
const event = (
  route: RouteDefinition,
  init: { path?: Record<string, string>; query?: string; body?: string; base64?: boolean },
) =>
  ({
    routeKey: routeKey(route),
    rawQueryString: init.query ?? '',
    headers: {},
    pathParameters: init.path,
    body: init.body,
    isBase64Encoded: init.base64 ?? false,
  }) as unknown as HttpEvent;

/** Path parameters as API Gateway hands them over, already decoded. */
const PARAMS = ['%ZZ', '%', '\u0000', 'a/b', '../../x', '\ud800', '🧪', ' ', 'x'.repeat(10_000)];
const QUERIES = [
  'page=%ZZ&size=1e308',
  'page=1e-200',
  'page=1152921504606846976',
  `q=${'x'.repeat(10_000)}`,
  '%',
  '&&&==',
  'size=NaN&size=2',
  'page=-0&size=0x10',
];
/** Bodies that are not a JSON object, as text or base64 (API Gateway's encoding for other content types). */
const MALFORMED: [string, boolean][] = [
  ['1e999', false],
  ['-0', false],
  ['null', false],
  ['"x"', false],
  ['{', false],
  [`${'['.repeat(100_000)}${']'.repeat(100_000)}`, false],
  ['not base64 at all!', true],
  [Buffer.from([0xff, 0xfe, 0x00, 0x7b]).toString('base64'), true],
];
/** Objects a schema may accept (unknown keys are dropped) or refuse, but never fail on. */
const ODD_OBJECTS: [string, boolean][] = [
  ['{"__proto__":{"x":1},"constructor":1}', false],
  [Buffer.from('{"a":1e999}').toString('base64'), true],
];
const BODIES = [...MALFORMED, ...ODD_OBJECTS];

/** Plain values for every path parameter of a route, so only the part under test is odd. */
const plainPath = (route: RouteDefinition) =>
  Object.fromEntries(pathParams(route.path).map((name) => [name, 'x']));
const cases = routes.flatMap((route) => [
  ...Object.keys(plainPath(route)).flatMap((name) =>
    PARAMS.map((value) => event(route, { path: { ...plainPath(route), [name]: value } })),
  ),
  ...(route.query ? QUERIES.map((query) => event(route, { query, path: plainPath(route) })) : []),
  ...(route.body
    ? BODIES.map(([body, base64]) => event(route, { body, base64, path: plainPath(route) }))
    : []),
]);

// Each sweep sends thousands of events through the whole middleware chain: given a minute on a busy machine.
describe('what API Gateway may pass to a handler', () => {
  it(`is accepted or refused with 400 in each of ${cases.length} generated events over every route`, async () => {
    const unexpected: string[] = [];
    for (const e of cases) {
      const result = await outcome(e);
      if (result !== 'accepted' && result !== '400')
        unexpected.push(
          `${e.routeKey} ${JSON.stringify({ path: e.pathParameters, query: e.rawQueryString, body: e.body?.slice(0, 40) }).slice(0, 160)}: ${result}`,
        );
    }
    expect(unexpected).toEqual([]);
  }, 60_000);

  it('refuses every body that is not a JSON object on a route that takes one', async () => {
    const takesBody = routes.filter((r) => r.body && !r.body.safeParse(undefined).success);
    const accepted: string[] = [];
    for (const route of takesBody)
      for (const [body, base64] of MALFORMED)
        if ((await outcome(event(route, { body, base64, path: plainPath(route) }))) === 'accepted')
          accepted.push(`${route.id} ${body.slice(0, 30)}`);
    expect(accepted).toEqual([]);
  }, 60_000);
});
