import { useSyncExternalStore } from 'react';
import { buildUrl, SESSION_CSRF_HEADER, SessionTokens } from '@polyloop/shared';
import { FrameRoutes } from '@polyloop/shared/contract/routes/frame';
import type { CodeRequired } from './cognito-code';
import { backoffDelay } from './backoff';
import { config } from './config';
import { isExpiring, refreshDelay, userFromIdToken, type SessionUser, type Tokens } from './token';

/**
 * The signed-in person's session. The id and access tokens live in this module's memory only; the
 * refresh token lives in an httpOnly cookie the token endpoint (`/api/auth/*`) sets and reads, so
 * no script (and no stored page data) ever holds a token. A reload restores the session from the
 * cookie; tabs tell each other of sign-ins and sign-outs, never of tokens.
 */
export interface Session {
  tokens: Tokens;
  user: SessionUser;
  /** The refresh failed: the user stays on the page until they choose to sign in again. */
  expired?: boolean;
}

export const POST_LOGIN_PATH_KEY = 'postLoginPath';

/** An error Cognito answered; `message` is Cognito's own text ("Incorrect username or password."). */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** A sign-in waiting for its authenticator code (code `CodeRequired`). */
    readonly pending?: CodeRequired,
  ) {
    super(message);
  }
}

/** The code of a sign-in whose password was right and whose person signs in with two steps. */
export const CODE_REQUIRED = 'CodeRequired';

let session: Session | null = null;
/** The last session ended by signing out: the next person to sign in starts on their own dashboard. */
let signedOut = false;
let refreshing: Promise<Session | null> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const expiredListeners = new Set<() => void>();

/** What one tab tells the others: news only, never a token. */
type SessionNews = 'signed-in' | 'signed-out';
const tabs = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('polyloop.session');
const tell = (news: SessionNews) => tabs?.postMessage(news);

function setSession(next: Session | null) {
  session = next;
  schedule();
  listeners.forEach((l) => l());
}

