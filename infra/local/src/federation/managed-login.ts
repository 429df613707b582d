import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  DescribeUserPoolClientCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { escapeHtml } from '../html.js';
import type { FederationStore } from './store.js';
import { newRefreshToken, poolTokens } from './tokens.js';

/**
 * Managed login's stand-in (cognito-local has no OAuth endpoints): the authorization code flow
 * with PKCE for the app client, federated to the company's identity provider, as Cognito's
 * `/oauth2/authorize`, `/oauth2/idpresponse` and `/oauth2/token` run it. Codes are single-use and
 * live five minutes; a code is traded only with the verifier of its challenge and at the
 * redirect_uri it was given for. Who a provider may sign in is the product's rule
 * (`federatedMember`): a member of the provider's own company, found by e-mail.
 */

export interface ManagedLoginOptions {
  store: FederationStore;
  /** cognito-local, directly. */
  cognito: CognitoIdentityProviderClient;
  pool: { userPoolId: string; clientId: string; issuer: string };
  /** Where managed login answers (`http://localhost:<port>/_cognito`). */
  baseUrl: string;
  /** The app client's callback addresses. */
  callbackUrls: string[];
}

interface Pending {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  provider: string;
  nonce: string;
  /** PKCE towards the provider too, as managed login uses it with OIDC providers. */
  upstreamVerifier: string;
  expiresAt: number;
}
interface Issued {
  username: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  provider: string;
  expiresAt: number;
}
interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  issuer: string;
}

const FIVE_MINUTES = 5 * 60_000;
const random = () => randomBytes(32).toString('base64url');
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function errorPage(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    `<!doctype html><title>Sign-in error</title><h1>Sign-in error</h1><p role="alert">${escapeHtml(message)}</p>`,
  );
}
function redirect(res: ServerResponse, to: string): void {
  res.writeHead(302, { location: to, 'cache-control': 'no-store' });
  res.end();
}
function back(res: ServerResponse, redirectUri: string, params: Record<string, string>): void {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
  redirect(res, url.toString());
}
function tokenError(
  res: ServerResponse,
  error: string,
  description: string,
  cors: Record<string, string>,
): void {
  res.writeHead(400, { ...cors, 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error, error_description: description }));
}

