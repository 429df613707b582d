import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context as LambdaContext } from 'aws-lambda';
import { routes, routeKey, type Context, type RouteDefinition, type RouteInput, type RouteOutput } from '@polyloop/shared';
import type { Actor, Claims } from './actor.js';
import { loadActor } from '../domain/access/access.service.js';
import { jsonBody, authContext, contractValidation, errorResponse, errorHandler as errorResponseMiddleware, type HttpState } from './http-middleware.js';
import { logger } from './observability.js';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer & { rawBody?: string };
export type HttpResponse = APIGatewayProxyStructuredResultV2;

export interface HttpRequest<R extends RouteDefinition> extends RouteInput<R> {
  /** Present on every route whose contract says `auth: 'user'`. */
  actor: R['auth'] extends 'user' ? Actor : Actor | undefined;
  event: HttpEvent;
  requestId: string;
}

const RAW = Symbol('raw');
const PAGED = Symbol('paged');
export interface RawResult { [RAW]: true; status?: number; body: string; contentType: string; headers?: Record<string, string>; base64?: boolean }
export interface PagedResult<T> { [PAGED]: true; data: T; totalCount: number }

/** A non-JSON answer: a file download, a document. */
export const raw = (result: Omit<RawResult, typeof RAW>): RawResult => ({ [RAW]: true, ...result });
/** A list page with its total, sent in `x-total-count` as the spec's clients expect. */
export const paged = <T>(data: T, totalCount: number): PagedResult<T> => ({ [PAGED]: true, data, totalCount });

type Result<R extends RouteDefinition> = RouteOutput<R> | PagedResult<RouteOutput<R>> | RawResult;
export interface Implementation<R extends RouteDefinition = RouteDefinition> {
  route: R;
  run: (request: HttpRequest<R>) => Promise<Result<R>>;
}

export function implement<R extends RouteDefinition>(route: R, run: (request: HttpRequest<R>) => Promise<Result<R>>): Implementation<R> {
  return { route, run };
}

function toResponse(route: RouteDefinition, result: unknown): HttpResponse {
  if (result && typeof result === 'object' && RAW in result) {
    const r = result as RawResult;
    return { statusCode: r.status ?? 200, headers: { 'content-type': r.contentType, ...r.headers }, body: r.body, isBase64Encoded: r.base64 ?? false };
  }
  const status = route.status ?? 200;
  if (status === 204) return { statusCode: 204 };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  let body = result;
  if (result && typeof result === 'object' && PAGED in result) {
    const p = result as PagedResult<unknown>;
    headers['x-total-count'] = String(p.totalCount);
    body = p.data;
  }
  return { statusCode: status, headers, body: JSON.stringify(body ?? null) };
}

/**
 * The HTTP preset: one Lambda serves every contract route of its context. API Gateway puts the
 * matched route in `routeKey`, so dispatch is a map lookup. Order: context → header normalizer →
 * JSON body → auth context → contract validation → handler, with the error handler answering last.
 */
export function httpHandler(context: Context, implementations: Implementation[], options: { loadActor?: (claims: Claims) => Promise<Actor> } = {}) {
  const actorLoader = options.loadActor ?? loadActor;
  const byKey = new Map<string, Implementation>();
  for (const impl of implementations) byKey.set(routeKey(impl.route), impl);
  const missing = routes.filter((r) => r.context === context && !byKey.has(routeKey(r)));
  if (missing.length) throw new Error(`The ${context} handler does not implement ${missing.map(routeKey).join(', ')}`);

  const core = async (event: HttpEvent, lambdaContext: LambdaContext & { state?: HttpState }): Promise<HttpResponse> => {
    const impl = byKey.get(event.routeKey);
    const state = lambdaContext.state;
    if (!impl || !state) return errorResponse(404, 'Oops, nothing here', 'NOT_FOUND', lambdaContext.awsRequestId);
    const result = await impl.run({ ...state.input, actor: state.actor, event, requestId: lambdaContext.awsRequestId } as never);
    return toResponse(impl.route, result);
  };

  const routeOf = (event: HttpEvent) => byKey.get(event.routeKey)?.route;
  const actorOf = async (event: HttpEvent): Promise<Actor | undefined> => {
    const claims = event.requestContext.authorizer?.jwt?.claims as Claims | undefined;
    return claims ? actorLoader(claims) : undefined;
  };

  return middy<HttpEvent, HttpResponse, Error, LambdaContext & { state?: HttpState }>(core)
    .use(errorResponseMiddleware())
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpHeaderNormalizer())
    .use(jsonBody(routeOf))
    .use(authContext(routeOf, actorOf))
    .use(contractValidation(routeOf));
}