function schedule() {
  clearTimeout(timer);
  if (!session || session.expired) return;
  timer = setTimeout(() => void refreshSession(), refreshDelay(session.tokens.expiresAt, Date.now()));
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const getSession = () => session;

/** Called when a refresh fails: the UI offers to sign in again. */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/** A call to the token endpoint, with the header that shows it comes from the app (CSRF). */
function tokenEndpoint(path: string, body?: unknown): Promise<Response> {
  return fetch(buildUrl(config().apiUrl, path), {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      [SESSION_CSRF_HEADER]: '1',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The tokens the endpoint answers, or null when it knows no session (401). */
async function tokensFrom(res: Response): Promise<Tokens | null> {
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`The session could not be read (${res.status})`);
  const answer = SessionTokens.parse(await res.json());
  return {
    idToken: answer.idToken,
    accessToken: answer.accessToken,
    // Relative, so the browser's clock does not matter.
    expiresAt: Date.now() + answer.expiresIn * 1000,
  };
}

const sessionOf = (tokens: Tokens): Session => ({ tokens, user: userFromIdToken(tokens.idToken) });

/** amazon-cognito-identity-js, loaded with the sign-in page rather than the app's first JavaScript. */
const cognito = () => import('./cognito');

/**
 * Signs in with Cognito (the flow /config.json names), then hands the refresh token to the token
 * endpoint, which keeps it in the cookie; the page keeps the id and access tokens only.
 */
export async function signIn(email: string, password: string): Promise<Session> {
  const lib = await cognito();
  let refreshToken: string;
  try {
    refreshToken = (await lib.signIn(config(), email, password)).refreshToken;
  } catch (error) {
    // Two-step sign-in: the sign-in page answers with the authenticator's code (`two-step.ts`).
    if (error instanceof lib.CodeRequired)
      throw new AuthError('Enter the code from your authenticator app.', CODE_REQUIRED, error);
    const { code, message } = lib.failureOf(error);
    throw new AuthError(message || 'Sign-in failed. Please try again.', code);
  }
  return keepSession(refreshToken);
}

/** Hands a sign-in's refresh token to the token endpoint, which keeps it in the cookie; the page keeps the id and access tokens only. */
export async function keepSession(refreshToken: string): Promise<Session> {
  const tokens = await tokenEndpoint(FrameRoutes.startSession.path, { refreshToken })
    .then(tokensFrom)
    .catch(() => null);
  if (!tokens) throw new AuthError('Sign-in is unavailable right now. Please try again.', 'NoSession');
  const next = sessionOf(tokens);
  signedOut = false;
  setSession(next);
  tell('signed-in');
  return next;
}

/** Cognito's code for a sign-in of an account whose e-mail address is not verified yet. */
export const UNVERIFIED = 'UserNotConfirmedException';

/** Changes the signed-in user's password with their access token (Cognito ChangePassword). */
export async function changePassword(previous: string, proposed: string): Promise<void> {
  const current = session;
  if (!current || current.expired) throw new AuthError('Please sign in again.', 'NotSignedIn');
  if (isExpiring(current.tokens, Date.now())) await refreshSession();
  const tokens = session?.tokens ?? current.tokens;
  const lib = await cognito();
  try {
    await lib.changePassword(config(), tokens, previous, proposed);
  } catch (error) {
    const { code, message } = lib.failureOf(error);
    throw new AuthError(
      code === 'NotAuthorizedException'
        ? 'The current password is incorrect.'
        : message || 'The password could not be changed.',
      code,
    );
  }
}

/** Why a refresh failed when the token endpoint could not be reached or failed itself (5xx). */
const UNREACHED = Symbol('unreached');
/** Refreshes in a row that could not reach the token endpoint: how long the next one waits. */
let unreached = 0;
const reached = (res: Response) => (res.status >= 500 ? Promise.reject(UNREACHED) : res);

/**
 * One refresh at a time, through the cookie. A refusal ends the session and tells the expired
 * listeners; an endpoint that cannot be reached (the cloud down or restarting) leaves the session
 * as it is and tries again after a backoff, so an outage does not sign anyone out.
 */
export function refreshSession(): Promise<Session | null> {
  const current = session;
  if (!current || current.expired) return Promise.resolve(null);
  refreshing ??= tokenEndpoint(FrameRoutes.refreshSession.path)
    .then(reached, () => Promise.reject(UNREACHED))
    .then(tokensFrom)
    .then((tokens) => {
      if (!tokens) throw new Error('The session has ended');
      const next = sessionOf(tokens);
      unreached = 0;
      setSession(next);
      return next;
    })
    .catch((error: unknown) => {
      if (error === UNREACHED) {
        if (session !== current) return null;
        clearTimeout(timer);
        timer = setTimeout(() => void refreshSession(), backoffDelay(unreached++));
        return null;
      }
      setSession({ ...current, expired: true });
      expiredListeners.forEach((l) => l());
      return null;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/**
 * Picks up the session the cookie holds, if any: on page load (a reload stays signed in) and when
 * another tab signs in. Never fails: without a session the person is simply signed out.
 */
export async function restoreSession(): Promise<Session | null> {
  try {
    const tokens = await tokensFrom(await tokenEndpoint(FrameRoutes.refreshSession.path));
    if (tokens) {
      signedOut = false;
      setSession(sessionOf(tokens));
    }
  } catch {
    // No session to restore: the person signs in.
  }
  return session;
}

/** The id token the API expects as `Authorization: Bearer`, refreshed first if about to expire. */
export async function getIdToken(): Promise<string | null> {
  if (!session || session.expired) return null;
  if (isExpiring(session.tokens, Date.now()))
    // Not refreshed because the cloud is unreachable: the token as it is, which the server judges.
    return (
      (await refreshSession())?.tokens.idToken ?? (session?.expired ? null : session?.tokens.idToken) ?? null
    );
  return session.tokens.idToken;
}

export function clearSession() {
  setSession(null);
}

/**
 * Ends the session here because the person signed out. The page they were on is not remembered:
 * in a shared browser it belongs to them, not to whoever signs in next.
 */
export function endSession() {
  signedOut = true;
  sessionStorage.removeItem(POST_LOGIN_PATH_KEY);
  setSession(null);
}

/**
 * Signs out: the token endpoint revokes the refresh token and clears the cookie (best effort: an
 * unreachable endpoint still signs out here), then this tab and every other one end the session.
 */
export async function signOutEverywhere(): Promise<void> {
  await tokenEndpoint(FrameRoutes.endSession.path).catch(() => undefined);
  endSessionInEveryTab();
}

/** Ends the session here and in every other tab of this browser. */
export function endSessionInEveryTab() {
  endSession();
  tell('signed-out');
}

/** Remembers where an unauthenticated visit wanted to go, for after sign-in (not after a sign-out). */
export function rememberPostLoginPath(path: string) {
  if (!signedOut) sessionStorage.setItem(POST_LOGIN_PATH_KEY, path);
}
export function takePostLoginPath(): string {
  const path = sessionStorage.getItem(POST_LOGIN_PATH_KEY);
  sessionStorage.removeItem(POST_LOGIN_PATH_KEY);
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/login')
    ? path
    : '/dashboard';
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession);
}

// Another tab signed in or out: follow it.
tabs?.addEventListener('message', (e: MessageEvent<SessionNews>) => {
  if (e.data === 'signed-out') endSession();
  else if (e.data === 'signed-in') void restoreSession();
});
