import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineRoutes, routeKey, type RouteDefinition } from '@polyloop/shared';
import { httpHandler, type HttpEvent, type HttpResponse } from './preset.js';
import { BadRequest } from '../lib/errors.js';
import { actorFromClaims } from '../lib/actor.js';
import { Metric, MetricDimension, METRICS_NAMESPACE } from '../lib/metrics.definition.js';
import { logger } from '../lib/observability.js';
import { captureOutput } from '../lib/output.fixture.js';

const Things = defineRoutes(
  'platform',
  { auth: 'user' },
  {
    createThing: {
      method: 'POST',
      path: '/api/things/{id}',
      summary: 'test route',
      auth: 'member',
      permission: 'COMPANY_WRITE',
      params: z.object({ id: z.string().regex(/^\d+$/) }),
      query: z.object({ tags: z.array(z.string()).optional() }),
      body: z.object({ name: z.string().min(1).max(60), weight: z.number().positive() }),
      response: z.object({ id: z.string(), name: z.string(), tags: z.array(z.string()) }),
      status: 201,
    },
    listThings: {
      method: 'GET',
      path: '/api/things',
      summary: 'test list',
      authority: 'ROLE_USER_ADMIN',
      response: z.array(z.string()),
      paged: true,
    },
    whoAmI: {
      method: 'GET',
      path: '/api/me',
      summary: 'test public',
      auth: 'public',
      response: z.object({ signedIn: z.boolean() }),
    },
  },
);
const { createThing, listThings, whoAmI } = Things;

const handler = httpHandler(
  Things,
  {
    createThing: async ({ params, body, query, actor }) => {
      if (body.name === 'taken') throw new BadRequest('That name is taken.');
      if (body.name === 'boom') throw new Error('database password is hunter2');
      return { id: `${actor.tenantId}/${params.id}`, name: body.name, tags: query.tags ?? [] };
    },
    listThings: async () => ({ items: ['a', 'b'], total: 42 }),
    whoAmI: async ({ actor }) => ({ signedIn: actor !== undefined }),
  },
  { loadActor: async (claims) => actorFromClaims(claims) },
);

const claims = {
  sub: 'user-1',
  email: 'a@b.example',
  'custom:tenantId': 't-1',
  'cognito:groups': '[ROLE_USER]',
};
// With a tenant: permissions come from the access profile (a free plan here).
function event(
  route: RouteDefinition,
  init: {
    path?: Record<string, string>;
    query?: string;
    body?: string;
    claims?: Record<string, string> | null;
  },
): HttpEvent {
  return {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath: route.path,
    rawQueryString: init.query ?? '',
    headers: { 'Content-Type': 'application/json' },
    pathParameters: init.path,
    body: init.body,
    isBase64Encoded: false,
    requestContext: {
      http: { method: route.method, path: route.path },
      ...(init.claims === null
        ? {}
        : { authorizer: { jwt: { claims: init.claims ?? claims, scopes: null } } }),
    },
  } as unknown as HttpEvent;
}
const call = async (e: HttpEvent) =>
  (await handler(e, { awsRequestId: 'req-1' } as never)) as HttpResponse & { body: string };

