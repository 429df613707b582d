import * as z from 'zod';
import { RecordId } from '../primitives.js';
import type { Permission } from '../permissions.js';
import type { Authority } from '../permissions.js';

export const contexts = [
  'platform',
  'identity',
  'admin',
  'crm',
  'supply',
  'drafts',
  'inventory',
  'notifications',
  'tasks',
  'orders',
  'documents',
  'network',
  'offers',
  'auctions',
  'freight',
  'search',
  'matching',
  'finance',
] as const;
/** A bounded context: one Lambda function and one router serve all of its routes. */
export type Context = (typeof contexts)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route:
 * - `public`: no token (the HTTP API's authorizer is off);
 * - `user`: a verified token; the handler receives the signed-in `Actor`;
 * - `member`: a verified token of someone acting for an onboarded company; the handler receives a
 *   `Member` (an actor whose `tenantId` is known), others are refused with 403.
 */
export type Auth = 'public' | 'user' | 'member';

export interface RouteDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends Auth = Auth,
> {
  /** operationId in the OpenAPI document; the route's key in its context's group. */
  id: string;
  method: HttpMethod;
  /** API Gateway path syntax, e.g. `/api/network/companies/{id}`. */
  path: `/api/${string}`;
  context: Context;
  summary: string;
  tags?: readonly string[];
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
  /** Lists answer an array of one page and the total in `x-total-count`. */
  paged?: boolean;
  /** The body is not JSON (a file download, an HTML page). */
  contentType?: string;
  /** The request body is multipart/form-data, with files (spec part 1 §7). */
  multipart?: MultipartBody;
}

/**
 * A request body of files (spec part 1 §7): the file parts, and the remaining fields as a JSON part
 * named `data`. A route with a `body` takes it as that part (the HTTP preset reads the form and
 * hands the route its files beside the body); a route without one describes in `data` what its
 * service reads from the part itself.
 */
export interface MultipartBody {
  /** The file parts' name: several files under `files`, or one under `file`. */
  files: 'files' | 'file';
  /** Binary parts beside the file, each optional (a photo's small copy, `thumbnail`). */
  parts?: readonly string[];
  /** The `data` part of a route without a `body` (a document's type). */
  data?: z.ZodType;
  /** The files are optional: the route's `body` may also come alone, as JSON. */
  orJson?: true;
}

/** What a route declares in its group; the group fills in `id` (its key), `context` and the defaults. */
export type RouteSpec = Omit<RouteDefinition, 'id' | 'context' | 'auth'> & { auth?: Auth };
type Defaults = Partial<Pick<RouteDefinition, 'auth' | 'permission' | 'authority' | 'tags'>>;

export type RouteGroup = Record<string, RouteDefinition>;
type Built<K extends string, C extends Context, S extends RouteSpec, D extends Defaults> = Omit<D, keyof S> &
  S & {
    id: K;
    context: C;
    auth: S extends { auth: infer A extends Auth }
      ? A
      : D extends { auth: infer A extends Auth }
        ? A
        : 'member';
  };

/**
 * Declares the routes of one context as a keyed group: the key is the route's id, its name in the
 * handler's implementation map and its handle in the web client (`CrmRoutes.listCompanies`).
 * `defaults` apply to every route that does not say otherwise; `auth` defaults to `member`.
 */
export function defineRoutes<
  const C extends Context,
  const D extends Defaults,
  const T extends Record<string, RouteSpec>,
>(context: C, defaults: D, specs: T): { [K in Extract<keyof T, string>]: Built<K, C, T[K], D> } {
  const out: Record<string, RouteDefinition> = {};
  for (const [id, spec] of Object.entries(specs))
    out[id] = { auth: 'member', ...defaults, ...spec, id, context } as RouteDefinition;
  return out as never;
}

/** `GET /api/health` — the key API Gateway v2 puts in `event.routeKey`. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Parsed<S, Otherwise> = [NonNullable<S>] extends [z.ZodNever]
  ? Otherwise
  : NonNullable<S> extends z.ZodType
    ? z.output<NonNullable<S>>
    : Otherwise;
export type RouteInput<R extends RouteDefinition> = {
  params: Parsed<R['params'], Record<string, never>>;
  query: Parsed<R['query'], Record<string, never>>;
  body: Parsed<R['body'], undefined>;
};
export type RouteOutput<R extends RouteDefinition> = z.infer<R['response']>;
/** One element of a paged route's answer. */
export type RouteItem<R extends RouteDefinition> = RouteOutput<R> extends readonly (infer T)[] ? T : never;

/**
 * What a caller sends for a schema. A schema that preprocesses its input (the company wizard drops
 * its empty rows first) accepts anything before that step; callers send what the step hands on.
 */
type InputOf<S extends z.ZodType> =
  S extends z.ZodPipe<z.core.$ZodTransform, infer Then extends z.ZodType> ? z.input<Then> : z.input<S>;
type Sent<S, Otherwise> = [NonNullable<S>] extends [z.ZodNever]
  ? Otherwise
  : NonNullable<S> extends z.ZodType
    ? InputOf<NonNullable<S>>
    : Otherwise;
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

/**
 * The deepest page a list serves. Lists page by cursor inside, so page N reads (N + 1) · size
 * items: an unbounded N would be a request that reads the whole partition or times out.
 */
export const MAX_PAGE = 1000;
/** A page size of at most 100, `fallback` when the caller sends none. */
export const pageSize = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);

/** An id in a path. */
export const RouteId = RecordId;
/** Path parameters: `{id}`, or `{id}` and the id of one thing below it (`sub('contactId')`). */
export const PathParams = {
  id: z.object({ id: RouteId }),
  sub: <N extends string>(name: N) =>
    z.object({ id: RouteId }).extend({ [name]: RouteId } as Record<N, typeof RouteId>),
};
/** A history feed's query: its pages follow one another by cursor. */
export const HistoryQuery = z.object({ cursor: z.string().max(2000).optional(), size: pageSize(25) });
/** A download's response body. */
export const FileBinary = z.string().describe('The file, as an attachment');

/** Query parameters for paged lists: page is zero-based, as the spec's clients send it. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(0).max(MAX_PAGE, `Page must be at most ${MAX_PAGE}`).default(0),
  size: pageSize(25),
});
export type PageQuery = z.infer<typeof PageQuery>;
