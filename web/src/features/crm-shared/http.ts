import { buildUrl, type RouteDefinition } from '@polyloop/shared';
import { ApiError } from '../../lib/api';
import { getIdToken } from '../../lib/auth';
import { config } from '../../lib/config';
import { notify } from '../../components/ui/toaster';
import { filenameFromDisposition } from './export';

export const GENERIC_ERROR = 'Something went wrong, try again or contact support.';

/** The server's message for a failed call, or the general one. */
export const messageOf = (e: unknown) => (e instanceof ApiError && e.message ? e.message : GENERIC_ERROR);
export const toastError = (e: unknown) => notify('error', messageOf(e));

/**
 * Downloads a binary answer (an export, a datasheet) as a blob, reporting progress from 0 to 1
 * when the server says how long it is, and saves it under its name.
 */
export async function downloadFile(
  route: RouteDefinition,
  input: { params?: Record<string, string>; query?: Record<string, unknown> },
  options: { fallbackName: string; onProgress?: (fraction: number | null) => void; signal?: AbortSignal },
): Promise<string> {
  const token = await getIdToken();
  const res = await fetch(buildUrl(config().apiUrl, route.path, input.params, input.query), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: options.signal,
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as { message?: string; code?: string } | undefined;
    throw new ApiError(res.status, body?.message ?? res.statusText, body?.code);
  }
  const length = Number(res.headers.get('content-length')) || 0;
  const parts: BlobPart[] = [];
  if (res.body) {
    const reader = res.body.getReader();
    let received = 0;
    options.onProgress?.(length ? 0 : null);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      received += value.byteLength;
      if (length) options.onProgress?.(Math.min(received / length, 1));
    }
  } else parts.push(await res.arrayBuffer());
  options.onProgress?.(1);
  const name = filenameFromDisposition(res.headers.get('content-disposition')) ?? options.fallbackName;
  saveBlob(new Blob(parts, { type: res.headers.get('content-type') ?? 'application/octet-stream' }), name);
  return name;
}

export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}