describe('the HTTP preset', () => {
  it('passes validated params, repeated query keys and body to the implementation', async () => {
    const res = await call(
      event(createThing, {
        path: { id: '7' },
        query: 'tags=a&tags=b',
        body: JSON.stringify({ name: 'Bale', weight: 10 }),
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(res.body)).toEqual({ id: 't-1/7', name: 'Bale', tags: ['a', 'b'] });
  });

  it('answers 400 naming every invalid field', async () => {
    const res = await call(
      event(createThing, { path: { id: 'x' }, body: JSON.stringify({ name: '', weight: -1 }) }),
    );
    expect(res.statusCode).toBe(400);
    const body = JSON.parse(res.body);
    expect(body.code).toBe('BAD_REQUEST');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['body.name', 'body.weight', 'params.id']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await call(event(createThing, { path: { id: '1' }, body: '{"name":' }));
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).message).toBe('The request body is not valid JSON.');
  });

  it('answers 401 when a user route arrives without verified claims', async () => {
    const res = await call(event(createThing, { path: { id: '1' }, body: '{}', claims: null }));
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 when the caller lacks the authority the route needs', async () => {
    const res = await call(event(listThings, {}));
    expect(res.statusCode).toBe(403);
    const admin = await call(
      event(listThings, { claims: { ...claims, 'cognito:groups': '[ROLE_USER_ADMIN ROLE_USER]' } }),
    );
    expect(admin.statusCode).toBe(200);
    expect(admin.headers?.['x-total-count']).toBe('42');
    expect(JSON.parse(admin.body)).toEqual(['a', 'b']);
  });

  it('passes domain errors through with their status and hides unexpected ones behind a 500', async () => {
    const taken = await call(
      event(createThing, { path: { id: '1' }, body: JSON.stringify({ name: 'taken', weight: 1 }) }),
    );
    expect(taken.statusCode).toBe(400);
    expect(JSON.parse(taken.body).message).toBe('That name is taken.');
    const boom = await call(
      event(createThing, { path: { id: '1' }, body: JSON.stringify({ name: 'boom', weight: 1 }) }),
    );
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('hunter2');
    expect(JSON.parse(boom.body)).toMatchObject({
      message: 'Something went wrong, try again or contact support.',
      requestId: 'req-1',
    });
  });

  it('refuses a member route to a signed-in user whose company is not onboarded yet', async () => {
    const { 'custom:tenantId': _tenant, ...noCompany } = claims;
    const res = await call(
      event(createThing, {
        path: { id: '1' },
        body: JSON.stringify({ name: 'Bale', weight: 1 }),
        claims: noCompany,
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body).message).toBe('Complete onboarding first.');
  });

  it('calls public routes without an actor even when a token is sent', async () => {
    expect(JSON.parse((await call(event(whoAmI, { claims: null }))).body)).toEqual({ signedIn: false });
  });

  it('refuses to build a context handler that leaves a contract route unimplemented', () => {
    expect(() => httpHandler(Things, {} as never)).toThrow(/does not implement POST \/api\/things\/\{id\}/);
  });
});

describe('what the HTTP preset reports', () => {
  const withIds = (e: HttpEvent) =>
    ({ ...e, requestContext: { ...e.requestContext, requestId: 'api-1' } }) as HttpEvent;

  it('publishes each request once, by context and by route, with its status class and latency', async () => {
    const { metrics, other } = await captureOutput(async () => {
      await call(
        event(createThing, { path: { id: '7' }, body: JSON.stringify({ name: 'Bale', weight: 10 }) }),
      );
      await call(event(createThing, { path: { id: 'x' }, body: '{}' }));
    });
    expect(other).toEqual([]); // no Powertools warning (a repeated dimension would print one per request)
    expect(metrics).toHaveLength(2);
    const [ok, invalid] = metrics;
    expect(ok?._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      Dimensions: expect.arrayContaining([
        [MetricDimension.context],
        [MetricDimension.context, MetricDimension.route],
      ]),
    });
    expect(ok?._aws.CloudWatchMetrics[0]?.Metrics.map((m) => m.Name).sort()).toEqual(
      [Metric.clientErrors, Metric.latency, Metric.requests, Metric.serverErrors].sort(),
    );
    expect(ok).toMatchObject({
      context: 'platform',
      route: 'createThing',
      [Metric.requests]: 1,
      [Metric.clientErrors]: 0,
      [Metric.serverErrors]: 0,
    });
    expect(invalid).toMatchObject({
      route: 'createThing',
      [Metric.clientErrors]: 1,
      [Metric.serverErrors]: 0,
    });
  });

  it('counts an unexpected failure as a server error and logs it with the request, tenant and route', async () => {
    const { logs, metrics } = await captureOutput(() =>
      call(
        withIds(event(createThing, { path: { id: '1' }, body: JSON.stringify({ name: 'boom', weight: 1 }) })),
      ),
    );
    expect(metrics[0]).toMatchObject({
      route: 'createThing',
      [Metric.serverErrors]: 1,
      [Metric.clientErrors]: 0,
    });
    const failure = logs.find((line) => line.message === 'unexpected error');
    expect(failure).toMatchObject({
      function_request_id: 'req-1',
      correlation_id: 'api-1',
      tenantId: 't-1',
      userId: 'user-1',
      context: 'platform',
      route: 'createThing',
    });
  });

  it("drops a request's tenant and route from the log lines once it has been answered", async () => {
    const { logs } = await captureOutput(async () => {
      await call(
        withIds(event(createThing, { path: { id: '1' }, body: JSON.stringify({ name: 'boom', weight: 1 }) })),
      );
      logger.info('between requests');
    });
    expect(logs.find((line) => line.message === 'between requests')).not.toHaveProperty('tenantId');
    expect(logs.find((line) => line.message === 'between requests')).not.toHaveProperty('route');
  });
});
