import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context as LambdaContext } from 'aws-lambda';
import {
  routeKey,
  type Auth,
  type RouteDefinition,
  type RouteGroup,
  type RouteInput,
  type RouteItem,
  type RouteOutput,
} from '@polyloop/shared/contract/define';
import type { Page } from '../data/page.js';
import type { Download } from '../domain/export/download.js';
import type { Actor, Claims, Member } from '../lib/actor.js';
import type { Upload } from '../domain/file/file-rules.js';
import { logger, observeAnswers } from '../lib/observability.js';
import { loadActor } from '../domain/access/access.service.js';
import {
  bodyLimit,
  jsonBody,
  authContext,
  contractValidation,
  errorResponse,
  errorHandler,
  type HttpEvent,
  type HttpResponse,
  type HttpState,
} from './middleware.js';

export { bodyText, type HttpEvent, type HttpResponse } from './middleware.js';

/** The caller a route's `auth` promises: none, a signed-in user, or a member of an onboarded company. */
export type ActorFor<A extends Auth> = A extends 'member' ? Member : A extends 'user' ? Actor : undefined;

export interface HttpRequest<R extends RouteDefinition> extends RouteInput<R> {
  actor: ActorFor<R['auth']>;
  /** The files of a route whose body is `multipart` with a `data` part; none for any other. */
  files: Upload[];
  event: HttpEvent;
  requestId: string;
}

const RAW = Symbol('raw');
export interface RawResult {
  [RAW]: true;
  status?: number;
  body: string;
  contentType: string;
  headers?: Record<string, string>;
  base64?: boolean;
}

/** A non-JSON answer: a file download, a document. */
const raw = (result: Omit<RawResult, typeof RAW>): RawResult => ({ [RAW]: true, ...result });

/** A file the browser saves under its name (exports, datasheets). */
export const attachment = (file: Download): RawResult =>
  raw({
    body: typeof file.body === 'string' ? file.body : file.body.toString('base64'),
    base64: typeof file.body !== 'string',
    contentType: file.contentType,
    headers: { 'content-disposition': `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, '')}"` },
  });

/** The undecoded body of an upload route (multipart files, a logo), for the domain's own parser. */
export const uploaded = (event: HttpEvent) => ({
  body: event.body,
  isBase64Encoded: event.isBase64Encoded,
  contentType: event.headers['content-type'],
});

const COOKIES = Symbol('cookies');
/** An answer that also sets cookies (API Gateway's `cookies`, each one Set-Cookie header). */
export interface WithCookies<T> {
  [COOKIES]: readonly string[];
  answer: T;
}
export const withCookies = <T>(answer: T, cookies: readonly string[]): WithCookies<T> => ({
  [COOKIES]: cookies,
  answer,
});
const isWithCookies = (result: unknown): result is WithCookies<unknown> =>
  !!result && typeof result === 'object' && COOKIES in result;

/** What a route's implementation answers: a page for paged routes (sent with `x-total-count`), a file where the route serves one. */
export type Answer<R extends RouteDefinition> = R['paged'] extends true
  ? Page<RouteItem<R>>
  : R extends { contentType: string }
    ? RouteOutput<R> | RawResult
    : RouteOutput<R>;
export type Handler<R extends RouteDefinition> = (
  request: HttpRequest<R>,
) => Promise<Answer<R> | WithCookies<Answer<R>>> | Answer<R> | WithCookies<Answer<R>>;
/** Every route of a group implemented: the compiler names any route left out. */
export type Handlers<G extends RouteGroup> = { [K in keyof G]: Handler<G[K]> };

/**
 * Implements some routes of a context's group (one file per area); the context's handler spreads
 * them together. Each implementation is typed by its route: params, query, body, actor and answer.
 */
export function implement<G extends RouteGroup, K extends keyof G>(
  _group: G,
  handlers: { [P in K]: Handler<G[P]> },
): { [P in K]: Handler<G[P]> } {
  return handlers;
}

function toResponse(route: RouteDefinition, result: unknown): HttpResponse {
  if (result && typeof result === 'object' && RAW in result) {
    const r = result as RawResult;
    return {
      statusCode: r.status ?? 200,
      headers: { 'content-type': r.contentType, ...r.headers },
      body: r.body,
      isBase64Encoded: r.base64 ?? false,
    };
  }
  const status = route.status ?? 200;
  if (status === 204) return { statusCode: 204 };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  let body = result;
  if (route.paged) {
    const page = result as Page<unknown>;
    headers['x-total-count'] = String(page.total);
    body = page.items;
  }
  return { statusCode: status, headers, body: JSON.stringify(body ?? null) };
}

/** The route name of a request API Gateway matched to no route of this context. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The HTTP preset: one Lambda serves every route of its context. API Gateway puts the matched
 * route in `routeKey`, so dispatch is a map lookup. Order: logger context → log keys and metrics
 * → header normalizer → body limit → JSON body → auth context → contract validation → handler, with the error
 * handler answering first on the way out, so the two before it still see the request's log keys
 * and its final status. Log lines carry the context, the route (the contract's id), API Gateway's
 * request id as `correlation_id` beside Lambda's `function_request_id`, and (auth middleware) the
 * user and tenant.
 */
export function httpHandler<G extends RouteGroup>(
  group: G,
  handlers: Handlers<G>,
  options: { loadActor?: (claims: Claims) => Promise<Actor> } = {},
) {
  const byKey = new Map<string, { route: RouteDefinition; run: Handler<RouteDefinition> }>();
  let context = 'unknown';
  for (const [id, route] of Object.entries(group)) {
    context = route.context;
    const run = (handlers as Record<string, Handler<RouteDefinition>>)[id];
    if (!run) throw new Error(`The ${route.context} handler does not implement ${routeKey(route)}`);
    byKey.set(routeKey(route), { route, run });
  }

  const core = async (
    event: HttpEvent,
    lambdaContext: LambdaContext & { state?: HttpState },
  ): Promise<HttpResponse> => {
    const found = byKey.get(event.routeKey);
    const state = lambdaContext.state;
    if (!found || !state)
      return errorResponse(404, 'Oops, nothing here', 'NOT_FOUND', lambdaContext.awsRequestId);
    const result = await found.run({
      ...state.input,
      actor: state.actor,
      files: state.files ?? [],
      event,
      requestId: lambdaContext.awsRequestId,
    } as never);
    if (!isWithCookies(result)) return toResponse(found.route, result);
    return { ...toResponse(found.route, result.answer), cookies: [...result[COOKIES]] };
  };

  const routeOf = (event: HttpEvent) => byKey.get(event.routeKey)?.route;
  const actorOf = async (event: HttpEvent): Promise<Actor | undefined> => {
    const claims = event.requestContext.authorizer?.jwt?.claims as Claims | undefined;
    return claims ? (options.loadActor ?? loadActor)(claims) : undefined;
  };

  return middy<HttpEvent, HttpResponse, Error, LambdaContext & { state?: HttpState }>(core)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(
      observeAnswers<HttpEvent, HttpResponse>((event) => ({
        context,
        route: routeOf(event)?.id ?? UNMATCHED_ROUTE,
        keys: { correlation_id: event.requestContext?.requestId },
      })),
    )
    .use(errorHandler())
    .use(httpHeaderNormalizer())
    .use(bodyLimit(routeOf))
    .use(jsonBody(routeOf))
    .use(authContext(routeOf, actorOf))
    .use(contractValidation(routeOf));
}
