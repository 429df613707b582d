import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from './html.js';
import { bodyUpTo, jsonLines, sandboxPage, sendHtml, sendJson } from './sandbox-store.js';

/** The sink's page; the DSN's path, so Sentry's SDK posts to `${path}/api/<project>/envelope/`. */
export const ERROR_SINK_PATH = '/_local/error-reports';
/** The public key of the local DSN: the sink refuses envelopes without it, as Sentry does. */
export const ERROR_SINK_KEY = 'polyloop_local';
const PROJECT_ID = '1';

/** The DSN the local cloud gives the web app: Sentry's SDK sends to the sink at the app's own origin. */
export const localErrorDsn = (appUrl: string) =>
  `${new URL(appUrl).origin.replace('://', `://${ERROR_SINK_KEY}@`)}${ERROR_SINK_PATH}/${PROJECT_ID}`;

const ENVELOPE_PATH = `${ERROR_SINK_PATH}/api/${PROJECT_ID}/envelope/`;
const MAX_BODY = 1024 * 1024;
/**
 * The sink sits at the app's own origin, so the app's envelopes need no CORS. Sentry's ingestion
 * would answer any origin; the sink grants CORS to the app's own origin only, never to '*'.
 */
const corsFor = (req: IncomingMessage, appOrigin: string): Record<string, string> =>
  req.headers.origin === appOrigin
    ? { 'access-control-allow-origin': appOrigin, vary: 'origin' }
    : { vary: 'origin' };

export interface EnvelopeItem {
  type: string;
  payload: unknown;
}

/**
 * Reads a Sentry envelope: a header line, then per item a header line and its payload, which is
 * `length` bytes when the header gives one and the rest of the line otherwise.
 */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let at = 0;
  const line = () => {
    const end = body.indexOf(0x0a, at);
    const text = body.subarray(at, end === -1 ? body.length : end).toString('utf8');
    at = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    const headerLine = line();
    if (!headerLine.trim()) continue;
    const itemHeader = JSON.parse(headerLine) as { type?: unknown; length?: unknown };
    if (typeof itemHeader.type !== 'string') throw new Error('An envelope item has no type');
    let raw: string;
    if (typeof itemHeader.length === 'number') {
      if (at + itemHeader.length > body.length) throw new Error('An envelope item is cut short');
      raw = body.subarray(at, at + itemHeader.length).toString('utf8');
      at += itemHeader.length;
      if (body[at] === 0x0a) at += 1;
    } else raw = line();
    let payload: unknown = raw;
    try {
      payload = JSON.parse(raw);
    } catch {
      // Attachments are not JSON; the sink keeps events only.
    }
    items.push({ type: itemHeader.type, payload });
  }
  return { header, items };
}

/** One error event the sink took, as kept on disk and listed. */
export interface ReceivedErrorReport {
  receivedAt: string;
  event: SentryEvent;
}

/** The parts of a Sentry event the page shows (the JSON keeps all of it). */
interface SentryEvent {
  event_id?: string;
  level?: string;
  message?: string | { formatted?: string };
  environment?: string;
  release?: string;
  tags?: Record<string, string>;
  request?: { url?: string };
  exception?: { values?: { type?: string; value?: string }[] };
}

const store = (dir: string) => jsonLines<ReceivedErrorReport>(dir, 'events.jsonl');

/**
 * The local cloud's stand-in for Sentry (`/_local/error-reports`), labelled as the sink: the web
 * app's DSN points here, so Sentry's own SDK posts envelopes to
 * `/_local/error-reports/api/1/envelope/`, and the page lists the error events they held
 * (`?format=json` for tests). Sessions, client reports and traces are taken and not kept.
 */
export async function handleErrorSinkRequest(
  req: IncomingMessage,
  res: ServerResponse,
  dir: string,
  /** The app's own origin (`http://localhost:<port>`): the one origin granted CORS. */
  appOrigin: string,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === ENVELOPE_PATH) {
    const CORS = corsFor(req, appOrigin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...CORS,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
      });
      return void res.end();
    }
    if (req.method !== 'POST') return sendJson(res, 405, { detail: 'Use POST.' }, { ...CORS, allow: 'POST' });
    if (url.searchParams.get('sentry_key') !== ERROR_SINK_KEY)
      return sendJson(res, 401, { detail: 'The DSN’s key is missing or unknown.' }, CORS);
    const body = await bodyUpTo(req, MAX_BODY);
    if (!body) return sendJson(res, 413, { detail: 'The envelope is too large.' }, CORS);
    let envelope: ReturnType<typeof parseEnvelope>;
    try {
      envelope = parseEnvelope(body);
    } catch (error) {
      return sendJson(res, 400, { detail: `Not a Sentry envelope: ${(error as Error).message}` }, CORS);
    }
    const receivedAt = new Date().toISOString();
    for (const item of envelope.items)
      if (item.type === 'event' && typeof item.payload === 'object' && item.payload !== null)
        await store(dir).append({ receivedAt, event: item.payload as SentryEvent });
    return sendJson(res, 200, { id: envelope.header.event_id ?? null }, CORS);
  }
  if (url.pathname !== ERROR_SINK_PATH)
    return sendJson(res, 404, { message: 'The error-report sink has no such page.' });
  if (req.method !== 'GET') return sendJson(res, 405, { message: 'Use GET.' }, { allow: 'GET' });
  const reports = await store(dir).newestFirst();
  if (url.searchParams.get('format') === 'json') return sendJson(res, 200, { reports });
  sendHtml(res, renderPage(reports));
}

const messageOf = (e: SentryEvent) =>
  e.exception?.values?.map((v) => `${v.type ?? 'Error'}: ${v.value ?? ''}`).join('\n') ??
  (typeof e.message === 'string' ? e.message : (e.message?.formatted ?? ''));

function renderPage(reports: ReceivedErrorReport[]): string {
  const rows = reports
    .map(({ receivedAt, event: e }) => {
      const tags = Object.entries(e.tags ?? {})
        .map(([k, v]) => `${escapeHtml(k)}=${escapeHtml(String(v))}`)
        .join('<br>');
      return `<tr><td><time datetime="${escapeHtml(receivedAt)}">${escapeHtml(receivedAt)}</time></td><td>${escapeHtml(e.level ?? '')}</td><td><pre>${escapeHtml(messageOf(e))}</pre></td><td>${tags}</td><td>${escapeHtml(e.request?.url ?? '')}</td><td>${escapeHtml([e.environment, e.release].filter(Boolean).join(' · '))}</td><td><details><summary>Event</summary><pre>${escapeHtml(JSON.stringify(e, null, 2))}</pre></details></td></tr>`;
    })
    .join('\n');
  return sandboxPage(
    'Error reports',
    'This is the local cloud’s stand-in for Sentry, the error-reporting service. It keeps what the web app reported (browser errors and failed API calls, scrubbed of personal data) on this machine; nothing is sent anywhere.',
    reports.length
      ? `<table><caption>Error events received</caption><thead><tr><th>Received</th><th>Level</th><th>Error</th><th>Tags</th><th>Page</th><th>Environment</th><th>Everything sent</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No errors reported yet.</p>',
  );
}
