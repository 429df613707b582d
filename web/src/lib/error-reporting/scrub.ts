import type { Breadcrumb, Event } from '@sentry/react';

/**
 * What leaves the browser in an error report names no person (spec part 1 §7; tenant and route
 * only): the user is dropped, the request keeps its path alone (no query, headers or cookies),
 * URLs lose their query strings and fragments wherever they appear, and every e-mail address in
 * any text (an error's message, a breadcrumb) becomes "[email]". Pure functions, so the rules
 * are tested without a browser (scrub.test.ts).
 */

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d-]+(?:\.[a-z\d-]+)+/gi;
/** Keys whose value is a URL, wherever they sit (request, breadcrumb data, span data). */
const URL_KEYS = new Set(['url', 'http.url', 'from', 'to', 'referrer', 'Referer']);
/** Keys that hold a query string or fragment on their own: dropped. */
const QUERY_KEYS = new Set(['query_string', 'http.query', 'http.fragment', 'url.query', 'url.fragment']);
/** Past this depth a value is dropped rather than walked (events are normalized well above it). */
const MAX_DEPTH = 24;

export const redactEmails = (text: string) => text.replace(EMAIL, '[email]');

/** The URL without its query string and fragment (which may hold search terms, tokens, names). */
export const pathOnly = (url: string) => url.replace(/[?#][\s\S]*$/, '');

/** A span's "GET /api/x?q=…" without the query. */
const withoutQueries = (text: string) => text.replace(/\?[^\s#]*/g, '').replace(/#\S*/g, '');

function clean(value: unknown, key: string, depth: number): unknown {
  if (typeof value === 'string') {
    const text = URL_KEYS.has(key) ? pathOnly(value) : key === 'description' ? withoutQueries(value) : value;
    return redactEmails(text);
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.map((item) => clean(item, key, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (QUERY_KEYS.has(k)) continue;
    out[k] = clean(v, k, depth + 1);
  }
  return out;
}

/** The event as it may leave the browser: `beforeSend` and `beforeSendTransaction`. */
export function scrubEvent<T extends Event>(event: T): T {
  const { user: _user, request, breadcrumbs, ...rest } = event;
  const kept = breadcrumbs?.map(scrubBreadcrumb).filter((b): b is Breadcrumb => b !== null);
  return clean(
    {
      ...rest,
      ...(request?.url ? { request: { url: request.url } } : {}),
      ...(kept ? { breadcrumbs: kept } : {}),
    },
    '',
    0,
  ) as T;
}

/** A breadcrumb as it may be kept: console lines and clicked or typed-in elements never are. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  const category = breadcrumb.category ?? '';
  if (category === 'console' || category.startsWith('ui.')) return null;
  return clean(breadcrumb, '', 0) as Breadcrumb;
}
