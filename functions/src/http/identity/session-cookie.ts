import { SESSION_CSRF_HEADER } from '@polyloop/shared/identity/account';

/**
 * The browser's session cookie: the refresh token, httpOnly (no script reads it), Secure, and
 * SameSite=Strict (no other site's page sends it), scoped to the token endpoint's paths, living as
 * long as the app client lets a refresh token live. Browsers take Secure cookies from
 * http://localhost too, so the local cloud sets the same cookie.
 */
export const SESSION_COOKIE = 'polyloop_session';
export const SESSION_COOKIE_PATH = '/api/auth';
/** The app client's refresh-token validity (infra/aws/constructs/auth.ts). */
export const SESSION_MAX_AGE_SECONDS = 30 * 86_400;

const attributes = `Path=${SESSION_COOKIE_PATH}; HttpOnly; Secure; SameSite=Strict`;

export const sessionCookie = (refreshToken: string): string =>
  `${SESSION_COOKIE}=${encodeURIComponent(refreshToken)}; Max-Age=${SESSION_MAX_AGE_SECONDS}; ${attributes}`;

/** Tells the browser to forget the cookie. */
export const clearedSessionCookie = (): string => `${SESSION_COOKIE}=; Max-Age=0; ${attributes}`;

/**
 * The refresh token the request's cookies carry: API Gateway hands them over as `cookies`
 * ("name=value" each), a plain `Cookie` header joins them with "; ".
 */
export function sessionTokenOf(cookies: readonly string[] | undefined, header?: string): string | undefined {
  const all = [...(cookies ?? []), ...(header ? header.split(';') : [])];
  for (const cookie of all) {
    const at = cookie.indexOf('=');
    if (at < 0 || cookie.slice(0, at).trim() !== SESSION_COOKIE) continue;
    try {
      const value = decodeURIComponent(cookie.slice(at + 1).trim());
      if (value) return value;
    } catch {
      // a value that is not URI-encoded is no token of ours
    }
  }
  return undefined;
}

/**
 * Whether the call carries the header only the app's own pages send: a page of another site
 * cannot add it to a request without a CORS grant the API does not give.
 */
export const sentByTheApp = (headers: Record<string, string | undefined>): boolean =>
  headers[SESSION_CSRF_HEADER] === '1';
