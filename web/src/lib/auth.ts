import { useSyncExternalStore } from 'react';
import { config } from './config';
import { isExpiring, refreshDelay, userFromIdToken, type SessionUser, type Tokens } from './token';

export interface Session {
  tokens: Tokens;
  user: SessionUser;
  /** The refresh failed: the user stays on the page until they choose to sign in again. */
  expired?: boolean;
}

const STORAGE_KEY = 'polyloop.tokens';
export const POST_LOGIN_PATH_KEY = 'postLoginPath';

/** An error Cognito answered; `message` is Cognito's own text ("Incorrect username or password."). */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

let session: Session | null = readStored();
/** The last session ended by signing out: the next person to sign in starts on their own dashboard. */
let signedOut = false;
let refreshing: Promise<Session | null> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const expiredListeners = new Set<() => void>();

function readStored(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const tokens = JSON.parse(raw) as Tokens;
    return { tokens, user: userFromIdToken(tokens.idToken) };
  } catch {
    return null;
  }
}

function setSession(next: Session | null) {
  session = next;
  if (next && !next.expired) localStorage.setItem(STORAGE_KEY, JSON.stringify(next.tokens));
  else localStorage.removeItem(STORAGE_KEY);
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

/** amazon-cognito-identity-js, loaded with the sign-in page rather than the app's first JavaScript. */
const cognito = () => import('./cognito');

/** Runs a Cognito call, its failure as an AuthError with Cognito's own words. */
async function attempt<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const { code, message } = (await cognito()).failureOf(error);
    throw new AuthError(message || fallback, code);
  }
}

const sessionOf = (tokens: Tokens): Session => ({ tokens, user: userFromIdToken(tokens.idToken) });

export async function signIn(email: string, password: string): Promise<Session> {
  const tokens = await attempt(
    async () => (await cognito()).signIn(config(), email, password),
    'Sign-in failed. Please try again.',
  );
  const next = sessionOf(tokens);
  signedOut = false;
  setSession(next);
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
  try {
    await (await cognito()).changePassword(config(), tokens, previous, proposed);
  } catch (error) {
    const { code, message } = (await cognito()).failureOf(error);
    throw new AuthError(
      code === 'NotAuthorizedException'
        ? 'The current password is incorrect.'
        : message || 'The password could not be changed.',
      code,
    );
  }
}

/** One refresh at a time; a failure ends the session and tells the expired listeners. */
export function refreshSession(): Promise<Session | null> {
  const current = session;
  if (!current || current.expired) return Promise.resolve(null);
  refreshing ??= cognito()
    .then((c) => c.refresh(config(), current.user.email, current.tokens.refreshToken))
    .then((tokens) => {
      const next = sessionOf(tokens);
      setSession(next);
      return next;
    })
    .catch(() => {
      setSession({ ...current, expired: true });
      expiredListeners.forEach((l) => l());
      return null;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** The id token the API expects as `Authorization: Bearer`, refreshed first if about to expire. */
export async function getIdToken(): Promise<string | null> {
  if (!session || session.expired) return null;
  if (isExpiring(session.tokens, Date.now())) return (await refreshSession())?.tokens.idToken ?? null;
  return session.tokens.idToken;
}

export function clearSession() {
  setSession(null);
}

/**
 * Ends the session because the person signed out. The page they were on is not remembered: in a
 * shared browser it belongs to them, not to whoever signs in next.
 */
export function endSession() {
  const current = session;
  // Best effort: the session ends here whether or not Cognito hears of it.
  if (current && !current.expired)
    void cognito()
      .then((c) => c.revoke(config(), current.user.email, current.tokens.refreshToken))
      .catch(() => undefined);
  signedOut = true;
  sessionStorage.removeItem(POST_LOGIN_PATH_KEY);
  setSession(null);
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
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== STORAGE_KEY) return;
    session = readStored();
    schedule();
    listeners.forEach((l) => l());
  });
  schedule();
}
