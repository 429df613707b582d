import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import {
  ApiError as ApiErrorBody,
  buildUrl,
  totalCountOf,
  type RouteDefinition,
  type RouteRequest,
  type RouteOutput,
} from '@polyloop/shared';
import { config } from './config';
import { getIdToken, refreshSession } from './auth';
import { reportError } from './error-reporting';
import { useCacheOwner } from './api-cache';

/** A failed call: status, the server's message and, for validation failures, messages per field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'Error',
    readonly fieldErrors: Record<string, string[]> = {},
    readonly requestId?: string,
    /** Extra facts the server gave, e.g. the names of possible duplicates. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The error of a failed answer: the server's JSON error body when it sent one, else `fallback`. */
export function errorOf(status: number, raw: unknown, fallback: string): ApiError {
  const body = ApiErrorBody.safeParse(raw);
  return body.success
    ? new ApiError(
        status,
        body.data.message,
        body.data.code,
        body.data.fieldErrors,
        body.data.requestId,
        body.data.details,
      )
    : new ApiError(status, fallback);
}

export interface ApiResult<T> {
  data: T;
  totalCount: number | undefined;
}

/** What one call sends: path parameters, query and body as the contract types them. */
export type ApiInput<R extends RouteDefinition> = Partial<{
  params: RouteRequest<R>['params'];
  query: Partial<RouteRequest<R>['query']>;
  body: RouteRequest<R>['body'];
  signal: AbortSignal;
}>;

/** The Authorization header of a call; none when the route is public or nobody is signed in. */
export async function authorization(route: Pick<RouteDefinition, 'auth'>): Promise<Record<string, string>> {
  const token = route.auth === 'public' ? null : await getIdToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The address of one call. */
export const urlOf = <R extends RouteDefinition>(route: R, input: Pick<ApiInput<R>, 'params' | 'query'>) =>
  buildUrl(
    config().apiUrl,
    route.path,
    input.params as Record<string, unknown> | undefined,
    input.query as Record<string, unknown> | undefined,
  );

/** A call the server failed (5xx) or that never reached it, as the error reporter files it. */
export class ApiFailure extends Error {
  override name = 'ApiFailure';
}

/**
 * Reports a call that failed on the server's side or on the way (spec part 1 §7): by the route's
 * id and path pattern, never its address (ids, query) or body. A 4xx is the caller's to show, and
 * a 401 signs in again; neither is reported.
 */
function reportFailure(route: RouteDefinition, status: number, requestId?: string) {
  const what = `${route.method} ${route.path}`;
  reportError(new ApiFailure(status ? `${what} answered ${status}` : `${what} could not reach the server`), {
    tags: { kind: 'api', 'api.route': route.id, 'api.status': String(status) },
    extra: { requestId: requestId ?? null },
  });
}

/** fetch with the user's token; a 401 refreshes the session once and tries again (a token can be revoked early). */
export async function send<R extends RouteDefinition>(
  route: R,
  input: ApiInput<R>,
  init: RequestInit = {},
  retried = false,
): Promise<Response> {
  const headers = await authorization(route);
  let res: Response;
  try {
    res = await fetch(urlOf(route, input), {
      method: route.method,
      signal: input.signal,
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string>) },
    });
  } catch (error) {
    // A call given up on (a newer search, a page left) is no failure.
    if (!input.signal?.aborted && !(error instanceof DOMException && error.name === 'AbortError'))
      reportFailure(route, 0);
    throw error;
  }
  if (res.status === 401 && headers.Authorization && !retried && (await refreshSession()))
    return send(route, input, init, true);
  if (res.status >= 500)
    void res
      .clone()
      .json()
      .catch(() => undefined)
      .then((body: unknown) =>
        reportFailure(route, res.status, ApiErrorBody.safeParse(body).data?.requestId),
      );
  return res;
}

/** Throws the answer's error when it failed. */
export async function ensureOk(res: Response): Promise<Response> {
  if (!res.ok)
    throw errorOf(
      res.status,
      await res.json().catch(() => undefined),
      res.statusText || 'Something went wrong',
    );
  return res;
}

/** Calls one endpoint of the shared contract and parses the answer with the contract's schema. */
export async function api<R extends RouteDefinition>(
  route: R,
  input: ApiInput<R> = {},
): Promise<ApiResult<RouteOutput<R>>> {
  const body = input.body === undefined ? undefined : JSON.stringify(input.body);
  const res = await ensureOk(
    await send(route, input, {
      body,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
    }),
  );
  const totalCount = totalCountOf(res.headers);
  if (res.status === 204 || route.status === 204) return { data: undefined as RouteOutput<R>, totalCount };
  const parsed = route.response.safeParse(await res.json());
  if (!parsed.success) {
    // The server answered what the contract does not allow: a bug on one side, worth a report.
    reportError(parsed.error, { tags: { kind: 'api-response', 'api.route': route.id } });
    throw parsed.error;
  }
  return { data: parsed.data as RouteOutput<R>, totalCount };
}

/**
 * SWR over `api`: pass `null` as input to wait (e.g. until a parameter is known). The key is the
 * route, the input and the signed-in user: one person's cached answers can never answer the
 * next person's read (lib/api-cache.ts also drops them when the session ends), and the route id
 * first is what `useRevalidate` matches.
 */
export function useApi<R extends RouteDefinition>(
  route: R,
  input: Omit<ApiInput<R>, 'body' | 'signal'> | null = {},
  options?: SWRConfiguration<ApiResult<RouteOutput<R>>, ApiError>,
) {
  const owner = useCacheOwner();
  const key = input === null ? null : ([route.id, JSON.stringify(input), owner] as const);
  return useSWR<ApiResult<RouteOutput<R>>, ApiError>(key, () => api(route, input ?? {}), options);
}

/**
 * Revalidates every cached answer of the given routes, whatever its input and for whichever page
 * shows it: what a mutation calls with the routes whose views it changed (lib/views.ts, through
 * `useSubmit`'s `touches`). A view not on screen refetches when it shows again.
 */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return (routes: readonly Pick<RouteDefinition, 'id'>[]) => {
    const ids = new Set(routes.map((r) => r.id));
    return mutate((key) => Array.isArray(key) && ids.has(key[0] as string));
  };
}
