import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIdToken, getSession, onSessionExpired, refreshSession, restoreSession } from './auth';
import { loadConfig } from './config';

/** An id token the page can read (the server is the one that checks signatures). */
const idToken = (n: number) =>
  [
    'e30',
    Buffer.from(JSON.stringify({ sub: 'person-1', email: 'pat@example.com', n })).toString('base64url'),
    'sig',
  ].join('.');
const issued = () =>
  getSession() ? JSON.parse(atob(getSession()!.tokens.idToken.split('.')[1]!)).n : undefined;

/** The token endpoint: it hands out tokens, fails itself (502), or refuses the cookie (401). */
let answer: 'tokens' | 'fails' | 'refuses' = 'tokens';
let count = 0;
const endpoint = http.createServer((_req, res) => {
  if (answer === 'fails') return void res.writeHead(502).end();
  if (answer === 'refuses') return void res.writeHead(401).end();
  count += 1;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ idToken: idToken(count), accessToken: 'access', expiresIn: 3600 }));
});
const listen = (port = 0) => new Promise<void>((resolve) => endpoint.listen(port, '127.0.0.1', resolve));
const down = () => new Promise<void>((resolve) => endpoint.close(() => resolve()));
let port: number;
let expired = 0;

beforeAll(async () => {
  await listen();
  port = (endpoint.address() as AddressInfo).port;
  const config = {
    apiUrl: `http://127.0.0.1:${port}/api`,
    wsUrl: 'ws://127.0.0.1/ws',
    region: 'us-east-1',
    userPoolId: 'pool',
    clientId: 'client',
    cognitoEndpoint: 'http://127.0.0.1/cognito',
    authFlow: 'USER_PASSWORD_AUTH',
    map: { styleUrl: '/map.json', sandbox: true },
  };
  await loadConfig(async () => Response.json(config));
  onSessionExpired(() => (expired += 1));
});
afterAll(async () => {
  if (endpoint.listening) await down();
});

describe('refreshing the session', () => {
  it('keeps the person signed in while the cloud is down or failing, and ends the session only when refused', async () => {
    await restoreSession();
    expect(issued()).toBe(1);

    // The cloud answers but fails (a gateway error): the session stands, with the token it had.
    answer = 'fails';
    expect(await refreshSession()).toBeNull();
    expect(getSession()?.expired).toBeFalsy();
    expect(await getIdToken()).toBe(idToken(1));

    // The cloud is gone altogether (killed): still signed in.
    await down();
    expect(await refreshSession()).toBeNull();
    expect(getSession()?.expired).toBeFalsy();
    expect(expired).toBe(0);

    // Back on the same address: the next refresh gets fresh tokens.
    answer = 'tokens';
    await listen(port);
    expect(await refreshSession()).not.toBeNull();
    expect(issued()).toBe(2);

    // The endpoint refuses the cookie: that ends the session, and the page offers to sign in again.
    answer = 'refuses';
    expect(await refreshSession()).toBeNull();
    expect(getSession()?.expired).toBe(true);
    expect(expired).toBe(1);
    expect(await getIdToken()).toBeNull();
  });
});
