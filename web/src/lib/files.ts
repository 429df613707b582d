import type { RouteDefinition, RouteOutput } from '@polyloop/shared';
import { ApiError, authorization, ensureOk, errorOf, send, urlOf, type ApiInput } from './api';

/**
 * Files between the browser and the API: uploads with progress, binary downloads (exports,
 * datasheets) with progress, and documents fetched from a short-lived address. Long work shows
 * progress (DESIGN §7), so every transfer here reports it.
 */

/** A progress report from 0 to 1, or null while the size is unknown. */
export type Progress = (fraction: number | null) => void;

/**
 * Sends files as multipart (one `file`, or several `files`, plus the remaining fields as a JSON
 * text part named `data`, spec part 1 §7) and reports upload progress from 0 to 1.
 * XMLHttpRequest, because fetch cannot report upload progress.
 */
export async function upload<R extends RouteDefinition>(
  route: R,
  files: File | File[],
  options: Pick<ApiInput<R>, 'params'> & {
    data?: unknown;
    onProgress?: Progress;
    parts?: Record<string, Blob>;
  } = {},
): Promise<RouteOutput<R>> {
  const headers = await authorization(route);
  const form = new FormData();
  if (Array.isArray(files)) for (const f of files) form.append('files', f, f.name);
  else form.append('file', files);
  if (options.data !== undefined) form.append('data', JSON.stringify(options.data));
  // Companion parts of the file (a photo's thumbnail).
  for (const [name, blob] of Object.entries(options.parts ?? {})) form.append(name, blob, name);
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, urlOf(route, options));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && options.onProgress?.(e.loaded / e.total);
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, 'File failed to upload'));
    xhr.send(form);
  });
  const raw = parseJson(text);
  if (status < 200 || status >= 300) throw errorOf(status, raw, 'File failed to upload');
  options.onProgress?.(1);
  return route.response.parse(raw) as RouteOutput<R>;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Downloads a binary answer (an export, a datasheet) as a blob, reporting progress when the
 * server says how long it is, and saves it under the server's name (else `fallbackName`).
 * Answers the name it was saved under.
 */
export async function downloadFile<R extends RouteDefinition>(
  route: R,
  input: Pick<ApiInput<R>, 'params' | 'query' | 'signal'>,
  options: { fallbackName: string; onProgress?: Progress },
): Promise<string> {
  const res = await ensureOk(await send(route, input));
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

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  clickLink({ href: url, download: name });
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Opens a stored document from its short-lived address. The address is on another origin, where
 * `download` is ignored, so it opens beside the app.
 */
export function openDocument(url: string, name: string) {
  clickLink({ href: url, download: name, rel: 'noopener', target: '_blank' });
}

function clickLink(attributes: Partial<Pick<HTMLAnchorElement, 'href' | 'download' | 'rel' | 'target'>>) {
  const a = Object.assign(document.createElement('a'), attributes);
  document.body.append(a);
  a.click();
  a.remove();
}

/** The file name a `Content-Disposition` header gives, when it gives one. */
export function filenameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name || undefined;
}
