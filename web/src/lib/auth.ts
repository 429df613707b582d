import { useSyncExternalStore } from 'react';
import { config } from './config';
import {
  decodeJwtPayload,
  isExpiring,
  refreshDelay,
  userFromIdToken,
  type SessionUser,
  type Tokens,
} from './token';

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

interface AuthenticationResult {
  IdToken: string;
  AccessToken: string;
  RefreshToken?: string;
  /** Cognito always sends it; cognito-local leaves it out. */
  ExpiresIn?: number;
}

function callCognito(action: string, body: unknown): Promise<Response> {
  return fetch(config().cognitoEndpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });
}

async function initiateAuth(
  authFlow: string,
  parameters: Record<string, string>,
): Promise<AuthenticationResult> {
  const res = await callCognito('InitiateAuth', {
    AuthFlow: authFlow,
    ClientId: config().clientId,
    AuthParameters: parameters,
  });
  const body = (await res.json().catch(() => ({}))) as {
    AuthenticationResult?: AuthenticationResult;
    ChallengeName?: string;
    __type?: string;
    message?: string;
  };
  if (!res.ok) {
    // Cognito may prefix the type with a namespace ("…#UserNotConfirmedException").
    const code = (body.__type ?? String(res.status)).split('#').pop() ?? '';
    throw new AuthError(body.message ?? 'Sign-in failed. Please try again.', code);
  }
  if (!body.AuthenticationResult) {
    throw new AuthError(
      `Sign-in needs a step this app does not support yet (${body.ChallengeName ?? 'unknown'}).`,
      'Challenge',
    );
  }
  return body.AuthenticationResult;
}

/**
 * When the tokens expire: from ExpiresIn (relative, so the browser's clock does not matter), else
 * from the id token's `exp`. Without either the refresh timer would fire at once, forever.
 */
function expiryOf(result: AuthenticationResult): number {
  if (typeof result.ExpiresIn === 'number' && Number.isFinite(result.ExpiresIn))
    return Date.now() + result.ExpiresIn * 1000;
  const exp = decodeJwtPayload(result.IdToken).exp;
  if (typeof exp === 'number' && Number.isFinite(exp)) return exp * 1000;
  throw new AuthError('Cognito returned tokens without an expiry', 'NoExpiry');
}

function toSession(result: AuthenticationResult, previousRefreshToken?: string): Session {
  const refreshToken = result.RefreshToken ?? previousRefreshToken;
  if (!refreshToken) throw new AuthError('Cognito returned no refresh token', 'NoRefreshToken');
  const tokens: Tokens = {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken,
    expiresAt: expiryOf(result),
  };
  return { tokens, user: userFromIdToken(tokens.idToken) };
}

export async function signIn(email: string, password: string): Promise<Session> {
  const next = toSession(await initiateAuth('USER_PASSWORD_AUTH', { USERNAME: email, PASSWORD: password }));
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
  const accessToken = session?.tokens.accessToken ?? current.tokens.accessToken;
  const res = await callCognito('ChangePassword', {
    PreviousPassword: previous,
    ProposedPassword: proposed,
    AccessToken: accessToken,
  });
  if (res.ok) return;
  const body = (await res.json().catch(() => ({}))) as { __type?: string; message?: string };
  const code = (body.__type ?? String(res.status)).split('#').pop() ?? '';
  const message =
    code === 'NotAuthorizedException'
      ? 'The current password is incorrect.'
      : (body.message ?? 'The password could not be changed.');
  throw new AuthError(message, code);
}

/** One refresh at a time; a failure ends the session and tells the expired listeners. */
export function refreshSession(): Promise<Session | null> {
  const current = session;
  if (!current || current.expired) return Promise.resolve(null);
  refreshing ??= initiateAuth('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: current.tokens.refreshToken })
    .then((result) => {
      const next = toSession(result, current.tokens.refreshToken);
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