export function createManagedLogin(options: ManagedLoginOptions) {
  const pending = new Map<string, Pending>();
  const issued = new Map<string, Issued>();
  const discoveries = new Map<string, Promise<Discovery>>();
  const idpResponseUrl = `${options.baseUrl}/oauth2/idpresponse`;
  const appOrigin = new URL(options.callbackUrls[0] ?? options.baseUrl).origin;

  const discover = (issuer: string): Promise<Discovery> => {
    let found = discoveries.get(issuer);
    if (!found) {
      found = fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`).then(async (answer) => {
        if (!answer.ok) throw new Error(`${issuer} has no OpenID configuration`);
        return (await answer.json()) as Discovery;
      });
      found.catch(() => discoveries.delete(issuer));
      discoveries.set(issuer, found);
    }
    return found;
  };

  async function offered(provider: string): Promise<boolean> {
    const described = await options.cognito.send(
      new DescribeUserPoolClientCommand({
        UserPoolId: options.pool.userPoolId,
        ClientId: options.pool.clientId,
      }),
    );
    return (described.UserPoolClient?.SupportedIdentityProviders ?? []).includes(provider);
  }

  async function authorize(res: ServerResponse, query: URLSearchParams): Promise<void> {
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== options.pool.clientId) return errorPage(res, 400, 'Unknown client.');
    // Never send anyone to an address the client does not list.
    if (!options.callbackUrls.includes(redirectUri)) return errorPage(res, 400, 'redirect_mismatch');
    const state = query.get('state') ?? '';
    const fail = (error: string, description: string) =>
      back(res, redirectUri, { error, error_description: description, state });
    if (query.get('response_type') !== 'code')
      return fail('unsupported_response_type', 'Only the code flow.');
    const codeChallenge = query.get('code_challenge') ?? '';
    if (query.get('code_challenge_method') !== 'S256' || !/^[\w-]{43,128}$/.test(codeChallenge))
      return fail('invalid_request', 'A code_challenge with code_challenge_method S256 is required.');
    if (!(query.get('scope') ?? '').split(' ').includes('openid'))
      return fail('invalid_scope', 'The openid scope is required.');
    const name = query.get('identity_provider') ?? '';
    const provider = options.store.provider(name);
    if (!provider || !(await offered(name)))
      return fail('invalid_request', 'The identity provider is not offered by this client.');
    if (provider.ProviderType !== 'OIDC' || !provider.ProviderDetails.oidc_issuer)
      return fail('invalid_request', 'The local cloud federates to OpenID Connect providers only.');
    const discovery = await discover(provider.ProviderDetails.oidc_issuer);
    const id = random();
    const nonce = random();
    const upstreamVerifier = random();
    pending.set(id, {
      upstreamVerifier,
      clientId: options.pool.clientId,
      redirectUri,
      state,
      codeChallenge,
      provider: name,
      nonce,
      expiresAt: Date.now() + FIVE_MINUTES,
    });
    const to = new URL(discovery.authorization_endpoint);
    to.searchParams.set('client_id', provider.ProviderDetails.client_id ?? '');
    to.searchParams.set('response_type', 'code');
    to.searchParams.set('redirect_uri', idpResponseUrl);
    to.searchParams.set('scope', provider.ProviderDetails.authorize_scopes ?? 'openid email');
    to.searchParams.set('state', id);
    to.searchParams.set('nonce', nonce);
    to.searchParams.set('code_challenge', challengeOf(upstreamVerifier));
    to.searchParams.set('code_challenge_method', 'S256');
    const hint = query.get('login_hint');
    if (hint) to.searchParams.set('login_hint', hint);
    redirect(res, to.toString());
  }

  async function idpResponse(res: ServerResponse, query: URLSearchParams): Promise<void> {
    const id = query.get('state') ?? '';
    const login = pending.get(id);
    pending.delete(id);
    if (!login || login.expiresAt < Date.now())
      return errorPage(res, 400, 'This sign-in has expired. Start again from the app.');
    const fail = (description: string) =>
      back(res, login.redirectUri, {
        error: 'access_denied',
        error_description: description,
        state: login.state,
      });
    if (query.get('error'))
      return fail(query.get('error_description') ?? 'The identity provider refused the sign-in.');
    const provider = options.store.provider(login.provider);
    if (!provider) return fail('The identity provider was removed.');
    const details = provider.ProviderDetails;
    const discovery = await discover(details.oidc_issuer ?? '');
    const answer = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(details.client_id ?? '')}:${encodeURIComponent(details.client_secret ?? '')}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: query.get('code') ?? '',
        redirect_uri: idpResponseUrl,
        code_verifier: login.upstreamVerifier,
      }),
    });
    if (!answer.ok) return fail('The identity provider did not confirm the sign-in.');
    const { id_token: idToken } = (await answer.json()) as { id_token?: string };
    let email: string;
    try {
      const { payload } = await jwtVerify(idToken ?? '', createRemoteJWKSet(new URL(discovery.jwks_uri)), {
        issuer: discovery.issuer,
        audience: details.client_id,
      });
      if (payload.nonce !== login.nonce) throw new Error('nonce');
      email = String(payload.email ?? '').toLowerCase();
      if (!email || payload.email_verified === false) throw new Error('email');
    } catch {
      return fail('The identity provider’s answer could not be verified.');
    }
    const { federatedMember, FederationRefused } = await import('@polyloop/functions/domain/sso/index');
    let username: string;
    try {
      username = (await federatedMember(login.provider, email)).email;
    } catch (error) {
      if (error instanceof FederationRefused) return fail(error.message);
      throw error;
    }
    const code = random();
    issued.set(code, {
      username,
      clientId: login.clientId,
      redirectUri: login.redirectUri,
      codeChallenge: login.codeChallenge,
      provider: login.provider,
      expiresAt: Date.now() + FIVE_MINUTES,
    });
    back(res, login.redirectUri, { code, state: login.state });
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors: Record<string, string> =
      req.headers.origin === appOrigin ? { 'access-control-allow-origin': appOrigin, vary: 'origin' } : {};
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    if (form.get('grant_type') !== 'authorization_code')
      return tokenError(res, 'unsupported_grant_type', 'Only authorization_code.', cors);
    const code = form.get('code') ?? '';
    const grant = issued.get(code);
    // One use, whatever comes of it: a code seen twice was stolen or replayed.
    issued.delete(code);
    if (!grant || grant.expiresAt < Date.now())
      return tokenError(res, 'invalid_grant', 'Invalid code.', cors);
    if (form.get('client_id') !== grant.clientId)
      return tokenError(res, 'invalid_client', 'Invalid client.', cors);
    if (form.get('redirect_uri') !== grant.redirectUri)
      return tokenError(
        res,
        'invalid_grant',
        'The redirect_uri differs from the authorization request’s.',
        cors,
      );
    if (challengeOf(form.get('code_verifier') ?? '') !== grant.codeChallenge)
      return tokenError(res, 'invalid_grant', 'The code_verifier does not match the code_challenge.', cors);
    const tokens = await poolTokens(options.cognito, options.pool, grant.username);
    const refreshToken = newRefreshToken();
    options.store.startSession(refreshToken, {
      username: grant.username,
      clientId: grant.clientId,
      provider: grant.provider,
      createdAt: new Date().toISOString(),
    });
    res.writeHead(200, { ...cors, 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(
      JSON.stringify({
        id_token: tokens.idToken,
        access_token: tokens.accessToken,
        refresh_token: refreshToken,
        expires_in: tokens.expiresIn,
        token_type: 'Bearer',
      }),
    );
  }

  /** `/_cognito/oauth2/…`: false when the path is none of managed login's. */
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    const route = url.pathname.replace(/^\/_cognito/, '');
    if (route === '/oauth2/authorize' && req.method === 'GET') await authorize(res, url.searchParams);
    else if (route === '/oauth2/idpresponse' && req.method === 'GET')
      await idpResponse(res, url.searchParams);
    else if (route === '/oauth2/token' && req.method === 'POST') await token(req, res);
    else if (route === '/oauth2/token' && req.method === 'OPTIONS') {
      const allowed = req.headers.origin === appOrigin;
      res.writeHead(allowed ? 204 : 403, {
        ...(allowed
          ? {
              'access-control-allow-origin': appOrigin,
              'access-control-allow-headers': 'content-type',
              'access-control-allow-methods': 'POST',
            }
          : {}),
        vary: 'origin',
      });
      res.end();
    } else return false;
    return true;
  };
}
