import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { escapeHtml } from './html.js';
import { SANDBOX_IDP } from './federation/sandbox-client.js';
import { sandboxIdpStore } from './federation/sandbox-idp-store.js';

/**
 * The sandbox identity provider: a company's own directory (Microsoft Entra, Google Workspace,
 * Okta…) as the local cloud has it, an OpenID Connect provider built on `oidc-provider` (a
 * certified implementation). Any address signs in with the password `sandbox`: it checks no real
 * directory, and its page says so. Polyloop's managed-login stand-in is its one client, as a
 * company registers Polyloop in its own provider.
 */

export { SANDBOX_IDP };

export interface SandboxIdp {
  issuer: string;
  close(): Promise<void>;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function page(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox identity provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a202c}
.sandbox{background:#fefcbf;border:1px solid #d69e2e;padding:.75rem;border-radius:6px}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.25rem;padding:.6rem 1.2rem;font-size:1rem}.error{color:#c53030}</style></head>
<body><h1>Sandbox identity provider</h1>
<p class="sandbox" role="note">This is a sandbox that stands in for your company’s identity provider (Microsoft Entra, Google Workspace, Okta) in the local cloud. It checks no real directory: any e-mail address signs in with the password <strong>${SANDBOX_IDP.password}</strong>.</p>
${body}</body></html>`);
}

function loginForm(uid: string, email: string, client: string, error?: string): string {
  return `<h2>Sign in to ${escapeHtml(client)}</h2>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">Work e-mail</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>`;
}

/** Starts the provider on `port`; it sends people back to `redirectUri` (managed login's `/oauth2/idpresponse`). */
export async function startSandboxIdp(options: { port: number; redirectUri: string }): Promise<SandboxIdp> {
  const issuer = `http://localhost:${options.port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'sandbox', alg: 'RS256', use: 'sig' };
  const provider = new Provider(issuer, {
    adapter: sandboxIdpStore(),
    clients: [
      {
        client_id: SANDBOX_IDP.clientId,
        client_secret: SANDBOX_IDP.clientSecret,
        client_name: 'Polyloop',
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['polyloop-sandbox-idp'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The id token carries the address itself, as Entra and Okta send it.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub, email_verified: true, name: sub.split('@')[0] }),
    }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // The sandbox's own pages: a clear error rather than the library's default one.
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Sandbox identity provider</title><h1>Sandbox identity provider</h1><p role="alert">${escapeHtml(String(out.error_description ?? out.error))}</p>`;
    },
  });
  const callback = provider.callback();

  const interaction = async (req: IncomingMessage, res: ServerResponse, uid: string, action?: string) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid)
      return page(res, 400, '<p role="alert">This sign-in has expired. Start again from the app.</p>');
    const clientId = String(details.params.client_id ?? '');
    const client = await provider.Client.find(clientId);
    const clientName = client?.clientName ?? clientId;
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    if (action !== 'login' || req.method !== 'POST') return page(res, 200, loginForm(uid, hint, clientName));
    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || form.get('password') !== SANDBOX_IDP.password)
      return page(res, 200, loginForm(uid, email, clientName, 'Incorrect e-mail address or password.'));
    // Signing in is consenting: a company's provider does not ask its people about its own apps.
    const grant = new provider.Grant({ accountId: email, clientId });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: email }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  const server: Server = createServer((req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login))?$/.exec((req.url ?? '').split('?')[0] ?? '');
    if (match) {
      interaction(req, res, match[1]!, match[2]).catch((error: unknown) => {
        console.error('[sandbox identity provider]', error);
        if (!res.headersSent)
          page(res, 400, '<p role="alert">This sign-in has expired. Start again from the app.</p>');
      });
      return;
    }
    void callback(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    issuer,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
