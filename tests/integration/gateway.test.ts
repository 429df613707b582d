import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { validate } from '@readme/openapi-parser';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { PlatformRoutes, routes, type PublicConfig } from '@polyloop/shared';
import { signIn } from '../support/auth.js';
import { apiClient, anonymousClient, signedInClient, type SignedInClient } from '../support/client.js';
import { cognitoLocalKey, decodeJwt, signJwt, strangerKey } from '../support/tokens.js';
import { DEMO_PASSWORD, demoCredentials } from '../../infra/local/src/seed.js';
import { OPENAPI_PATH, openApiFile } from '../../infra/definitions/openapi.js';

const cloud = inject('cloud');
const anonymous = anonymousClient(cloud);

const adminEmail = demoCredentials().find((c) => c.role === 'Administrator')!.email;
let admin: SignedInClient;
beforeAll(async () => {
  admin = await signedInClient(cloud, adminEmail, DEMO_PASSWORD);
});

describe('the local gateway', () => {
  it('answers the health check without a token', async () => {
    const res = await anonymous.ok(PlatformRoutes.getHealth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok' });
  });

  it('serves /config.json with everything the browser needs to sign in', async () => {
    const config = (await anonymous.raw('GET', '/config.json')).body as Record<string, string>;
    expect(Object.keys(config).sort()).toEqual([
      'apiUrl',
      'authFlow',
      'clientId',
      'cognitoEndpoint',
      'errorReporting',
      'managedLoginUrl',
      'map',
      'region',
      'supportChat',
      'userPoolId',
      'wsUrl',
    ]);
    expect(config.authFlow).toBe('USER_PASSWORD_AUTH');
    // Single sign-on starts at the gateway's stand-in for managed login.
    expect(config.managedLoginUrl).toMatch(/\/_cognito$/);
  });

  it('points the browser’s error reporting and support chat at the local sink and sandbox, which answer', async () => {
    const { errorReporting, supportChat } = (await anonymous.raw('GET', '/config.json')).body as PublicConfig;
    expect(supportChat).toEqual({ provider: 'sandbox', url: '/_local/support-chat' });
    expect((await anonymous.raw('GET', '/_local/support-chat?format=json')).body).toEqual({
      messages: expect.any(Array),
    });
    // Sentry's DSN: the key, the app's own origin, the sink's path and a project id.
    const dsn = new URL(errorReporting.dsn);
    expect(dsn.origin).toBe(new URL(cloud.baseUrl).origin);
    expect(dsn.username).toBe('polyloop_local');
    expect(dsn.pathname).toBe('/_local/error-reports/1');
    expect(errorReporting.tracesSampleRate).toBe(0);
    expect((await anonymous.raw('GET', '/_local/error-reports?format=json')).body).toEqual({
      reports: expect.any(Array),
    });
  });

  it('serves the sandbox basemap: a style whose every source is the local cloud’s own GeoJSON', async () => {
    const { map } = (await anonymous.raw('GET', '/config.json')).body as {
      map: { styleUrl: string; sandbox: boolean };
    };
    expect(map.sandbox).toBe(true);
    const style = (await anonymous.raw('GET', map.styleUrl)).body as {
      version: number;
      sources: Record<string, { type: string; data: string }>;
      glyphs?: string;
      sprite?: string;
    };
    expect(style.version).toBe(8);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(source.data).toMatch(/^\/_local\/map\//);
      const data = await anonymous.raw('GET', source.data);
      expect(data.status).toBe(200);
      expect(['Feature', 'FeatureCollection']).toContain((data.body as { type: string }).type);
    }
    expect((await anonymous.raw('GET', '/_local/map/tiles/1/2/3.pbf')).status).toBe(404);
  });

  it('serves a valid OpenAPI 3.1 document of every route at /api/openapi.json, as the file AWS deploys', async () => {
    const res = await anonymous.raw('GET', OPENAPI_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.text).toBe(openApiFile());
    const document = res.body as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/materials']));
    expect((await validate(document as never)).valid).toBe(true);
  });

  it('serves every route of the contract (none falls through to the gateway 404)', async () => {
    for (const route of routes) {
      // Raw on purpose: whatever the route's input, the gateway must hand it to its function.
      const path = route.path.replace(/\{\w+\}/g, '1');
      const res = await admin.raw(route.method, path, {
        headers: { 'content-type': 'application/json' },
        body: route.method === 'GET' ? undefined : '{}',
      });
      expect(res.text, `${route.method} ${route.path}`).not.toContain('ROUTE_NOT_FOUND');
      expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });

  it('answers 404 for a path outside the contract', async () => {
    const res = await admin.raw('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('accepts a valid token on a user route', async () => {
    const res = await admin.ok(PlatformRoutes.logout);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ logoutUrl: '/login' });
  });

  it('answers 400 with field errors when the body breaks the contract', async () => {
    const res = await admin.invalid(PlatformRoutes.logout, { body: { refreshToken: 42 } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty(['body.refreshToken']);
  });
});

describe('the JWT authorizer', () => {
  const claims = () => decodeJwt(admin.tokens.idToken);
  const now = () => Math.floor(Date.now() / 1000);
  /** Sent raw: the authorizer answers API Gateway's own 401, before any route runs. */
  const logout = (token?: string) => apiClient(cloud.baseUrl, token).raw('POST', PlatformRoutes.logout.path);

  it('refuses a request without a token', async () => {
    expect((await logout()).status).toBe(401);
  });

  it('refuses a malformed token', async () => {
    expect((await logout('not.a.jwt')).status).toBe(401);
    expect((await logout('garbage')).status).toBe(401);
  });

  it('refuses an expired token signed by the pool', async () => {
    const expired = signJwt(
      { ...claims(), iat: now() - 7200, exp: now() - 3600 },
      cognitoLocalKey(),
      'CognitoLocal',
    );
    expect((await logout(expired)).status).toBe(401);
  });

  it('refuses a token from a foreign pool', async () => {
    const foreignIssuer = signJwt(
      { ...claims(), iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Foreign' },
      cognitoLocalKey(),
      'CognitoLocal',
    );
    expect((await logout(foreignIssuer)).status).toBe(401);
    const otherClient = signJwt(
      { ...claims(), aud: 'another-app-client' },
      cognitoLocalKey(),
      'CognitoLocal',
    );
    expect((await logout(otherClient)).status).toBe(401);
  });

  it("refuses a token signed with a key that is not the pool's", async () => {
    const forged = signJwt(claims(), strangerKey(), 'CognitoLocal');
    expect((await logout(forged)).status).toBe(401);
  });
});

describe('the sign-in forwarder (/_cognito)', () => {
  const elsewhere = 'https://polyloop.example.net';
  const call = (operation: string, body: unknown, origin = cloud.baseUrl) =>
    fetch(cloud.config.cognitoEndpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        origin,
      },
      body: JSON.stringify(body),
    });
  const notForwarded = {
    __type: 'UnsupportedOperationException',
    message: expect.stringContaining('not forwarded'),
  };

  it('refuses the administrator operations cognito-local would run for anyone who reaches it, and changes nobody', async () => {
    const email = `forwarded.${randomUUID().slice(0, 8)}@test.polyloop.example`;
    const created = await call('AdminCreateUser', {
      UserPoolId: cloud.config.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    expect({ status: created.status, body: await created.json() }).toMatchObject({
      status: 400,
      body: notForwarded,
    });
    const tenantId = decodeJwt(admin.tokens.idToken)['custom:tenantId'];
    const updated = await call('AdminUpdateUserAttributes', {
      UserPoolId: cloud.config.userPoolId,
      Username: adminEmail,
      UserAttributes: [{ Name: 'custom:tenantId', Value: 'someone-elses' }],
    });
    expect({ status: updated.status, body: await updated.json() }).toMatchObject({
      status: 400,
      body: notForwarded,
    });

    const cognitoLocal = new CognitoIdentityProviderClient({
      endpoint: `http://127.0.0.1:${cloud.ports.cognito}`,
      region: cloud.config.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await expect(
      cognitoLocal.send(new AdminGetUserCommand({ UserPoolId: cloud.config.userPoolId, Username: email })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    expect(
      decodeJwt((await signIn(cloud.config, adminEmail, DEMO_PASSWORD)).idToken)['custom:tenantId'],
    ).toBe(tenantId);
  });

  it('forwards what the web app calls: sign-in, refresh and password changes', async () => {
    const changed = await call('ChangePassword', {
      AccessToken: 'not-a-token',
      PreviousPassword: DEMO_PASSWORD,
      ProposedPassword: `${DEMO_PASSWORD}!`,
    });
    expect(changed.status).toBe(400);
    expect((await changed.json()) as { __type: string }).not.toMatchObject({
      __type: 'UnsupportedOperationException',
    });
    const refreshed = await call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: cloud.config.clientId,
      AuthParameters: { REFRESH_TOKEN: admin.tokens.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toMatchObject({ AuthenticationResult: { IdToken: expect.any(String) } });
  });

  it('grants CORS to the app’s own pages only', async () => {
    const preflight = (origin: string) =>
      fetch(cloud.config.cognitoEndpoint, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-amz-target',
        },
      });
    const own = await preflight(cloud.baseUrl);
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe(cloud.baseUrl);
    expect((await preflight(elsewhere)).headers.get('access-control-allow-origin')).toBeNull();
    const signInElsewhere = await call(
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: cloud.config.clientId,
        AuthParameters: { USERNAME: 'nobody@test.polyloop.example', PASSWORD: 'Not-the-password-1' },
      },
      elsewhere,
    );
    expect(signInElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});
