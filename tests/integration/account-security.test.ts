import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { IdentityRoutes, SESSION_CSRF_HEADER, SessionTokens } from '@polyloop/shared';
import { SecurityRoutes } from '@polyloop/shared/contract/routes/security';
import { signIn, TEST_PASSWORD } from '../support/auth.js';
import { apiClient, signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, useCloudEnv, type TestCompany } from '../support/companies.js';

/**
 * Account security: two-step sign-in with an authenticator app (real RFC 6238 codes, checked by
 * the pool), a company that requires it, signing out of every device, and the sign-in history.
 */

const cloud = inject('cloud');
let company: TestCompany;
let other: TestCompany;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  [company, other] = await Promise.all([createCompany('Secure'), createCompany('Elsewhere')]);
});

const idp = () =>
  new CognitoIdentityProviderClient({
    region: cloud.config.region,
    endpoint: cloud.config.cognitoEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
const totp = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
/** A code that is not the one the app shows now (nor the step before or after). */
const wrongCodeFor = (secret: string) => {
  const right = new Set(
    [-30_000, 0, 30_000].map((d) => totp(secret).generate({ timestamp: Date.now() + d })),
  );
  return ['000000', '111111', '222222', '333333'].find((c) => !right.has(c))!;
};

/** Turns two-step sign-in on for a person, as the settings page does: answers the secret. */
async function enroll(client: SignedInClient): Promise<string> {
  const { accessToken } = client.tokens;
  const setup = (await client.ok(SecurityRoutes.startMfaSetup, { body: { accessToken } })).body;
  const done = await client.ok(SecurityRoutes.confirmMfaSetup, {
    body: { accessToken, code: totp(setup.secret).generate() },
  });
  expect(done.body.mfaEnabled).toBe(true);
  return setup.secret;
}

/** A password sign-in of someone with two-step sign-in on: Cognito's challenge, answered with `code`. */
async function signInWithCode(email: string, code: string) {
  const started = await idp().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cloud.config.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: TEST_PASSWORD },
    }),
  );
  expect(started.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  return idp().send(
    new RespondToAuthChallengeCommand({
      ClientId: cloud.config.clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: started.Session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
    }),
  );
}

