import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError as ApiErrorBody, buildUrl, totalCountOf, type RouteDefinition, type RouteRequest, type RouteOutput } from '@polyloop/shared';
import { config } from './config';
import { getIdToken, refreshSession } from './auth';

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

export interface ApiResult<T> {
  data: T;
  totalCount: number | undefined;
}

type Input<R extends RouteDefinition> = Partial<{
  params: RouteRequest<R>['params'];
  query: Partial<RouteRequest<R>['query']>;
  body: RouteRequest<R>['body'];
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
      ? new ApiError(res.status, body.data.message, body.data.code, body.data.fieldErrors, body.data.requestId, body.data.details)
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
  options?: SWRConfiguration<ApiResult<RouteOutput<R>>, ApiError> & { scope?: string },
) {
  // `scope` (e.g. the user's id) keeps one person's cached answers from showing to the next.
  const key = input === null ? null : ([route.id, JSON.stringify(input), options?.scope ?? ''] as const);
  return useSWR<ApiResult<RouteOutput<R>>, ApiError>(key, () => api(route, input ?? {}), options);
}

/**
 * Sends files as multipart (one `file`, or several `files`, plus the remaining fields as a JSON
 * text part named `data`, spec part 1 §7) and reports upload progress from 0 to 1.
 * XMLHttpRequest, because fetch cannot report upload progress.
 */
export async function upload<R extends RouteDefinition>(
  route: R,
  files: File | File[],
  options: { params?: RouteRequest<R>['params']; data?: unknown; onProgress?: (fraction: number) => void } = {},
): Promise<RouteOutput<R>> {
  const url = buildUrl(config().apiUrl, route.path, options.params as Record<string, unknown> | undefined);
  const token = await getIdToken();
  const form = new FormData();
  if (Array.isArray(files)) for (const f of files) form.append('files', f, f.name);
  else form.append('file', files);
  if (options.data !== undefined) form.append('data', JSON.stringify(options.data));
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && options.onProgress?.(e.loaded / e.total);
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, 'File failed to upload'));
    xhr.send(form);
  });
  const raw: unknown = (() => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  })();
  if (status < 200 || status >= 300) {
    const body = ApiErrorBody.safeParse(raw);
    throw body.success ? new ApiError(status, body.data.message, body.data.code, body.data.fieldErrors, body.data.requestId, body.data.details) : new ApiError(status, 'File failed to upload');
  }
  options.onProgress?.(1);
  return route.response.parse(raw) as RouteOutput<R>;
}
