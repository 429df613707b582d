import { beforeAll, describe, expect, inject, it } from 'vitest';
import { IdentityRoutes, SESSION_CSRF_HEADER, SessionTokens } from '@polyloop/shared';
import { signIn } from '../support/auth.js';
import { createCompany, useCloudEnv, type TestCompany } from '../support/companies.js';

/**
 * The browser's session endpoint (/api/auth/session, /refresh, /sign-out): the refresh token goes
 * into an httpOnly, Secure, SameSite=Strict cookie, comes back only from that cookie and only with
 * the app's header, and a sign-out revokes it.
 */

const cloud = inject('cloud');
let company: TestCompany;
beforeAll(async () => {
  useCloudEnv(cloud.env);
  company = await createCompany('Session');
});

const APP = { [SESSION_CSRF_HEADER]: '1' };
const post = (
  path: string,
  { headers = APP, cookie, body }: { headers?: Record<string, string>; cookie?: string; body?: unknown } = {},
) =>
  fetch(`${cloud.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      ...headers,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const { startSession, refreshSession, endSession } = IdentityRoutes;

/** Signs in as the browser does and hands the refresh token to the endpoint: its Set-Cookie and the cookie to send back. */
async function openSession(email = company.admin.email) {
  const tokens = await signIn(cloud.config, email);
  const res = await post(startSession.path, { body: { refreshToken: tokens.refreshToken } });
  expect(res.status).toBe(200);
  const [setCookie] = res.headers.getSetCookie();
  return { res, tokens, setCookie: setCookie ?? '', cookie: (setCookie ?? '').split(';')[0]! };
}

describe('the session cookie', () => {
  it('keeps the refresh token in an httpOnly, Secure, SameSite=Strict cookie for the token endpoint only, and answers tokens', async () => {
    const { res, setCookie, tokens } = await openSession();
    const attributes = setCookie.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/api/auth']),
    );
    expect(attributes.some((a) => a.startsWith('max-age=') && Number(a.slice(8)) > 0)).toBe(true);
    expect(setCookie).toContain(encodeURIComponent(tokens.refreshToken));
    const body = SessionTokens.parse(await res.json());
    expect(JSON.stringify(body)).not.toContain(tokens.refreshToken);
  });

  it('answers fresh tokens for the cookie, and the id token opens the API', async () => {
    const { cookie } = await openSession();
    const res = await post(refreshSession.path, { cookie });
    expect(res.status).toBe(200);
    const { idToken, expiresIn } = SessionTokens.parse(await res.json());
    expect(expiresIn).toBeGreaterThan(0);
    const account = await fetch(`${cloud.baseUrl}${IdentityRoutes.getAccount.path}`, {
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(account.status).toBe(200);
    expect(((await account.json()) as { email: string }).email).toBe(company.admin.email);
  });

  it('refuses a refresh without the cookie or with a forged one with 401', async () => {
    expect((await post(refreshSession.path)).status).toBe(401);
    const forged = await post(refreshSession.path, { cookie: 'polyloop_session=not-a-refresh-token' });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('keeps no refresh token Cognito did not issue', async () => {
    const res = await post(startSession.path, { body: { refreshToken: 'made-up' } });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses every call without the app’s header (another site’s page cannot send it), whatever the cookie', async () => {
    const { cookie, tokens } = await openSession();
    const refused = [
      await post(refreshSession.path, { headers: {}, cookie }),
      await post(startSession.path, { headers: {}, body: { refreshToken: tokens.refreshToken } }),
      await post(endSession.path, { headers: {}, cookie }),
      await post(refreshSession.path, { headers: { [SESSION_CSRF_HEADER]: 'yes' }, cookie }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect(refused.flatMap((r) => r.headers.getSetCookie())).toEqual([]);
    // The session is untouched: the sign-out above did nothing.
    expect((await post(refreshSession.path, { cookie })).status).toBe(200);
  });

  it('signs out by revoking the refresh token and clearing the cookie: the old cookie refreshes no more', async () => {
    const { cookie } = await openSession();
    const res = await post(endSession.path, { cookie });
    expect(res.status).toBe(204);
    const [cleared] = res.headers.getSetCookie();
    expect(cleared).toMatch(/^polyloop_session=;/);
    expect(cleared?.toLowerCase()).toContain('max-age=0');
    expect((await post(refreshSession.path, { cookie })).status).toBe(401);
  });

  it('signs out without a cookie too, answering 204 and clearing it', async () => {
    const res = await post(endSession.path);
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()[0]).toMatch(/^polyloop_session=;/);
  });
});
