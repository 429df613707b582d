import * as z from 'zod';
import type { Permission } from '../permissions.js';
import type { Authority } from '../permissions.js';

export const contexts = ['platform', 'identity', 'admin', 'crm'] as const;
/** A bounded context: one Lambda function and one router serve all of its routes. */
export type Context = (typeof contexts)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends 'public' | 'user' = 'public' | 'user',
> {
  /** operationId in the OpenAPI document and the name of the implementation in the context's handler. */
  id: string;
  method: HttpMethod;
  /** API Gateway path syntax, e.g. `/api/network/companies/{id}`. */
  path: `/api/${string}`;
  context: Context;
  summary: string;
  tags?: readonly string[];
  /** `public` routes skip the JWT authorizer; everything else needs a verified user token. */
  auth: A;
  /** Fine-grained permission the caller must hold. */
  permission?: Permission;
  /** Authority the caller must hold (checked before the permission). */
  authority?: Authority;
  params?: P;
  query?: Q;
  body?: B;
  /** The success body. `z.void()` for 204 responses. */
  response: R;
  /** Success status, 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  /** Lists answer the total in `x-total-count`. */
  paged?: boolean;
  /** The body is not JSON (a file download, an HTML page). */
  contentType?: string;
}

export function defineRoute<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
  const A extends 'public' | 'user' = 'public' | 'user',
>(route: RouteDefinition<P, Q, B, R, A>): RouteDefinition<P, Q, B, R, A> {
  return route;
}

/** `GET /api/health` — the key API Gateway v2 puts in `event.routeKey`. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Parsed<S, Otherwise> = [NonNullable<S>] extends [z.ZodNever] ? Otherwise : NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : Otherwise;
export type RouteInput<R extends RouteDefinition> = {
  params: Parsed<R['params'], Record<string, never>>;
  query: Parsed<R['query'], Record<string, never>>;
  body: Parsed<R['body'], undefined>;
};
export type RouteOutput<R extends RouteDefinition> = z.infer<R['response']>;

type Sent<S, Otherwise> = [NonNullable<S>] extends [z.ZodNever] ? Otherwise : NonNullable<S> extends z.ZodType ? z.input<NonNullable<S>> : Otherwise;
/** What a caller sends (before the server applies defaults): the typed client's input. */
export type RouteRequest<R extends RouteDefinition> = {
  params: Sent<R['params'], Record<string, never>>;
  query: Sent<R['query'], Record<string, never>>;
  body: Sent<R['body'], undefined>;
};

/** The error body every failed call answers with. */
export const ApiError = z.object({
  message: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** Extra facts for the caller, e.g. the names of possible duplicates. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Query parameters for paged lists: page is zero-based, as the spec's clients send it. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type PageQuery = z.infer<typeof PageQuery>;
