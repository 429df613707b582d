import { IdentityRoutes } from '@polyloop/shared/contract/routes/identity';
import { Forbidden, Unauthorized } from '../../lib/errors.js';
import { implement, withCookies, type HttpEvent } from '../preset.js';
import { clearedSessionCookie, sentByTheApp, sessionCookie, sessionTokenOf } from './session-cookie.js';
import { loadOnce } from '../../lib/lazy.js';

const sessions = loadOnce(() => import('../../domain/auth/session.service.js'));
const signIns = loadOnce(() => import('./sign-in-record.js'));

/** Every call must carry the app's header (CSRF); the refresh token comes from the cookie alone. */
function cookieOf(event: HttpEvent): string | undefined {
  if (!sentByTheApp(event.headers)) throw new Forbidden('This call must come from the Polyloop app.');
  return sessionTokenOf(event.cookies, event.headers.cookie);
}

/** The browser's session: a refresh token kept in an httpOnly cookie, exchanged here for tokens. */
export const sessionRoutes = implement(IdentityRoutes, {
  startSession: async ({ body, event }) => {
    cookieOf(event);
    // Only a refresh token Cognito answers is kept: the cookie never holds what it did not issue.
    const tokens = await (await sessions()).tokensFor(body.refreshToken);
    await (await signIns()).recordSessionStart(tokens.idToken, event);
    return withCookies(tokens, [sessionCookie(body.refreshToken)]);
  },
  refreshSession: async ({ event }) => {
    const token = cookieOf(event);
    if (!token) throw new Unauthorized((await sessions()).SESSION_ENDED);
    return (await sessions()).tokensFor(token);
  },
  endSession: async ({ event }) => {
    const token = cookieOf(event);
    if (token) await (await sessions()).revoke(token);
    return withCookies(undefined, [clearedSessionCookie()]);
  },
});
