import { createHash, randomBytes } from 'node:crypto';
import type { PublicConfig } from '@polyloop/shared';

/**
 * Single sign-on as a browser runs it against the local cloud: managed login's
 * `/oauth2/authorize` with a PKCE challenge, the sandbox identity provider's sign-in form, and
 * back to the app's callback with a code (or an error). Redirects are followed by hand, with the
 * identity provider's cookies kept as a browser keeps them.
 */

export const SANDBOX_IDP_CLIENT = { clientId: 'polyloop-local', clientSecret: 'sandbox-client-secret' };
export const SANDBOX_IDP_PASSWORD = 'sandbox';

export const newVerifier = () => randomBytes(32).toString('base64url');
export const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export interface Arrival {
  /** Where the browser landed: the app's callback (with `code` or `error`), or a page that refused. */
  url: URL;
  status: number;
  code?: string;
  error?: string;
  description?: string;
  state?: string;
}

export function authorizeUrl(
  config: PublicConfig,
  options: { provider: string; challenge: string; redirectUri: string; state?: string; email?: string },
): string {
  const url = new URL(`${config.managedLoginUrl}/oauth2/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: options.redirectUri,
    scope: 'openid email profile',
    state: options.state ?? 'state-1',
    code_challenge: options.challenge,
    code_challenge_method: 'S256',
    identity_provider: options.provider,
    ...(options.email ? { login_hint: options.email } : {}),
  }).toString();
  return url.toString();
}

/** Follows the flow from `start`, signing in at the sandbox identity provider as `email`. */
export async function throughIdentityProvider(
  start: string,
  email: string,
  callback: string,
  password = SANDBOX_IDP_PASSWORD,
): Promise<Arrival> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = new URL(start);
  let init: RequestInit = {};
  for (let hop = 0; hop < 12; hop += 1) {
    if (url.href.startsWith(callback)) {
      const params = url.searchParams;
      return {
        url,
        status: 302,
        code: params.get('code') ?? undefined,
        error: params.get('error') ?? undefined,
        description: params.get('error_description') ?? undefined,
        state: params.get('state') ?? undefined,
      };
    }
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers ?? {}), cookie: cookie() },
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    init = {};
    const location = res.headers.get('location');
    if (location && res.status >= 300 && res.status < 400) {
      url = new URL(location, url);
      continue;
    }
    // A page that is not the identity provider's form: the flow stopped there (a refusal).
    if (!url.pathname.startsWith('/interaction/')) return { url, status: res.status };
    // The identity provider's sign-in form.
    const html = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) return { url, status: res.status };
    url = new URL(action, url);
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    };
  }
  throw new Error(`The sign-in did not come back to ${callback}`);
}

/** Trades a code at managed login's token endpoint, as the callback page does. */
export async function exchange(
  config: PublicConfig,
  options: { code: string; verifier: string; redirectUri: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${config.managedLoginUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: config.clientId,
      code: options.code,
      redirect_uri: options.redirectUri,
      code_verifier: options.verifier,
    }).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
