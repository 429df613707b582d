import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError as ApiErrorBody, type RouteDefinition, type RouteInput, type RouteOutput } from '@polyloop/shared';
import { config } from './config';
import { getIdToken, refreshSession } from './auth';
import { buildUrl, totalCountOf } from './api-url';

/** A failed call: status, the server's message and, for validation failures, messages per field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'Error',
    readonly fieldErrors: Record<string, string[]> = {},
    readonly requestId?: string,
  ) {
    super(message);
  }
}

export interface ApiResult<T> {
  data: T;
  totalCount: number | undefined;
}

type Input<R extends RouteDefinition> = Partial<{
  params: RouteInput<R>['params'];
  query: Partial<RouteInput<R>['query']>;
  body: RouteInput<R>['body'];
  signal: AbortSignal;
}>;

async function send<R extends RouteDefinition>(route: R, input: Input<R>, retried: boolean): Promise<Response> {
  const url = buildUrl(
    config().apiUrl,
    route.path,
    input.params as Record<string, unknown> | undefined,
    input.query as Record<string, unknown> | undefined,
  );
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = route.auth === 'public' ? null : await getIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method: route.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    signal: input.signal,
  });
  // A token can be revoked before it expires: refresh once and try again.
  if (res.status === 401 && token && !retried && (await refreshSession())) return send(route, input, true);
  return res;
}

/** Calls one endpoint of the shared contract and parses the answer with the contract's schema. */
export async function api<R extends RouteDefinition>(route: R, input: Input<R> = {}): Promise<ApiResult<RouteOutput<R>>> {
  const res = await send(route, input, false);
  if (!res.ok) {
    const raw: unknown = await res.json().catch(() => undefined);
    const body = ApiErrorBody.safeParse(raw);
    throw body.success
      ? new ApiError(res.status, body.data.message, body.data.code, body.data.fieldErrors, body.data.requestId)
      : new ApiError(res.status, res.statusText || 'Something went wrong');
  }
  const totalCount = totalCountOf(res.headers);
  if (res.status === 204 || route.status === 204) return { data: undefined as RouteOutput<R>, totalCount };
  const data = route.response.parse(await res.json()) as RouteOutput<R>;
  return { data, totalCount };
}

/** SWR over `api`: pass `null` as input to wait (e.g. until a parameter is known). */
export function useApi<R extends RouteDefinition>(
  route: R,
  input: Omit<Input<R>, 'body' | 'signal'> | null = {},
  options?: SWRConfiguration<ApiResult<RouteOutput<R>>, ApiError>,
) {
  const key = input === null ? null : ([route.id, JSON.stringify(input)] as const);
  return useSWR<ApiResult<RouteOutput<R>>, ApiError>(key, () => api(route, input ?? {}), options);
}
