import { beforeAll, describe, expect, it, inject } from 'vitest';
import { validate } from '@readme/openapi-parser';
import { routes } from '@polyloop/shared';
import { signIn, type Tokens } from '../support/auth.js';
import { cognitoLocalKey, decodeJwt, signJwt, strangerKey } from '../support/tokens.js';
import { DEMO_PASSWORD, demoCredentials } from '../../infra/local/src/seed.js';

const cloud = inject('cloud');
const api = (path: string, init: RequestInit = {}) => fetch(`${cloud.baseUrl}${path}`, init);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let tokens: Tokens;
beforeAll(async () => {
  const admin = demoCredentials().find((c) => c.role === 'Administrator')!;
  tokens = await signIn(cloud.config, admin.email, DEMO_PASSWORD);
});

describe('the local gateway', () => {
  it('answers the health check without a token', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('serves /config.json with everything the browser needs to sign in', async () => {
    const config = (await (await api('/config.json')).json()) as Record<string, string>;
    expect(Object.keys(config).sort()).toEqual(['apiUrl', 'authFlow', 'clientId', 'cognitoEndpoint', 'region', 'userPoolId', 'wsUrl']);
    expect(config.authFlow).toBe('USER_PASSWORD_AUTH');
  });

  it('serves a valid OpenAPI 3.1 document at /api/openapi.json', async () => {
    const res = await api('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as never;
    expect((await validate(doc)).valid).toBe(true);
  });

  it('serves every route of the contract (none falls through to the gateway 404)', async () => {
    for (const route of routes) {
      const path = route.path.replace(/\{\w+\}/g, '1');
      const res = await api(path, { method: route.method, headers: { ...bearer(tokens.idToken), 'content-type': 'application/json' }, body: route.method === 'GET' ? undefined : '{}' });
      const body = await res.text();
      expect(body, `${route.method} ${route.path}`).not.toBe('{"message":"Not Found"}');
      expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });

  it('answers 404 for a path outside the contract', async () => {
    const res = await api('/api/no-such-thing', { headers: bearer(tokens.idToken) });
    expect(res.status).toBe(404);
  });

  it('accepts a valid token on a user route', async () => {
    const res = await api('/api/logout', { method: 'POST', headers: bearer(tokens.idToken) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ logoutUrl: '/login' });
  });

  it('answers 400 with field errors when the body breaks the contract', async () => {
    const res = await api('/api/logout', { method: 'POST', headers: { ...bearer(tokens.idToken), 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken: 42 }) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors).toHaveProperty(['body.refreshToken']);
  });
});

describe('the JWT authorizer', () => {
  const claims = () => decodeJwt(tokens.idToken);
  const now = () => Math.floor(Date.now() / 1000);
  const logout = (headers: Record<string, string>) => api('/api/logout', { method: 'POST', headers });

  it('refuses a request without a token', async () => {
    expect((await logout({})).status).toBe(401);
  });

  it('refuses a malformed token', async () => {
    expect((await logout(bearer('not.a.jwt'))).status).toBe(401);
    expect((await logout(bearer('garbage'))).status).toBe(401);
  });

  it('refuses an expired token signed by the pool', async () => {
    const expired = signJwt({ ...claims(), iat: now() - 7200, exp: now() - 3600 }, cognitoLocalKey(), 'CognitoLocal');
    expect((await logout(bearer(expired))).status).toBe(401);
  });

  it('refuses a token from a foreign pool', async () => {
    const foreignIssuer = signJwt({ ...claims(), iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Foreign' }, cognitoLocalKey(), 'CognitoLocal');
    expect((await logout(bearer(foreignIssuer))).status).toBe(401);
    const otherClient = signJwt({ ...claims(), aud: 'another-app-client' }, cognitoLocalKey(), 'CognitoLocal');
    expect((await logout(bearer(otherClient))).status).toBe(401);
  });

  it('refuses a token signed with a key that is not the pool\'s', async () => {
    const forged = signJwt(claims(), strangerKey(), 'CognitoLocal');
    expect((await logout(bearer(forged))).status).toBe(401);
  });
});