const APP = {
  [SESSION_CSRF_HEADER]: '1',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36',
};
/** What the browser does with a sign-in: hands the refresh token to the token endpoint, keeps the cookie. */
async function openSession(refreshToken: string): Promise<string> {
  const res = await fetch(`${cloud.baseUrl}${IdentityRoutes.startSession.path}`, {
    method: 'POST',
    headers: { ...APP, 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}
const refresh = (cookie: string) =>
  fetch(`${cloud.baseUrl}${IdentityRoutes.refreshSession.path}`, {
    method: 'POST',
    headers: { ...APP, cookie },
  });

describe('two-step sign-in with an authenticator app', () => {
  it('is off until a real code confirms the new secret; a wrong code is refused on the field', async () => {
    const client = await signedInClient(cloud, company.member.email);
    expect((await client.ok(SecurityRoutes.getAccountSecurity)).body).toEqual({
      mfaEnabled: false,
      mfaRequired: false,
    });
    const { accessToken } = client.tokens;
    const setup = (await client.ok(SecurityRoutes.startMfaSetup, { body: { accessToken } })).body;
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUri).toContain('issuer=Polyloop');
    const wrong = await client(SecurityRoutes.confirmMfaSetup, {
      body: { accessToken, code: wrongCodeFor(setup.secret) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      fieldErrors: { 'body.code': [expect.stringMatching(/does not match/)] },
    });
    expect((await client.ok(SecurityRoutes.getAccountSecurity)).body.mfaEnabled).toBe(false);

    const done = await client.ok(SecurityRoutes.confirmMfaSetup, {
      body: { accessToken, code: totp(setup.secret).generate() },
    });
    expect(done.body).toEqual({ mfaEnabled: true, mfaRequired: false });

    // Signing in now asks for the code: a wrong one is refused as Cognito words it, the right one signs in.
    await expect(signInWithCode(company.member.email, wrongCodeFor(setup.secret))).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid code received for user',
    });
    const signedIn = await signInWithCode(company.member.email, totp(setup.secret).generate());
    expect(signedIn.AuthenticationResult?.RefreshToken).toBeTruthy();

    // Turned off, the password alone signs in again.
    const off = await client.ok(SecurityRoutes.disableMfa, { body: { accessToken } });
    expect(off.body.mfaEnabled).toBe(false);
    expect((await signIn(cloud.config, company.member.email)).refreshToken).toBeTruthy();
  });

  it('refuses an access token that is not the caller’s', async () => {
    const [mine, theirs] = await Promise.all([
      signedInClient(cloud, company.admin.email),
      signIn(cloud.config, other.admin.email),
    ]);
    const res = await mine(SecurityRoutes.startMfaSetup, { body: { accessToken: theirs.accessToken } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      fieldErrors: { 'body.accessToken': [expect.stringMatching(/someone else/)] },
    });
  });
});

describe('a company that requires two-step sign-in', () => {
  it('tells its people to set it up, and nobody can turn it off', async () => {
    const enforcing = await createCompany('Enforcing');
    const [admin, member] = await Promise.all([
      signedInClient(cloud, enforcing.admin.email),
      signedInClient(cloud, enforcing.member.email),
    ]);
    expect((await member(SecurityRoutes.updateCompanySecurity, { body: { requireMfa: true } })).status).toBe(
      403,
    );
    expect(
      (await admin.ok(SecurityRoutes.updateCompanySecurity, { body: { requireMfa: true } })).body,
    ).toEqual({
      requireMfa: true,
    });
    expect((await member.ok(SecurityRoutes.getAccountSecurity)).body).toEqual({
      mfaEnabled: false,
      mfaRequired: true,
    });
    // Another company's rule is its own.
    const outsider = await signedInClient(cloud, other.member.email);
    expect((await outsider.ok(SecurityRoutes.getAccountSecurity)).body.mfaRequired).toBe(false);

    // The account every page loads says the setup comes first, and no longer once it is done.
    expect((await member.ok(IdentityRoutes.getAccount)).body.mfaSetupRequired).toBe(true);
    expect((await outsider.ok(IdentityRoutes.getAccount)).body.mfaSetupRequired).toBe(false);
    const secret = await enroll(member);
    expect((await member.ok(IdentityRoutes.getAccount)).body.mfaSetupRequired).toBe(false);
    const off = await member(SecurityRoutes.disableMfa, { body: { accessToken: member.tokens.accessToken } });
    expect(off.status).toBe(409);
    expect(off.body).toMatchObject({ message: expect.stringMatching(/requires two-step sign-in/) });
    const signedIn = await signInWithCode(enforcing.member.email, totp(secret).generate());
    expect(signedIn.AuthenticationResult?.IdToken).toBeTruthy();
  });
});

describe('signing out of every device', () => {
  it('refuses every other session’s next refresh, and clears this one’s cookie', async () => {
    const email = other.admin.email;
    const here = await signIn(cloud.config, email);
    const there = await signIn(cloud.config, email);
    const [cookieHere, cookieThere] = [
      await openSession(here.refreshToken),
      await openSession(there.refreshToken),
    ];
    expect((await refresh(cookieThere)).status).toBe(200);

    const res = await fetch(`${cloud.baseUrl}${SecurityRoutes.signOutEverywhere.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${here.idToken}`,
        cookie: cookieHere,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ accessToken: here.accessToken }),
    });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()[0]).toMatch(/^polyloop_session=;.*Max-Age=0/);

    const refused = await refresh(cookieThere);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ message: 'Your session has ended. Please sign in again.' });
    expect((await refresh(cookieHere)).status).toBe(401);

    // A sign-in afterwards is a new session, which refreshes.
    const again = await signIn(cloud.config, email);
    const cookie = await openSession(again.refreshToken);
    const fresh = await refresh(cookie);
    expect(fresh.status).toBe(200);
    SessionTokens.parse(await fresh.json());
  });
});

describe('the sign-in history', () => {
  it('lists the person’s own sign-ins, newest first, with the method, browser and address', async () => {
    const email = company.admin.email;
    const client = await signedInClient(cloud, email);
    await openSession((await signIn(cloud.config, email)).refreshToken);
    const secret = await enroll(client);
    const withCode = await signInWithCode(email, totp(secret).generate());
    await openSession(withCode.AuthenticationResult!.RefreshToken!);

    const page = await client.ok(SecurityRoutes.listSignIns, { query: { size: 1 } });
    expect(page.total).toBe(2);
    expect(page.body).toEqual([
      expect.objectContaining({
        method: 'PASSWORD_AND_CODE',
        outcome: 'SUCCESS',
        browser: 'Chrome 131 on Linux',
        ipAddress: expect.any(String),
      }),
    ]);
    const second = await client.ok(SecurityRoutes.listSignIns, { query: { page: 1, size: 1 } });
    expect(second.body).toEqual([expect.objectContaining({ method: 'PASSWORD', outcome: 'SUCCESS' })]);
    expect(new Date(second.body[0]!.at) <= new Date(page.body[0]!.at)).toBe(true);

    // Nobody else reads them: another company's person, and a colleague, each see their own only.
    for (const who of [other.admin.email, company.member.email]) {
      const theirs = await (await signedInClient(cloud, who)).ok(SecurityRoutes.listSignIns);
      const ids = new Set([...page.body, ...second.body].map((r) => r.id));
      expect(theirs.body.filter((r) => ids.has(r.id))).toEqual([]);
    }
    expect((await apiClient(cloud.baseUrl)(SecurityRoutes.listSignIns)).status).toBe(401);
  });
});
