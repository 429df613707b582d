import type { MiddlewareObj, Request } from '@middy/core';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context as LambdaContext,
} from 'aws-lambda';
import * as z from 'zod';
import type { RouteDefinition } from '@polyloop/shared';
import { bodyLimitOf, bodyTooLargeMessage } from '@polyloop/shared/edge-limits';
import type { Actor } from '../lib/actor.js';
import { BadRequest, Forbidden, HttpError, PayloadTooLarge, Unauthorized } from '../lib/errors.js';
import { logger } from '../lib/observability.js';
import { parseQuery } from './query.js';
import { InvalidCursor } from '../data/errors.js';
import { loadOnce } from '../lib/lazy.js';
import type { Upload } from '../domain/file/file-rules.js';

const forms = loadOnce(() => import('../domain/file/multipart.js'));

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer & { rawBody?: string };
export type HttpResponse = APIGatewayProxyStructuredResultV2;

/** What the middlewares hand to the route implementation. */
export interface HttpState {
  actor?: Actor;
  input: { params: unknown; query: unknown; body: unknown };
  parsedBody?: unknown;
  /** The files of a route whose body is multipart with a `data` part (the contract's `multipart`). */
  files?: Upload[];
}
type Ctx = LambdaContext & { state?: HttpState };
type Req = Request<HttpEvent, HttpResponse, Error, Ctx>;
type RouteOf = (event: HttpEvent) => RouteDefinition | undefined;

const state = (request: Req): HttpState =>
  (request.context.state ??= { input: { params: {}, query: {}, body: undefined } });

export function errorResponse(
  status: number,
  message: string,
  code: string,
  requestId?: string,
  fieldErrors?: Record<string, string[]>,
  details?: Record<string, unknown>,
): HttpResponse {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      message,
      code,
      requestId,
      ...(fieldErrors ? { fieldErrors } : {}),
      ...(details ? { details } : {}),
    }),
  };
}

/** The body as the text sent, decoded when the gateway passed it base64-encoded (empty when there is none). */
export const bodyText = (event: HttpEvent): string =>
  event.body === undefined
    ? ''
    : event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body;

/**
 * Refuses a body past its route's limit before anything reads it (413, with the limit said), so
 * the same limits hold in AWS and in the local cloud, which both run this preset.
 */
export function bodyLimit(routeOf: RouteOf): MiddlewareObj<HttpEvent, HttpResponse, Error, Ctx> {
  return {
    before: (request) => {
      const route = routeOf(request.event);
      const raw = request.event.body;
      if (!route || !raw) return;
      const size = Buffer.byteLength(raw, request.event.isBase64Encoded ? 'base64' : 'utf8');
      const limit = bodyLimitOf(route);
      if (size > limit) throw new PayloadTooLarge(bodyTooLargeMessage(limit));
    },
  };
}

const isForm = (event: HttpEvent) => /^multipart\/form-data/i.test(event.headers['content-type'] ?? '');

/**
 * JSON bodies only where the contract declares one; a body that isn't JSON is the caller's mistake
 * (400). A route that declares its body `multipart` takes it as the form's JSON part named `data`,
 * beside its files (read by the document uploads' own reader, with the same rules and messages);
 * as JSON alone only where the files are optional (`orJson`).
 */
export function jsonBody(routeOf: RouteOf): MiddlewareObj<HttpEvent, HttpResponse, Error, Ctx> {
  return {
    before: async (request) => {
      const route = routeOf(request.event);
      const event = request.event;
      const raw = event.body;
      if (!route?.body) return;
      if (route.multipart && isForm(event)) {
        const form = (await forms()).parseUpload(raw, event.isBase64Encoded, event.headers['content-type']);
        Object.assign(state(request), { parsedBody: form.data, files: form.files });
        return;
      }
      if (route.multipart && !route.multipart.orJson)
        throw new BadRequest('Send the files as multipart/form-data.');
      if (raw === undefined || raw === '') return;
      try {
        state(request).parsedBody = JSON.parse(bodyText(request.event));
      } catch {
        throw new BadRequest('The request body is not valid JSON.');
      }
    },
  };
}

/** The tenant, user and permissions come from the token API Gateway verified, then the contract's authority and permission are checked. */
export function authContext(
  routeOf: RouteOf,
  actorOf: (event: HttpEvent) => Promise<Actor | undefined>,
): MiddlewareObj<HttpEvent, HttpResponse, Error, Ctx> {
  return {
    before: async (request) => {
      const route = routeOf(request.event);
      if (!route) return;
      const actor = route.auth === 'public' ? undefined : await actorOf(request.event);
      if (route.auth !== 'public' && !actor) throw new Unauthorized();
      if (route.auth === 'member' && !actor?.tenantId) throw new Forbidden('Complete onboarding first.');
      if (route.authority && !actor?.authorities.includes(route.authority)) throw new Forbidden();
      if (route.permission && !actor?.permissions.has(route.permission)) throw new Forbidden();
      state(request).actor = actor;
      if (actor) logger.appendKeys({ userId: actor.userId, tenantId: actor.tenantId });
    },
  };
}

function fieldErrors(error: z.ZodError, prefix: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || prefix;
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Params, query and body are parsed with the contract's schemas before the handler runs. */
export function contractValidation(routeOf: RouteOf): MiddlewareObj<HttpEvent, HttpResponse, Error, Ctx> {
  return {
    before: async (request) => {
      const route = routeOf(request.event);
      if (!route) return;
      const s = state(request);
      const errors: Record<string, string[]> = {};
      const parse = (schema: z.ZodType | undefined, value: unknown, prefix: string) => {
        if (!schema) return prefix === 'body' ? undefined : {};
        const result = schema.safeParse(value);
        if (result.success) return result.data;
        Object.assign(errors, fieldErrors(result.error, prefix));
        return undefined;
      };
      s.input = {
        params: parse(route.params, request.event.pathParameters ?? {}, 'params'),
        query: parse(route.query, parseQuery(request.event.rawQueryString), 'query'),
        body: parse(route.body, s.parsedBody, 'body'),
      };
      if (Object.keys(errors).length) throw new BadRequest('Some fields are not valid.', errors);
    },
  };
}

/** Answers every failure in the contract's error shape; nothing unexpected leaks past a 500. */
export function errorHandler(): MiddlewareObj<HttpEvent, HttpResponse, Error, Ctx> {
  return {
    onError: async (request) => {
      // The entity layer knows no HTTP: a cursor it refuses is the caller's mistake.
      const error =
        request.error instanceof InvalidCursor
          ? new BadRequest('The page cursor is not valid.', { cursor: ['Invalid cursor'] })
          : request.error;
      const requestId = request.context.awsRequestId;
      if (error instanceof HttpError) {
        if (error.status >= 500) logger.error('request failed', { error });
        request.response = errorResponse(
          error.status,
          error.message,
          error.code,
          requestId,
          error.fieldErrors,
          error.details,
        );
        return;
      }
      logger.error('unexpected error', { error: error ?? undefined });
      request.response = errorResponse(
        500,
        'Something went wrong, try again or contact support.',
        'INTERNAL',
        requestId,
      );
    },
  };
}
