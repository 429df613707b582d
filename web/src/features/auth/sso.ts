import { buildUrl, IdentityRoutes, SESSION_CSRF_HEADER, SsoRoutes } from '@polyloop/shared';
import { api } from '../../lib/api';
import { config } from '../../lib/config';

/**
 * Single sign-on: the authorization code flow with PKCE at managed login (Cognito's in AWS, the
 * local cloud's stand-in), through the identity provider that serves the address's domain. Only
 * the verifier and the state wait in sessionStorage for the way back (never a token); the
 * callback trades the code, hands the refresh token to the token endpoint, which keeps it in its
 * httpOnly cookie, and the app then starts from that cookie as after a reload.
 */

const PENDING_KEY = 'polyloop.sso';
export const CALLBACK_PATH = '/auth/callback';

interface Pending {
  verifier: string;
  state: string;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const randomText = () => base64url(crypto.getRandomValues(new Uint8Array(32)));
const callbackUrl = () => `${window.location.origin}${CALLBACK_PATH}`;

/** The provider that signs in this address, or null when its company has none. */
export async function providerFor(email: string): Promise<string | null> {
  return (await api(SsoRoutes.routeSignIn, { query: { email } })).data.identityProvider;
}

/** Sends the browser to managed login, which sends it on to the provider. */
export async function startSingleSignOn(email: string, provider: string): Promise<void> {
  const pending: Pending = { verifier: randomText(), state: randomText() };
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(pending.verifier));
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(`${config().managedLoginUrl}/oauth2/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config().clientId,
    redirect_uri: callbackUrl(),
    scope: 'openid email profile',
    state: pending.state,
    code_challenge: base64url(new Uint8Array(digest)),
    code_challenge_method: 'S256',
    identity_provider: provider,
    login_hint: email,
  }).toString();
  window.location.assign(url.toString());
}

/** Why a sign-in came back without a session, in the words a person reads. */
export class SsoFailure extends Error {}

/** Trades the code the callback got; the session cookie is set when this resolves. */
export async function finishSingleSignOn(params: URLSearchParams): Promise<void> {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  const pending = raw ? (JSON.parse(raw) as Pending) : undefined;
  const error = params.get('error');
  if (error)
    throw new SsoFailure(params.get('error_description') || 'Your identity provider did not sign you in.');
  const code = params.get('code');
  if (!pending || !code || params.get('state') !== pending.state)
    throw new SsoFailure(
      'This sign-in was not started here, or has already been used. Please sign in again.',
    );
  const answer = await fetch(`${config().managedLoginUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: config().clientId,
      code,
      redirect_uri: callbackUrl(),
      code_verifier: pending.verifier,
    }),
  });
  if (!answer.ok) throw new SsoFailure('The sign-in could not be completed. Please sign in again.');
  const { refresh_token: refreshToken } = (await answer.json()) as { refresh_token?: string };
  const session = await fetch(buildUrl(config().apiUrl, IdentityRoutes.startSession.path), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { [SESSION_CSRF_HEADER]: '1', 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  if (!session.ok) throw new SsoFailure('Sign-in is unavailable right now. Please try again.');
}
