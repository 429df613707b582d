import { randomUUID } from 'node:crypto';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AdminRoutes,
  IdentityRoutes,
  SecurityRoutes,
  SESSION_CSRF_HEADER,
  SsoRoutes,
} from '@polyloop/shared';
import { anonymousClient, signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, useCloudEnv, type TestCompany } from '../support/companies.js';
import {
  SANDBOX_IDP_CLIENT,
  authorizeUrl,
  challengeOf,
  exchange,
  newVerifier,
  throughIdentityProvider,
} from '../support/sso.js';

/**
 * Single sign-on: a company's administrator registers its identity provider for its e-mail
 * domains; the sign-in page asks which provider serves an address; managed login runs the
 * authorization code flow with PKCE through that provider and signs in the company's own member
 * with that address, never anyone else's.
 */

const cloud = inject('cloud');
const callback = `${cloud.baseUrl}/auth/callback`;
const suffix = randomUUID().slice(0, 8);
const domainA = `a-${suffix}.sso.example`;
const domainB = `b-${suffix}.sso.example`;
const SECRET = `${SANDBOX_IDP_CLIENT.clientSecret}`;
const ann = `ann@${domainA}`;
/** A member of company B whose address is of A's domain. */
const carol = `carol@${domainA}`;
const bob = `bob@${domainB}`;

let a: TestCompany;
let b: TestCompany;
let adminA: SignedInClient;
let adminB: SignedInClient;
let memberA: SignedInClient;
let providerA: string;
let providerB: string;

const oidc = (domains: string[]) => ({
  type: 'OIDC' as const,
  issuer: `http://localhost:${cloud.ports.idp}`,
  clientId: SANDBOX_IDP_CLIENT.clientId,
  clientSecret: SECRET,
  domains,
});

beforeAll(async () => {
  useCloudEnv(cloud.env);
  [a, b] = await Promise.all([createCompany('Sso A'), createCompany('Sso B')]);
  [adminA, adminB, memberA] = await Promise.all([
    signedInClient(cloud, a.admin.email),
    signedInClient(cloud, b.admin.email),
    signedInClient(cloud, a.member.email),
  ]);
  await adminA.ok(AdminRoutes.inviteUser, { body: { email: ann, firstName: 'Ann', lastName: 'Able' } });
  await adminB.ok(AdminRoutes.inviteUser, { body: { email: carol, firstName: 'Carol', lastName: 'Cross' } });
  await adminB.ok(AdminRoutes.inviteUser, { body: { email: bob, firstName: 'Bob', lastName: 'Bee' } });
  providerA = (await adminA.ok(SsoRoutes.putSsoProvider, { body: oidc([domainA]) })).body.name;
  providerB = (await adminB.ok(SsoRoutes.putSsoProvider, { body: oidc([domainB]) })).body.name;
});

/** Hands a refresh token to the token endpoint, as the callback page does: the cookie it sets, and a refresh with it. */
async function cookieSession(refreshToken: unknown) {
  const session = await fetch(`${cloud.baseUrl}${IdentityRoutes.startSession.path}`, {
    method: 'POST',
    headers: { [SESSION_CSRF_HEADER]: '1', 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  const cookie = session.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const refresh = () =>
    fetch(`${cloud.baseUrl}${IdentityRoutes.refreshSession.path}`, {
      method: 'POST',
      headers: { [SESSION_CSRF_HEADER]: '1', cookie },
    });
  return { session, cookie, refresh };
}

/** Runs the whole flow for `email` through `provider` and answers where it ended. */
async function signInThrough(provider: string, email: string, verifier = newVerifier()) {
  const start = authorizeUrl(cloud.config, {
    provider,
    challenge: challengeOf(verifier),
    redirectUri: callback,
    email,
  });
  return { arrival: await throughIdentityProvider(start, email, callback), verifier };
}

describe('routing an address to its provider', () => {
  it('names the provider of the address’s domain, whatever its case, and nothing else', async () => {
    const anonymous = anonymousClient(cloud);
    const found = await anonymous.ok(SsoRoutes.routeSignIn, {
      query: { email: `Ann@${domainA.toUpperCase()}` },
    });
    expect(found.body).toEqual({ identityProvider: providerA });
    expect(JSON.stringify(found.body)).not.toContain(a.tenantId);
    expect(JSON.stringify(found.body)).not.toContain('Sso A');
    const none = await anonymous.ok(SsoRoutes.routeSignIn, {
      query: { email: `ann@elsewhere-${suffix}.example` },
    });
    expect(none.body).toEqual({ identityProvider: null });
    expect(
      (await anonymous.refused(SsoRoutes.routeSignIn, { query: { email: 'not an address' } })).status,
    ).toBe(400);
  });

  it('refuses a domain another company’s provider already serves', async () => {
    const taken = await adminB.refused(SsoRoutes.putSsoProvider, { body: oidc([domainB, domainA]) });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/already serves this domain/);
  });
});

describe('the company’s provider, as its administrators manage it', () => {
  it('never answers the client secret', async () => {
    const read = await adminA.ok(SsoRoutes.getSsoProvider);
    expect(read.body).toMatchObject({
      name: providerA,
      type: 'OIDC',
      hasClientSecret: true,
      domains: [domainA],
    });
    expect(JSON.stringify(read.body)).not.toContain(SECRET);
    const changed = await adminA.ok(SsoRoutes.putSsoProvider, {
      body: { ...oidc([domainA]), clientSecret: undefined },
    });
    expect(JSON.stringify(changed.body)).not.toContain(SECRET);
    expect(changed.body.hasClientSecret).toBe(true);
  });

  it('is for administrators only', async () => {
    expect((await memberA.refused(SsoRoutes.getSsoProvider)).status).toBe(403);
    expect((await memberA.refused(SsoRoutes.putSsoProvider, { body: oidc([domainA]) })).status).toBe(403);
    expect((await memberA.refused(SsoRoutes.deleteSsoProvider)).status).toBe(403);
    expect((await anonymousClient(cloud).refused(SsoRoutes.getSsoProvider)).status).toBe(401);
  });

  it('asks for the client secret when the provider is new, and refuses a secret-less address', async () => {
    const fresh = await createCompany('Sso C');
    const adminC = await signedInClient(cloud, fresh.admin.email);
    const noSecret = await adminC.refused(SsoRoutes.putSsoProvider, {
      body: { ...oidc([`c-${suffix}.sso.example`]), clientSecret: undefined },
    });
    expect(noSecret.status).toBe(400);
    const plain = await adminC.invalid(SsoRoutes.putSsoProvider, {
      body: { ...oidc([`c-${suffix}.sso.example`]), issuer: 'http://idp.example.com' },
    });
    expect(plain.status).toBe(400);
  });
});

describe('signing in through the provider', () => {
  it('signs the company’s member in, and the session endpoint keeps the refresh token', async () => {
    const { arrival, verifier } = await signInThrough(providerA, ann);
    expect(arrival.error, arrival.description).toBeUndefined();
    expect(arrival.state).toBe('state-1');
    const tokens = await exchange(cloud.config, { code: arrival.code!, verifier, redirectUri: callback });
    expect(tokens.status).toBe(200);
    const account = await fetch(`${cloud.baseUrl}${IdentityRoutes.getAccount.path}`, {
      headers: { authorization: `Bearer ${String(tokens.body.id_token)}` },
    });
    expect(await account.json()).toMatchObject({ email: ann, tenantId: a.tenantId });

    const { session, cookie, refresh } = await cookieSession(tokens.body.refresh_token);
    expect(session.status).toBe(200);
    expect((await refresh()).status).toBe(200);
    const out = await fetch(`${cloud.baseUrl}${IdentityRoutes.endSession.path}`, {
      method: 'POST',
      headers: { [SESSION_CSRF_HEADER]: '1', cookie },
    });
    expect(out.status).toBe(204);
    expect((await refresh()).status).toBe(401);
  });

  it('trades a code once, only with its verifier and at its redirect_uri', async () => {
    const first = await signInThrough(providerA, ann);
    const wrongVerifier = await exchange(cloud.config, {
      code: first.arrival.code!,
      verifier: newVerifier(),
      redirectUri: callback,
    });
    expect(wrongVerifier).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // The code was burnt by the failed try: the right verifier comes too late.
    const after = await exchange(cloud.config, {
      code: first.arrival.code!,
      verifier: first.verifier,
      redirectUri: callback,
    });
    expect(after).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const second = await signInThrough(providerA, ann);
    const elsewhere = await exchange(cloud.config, {
      code: second.arrival.code!,
      verifier: second.verifier,
      redirectUri: `${cloud.baseUrl}/somewhere-else`,
    });
    expect(elsewhere).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const third = await signInThrough(providerA, ann);
    const used = { code: third.arrival.code!, verifier: third.verifier, redirectUri: callback };
    expect((await exchange(cloud.config, used)).status).toBe(200);
    expect(await exchange(cloud.config, used)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('sends nobody to an address the app client does not list', async () => {
    const start = authorizeUrl(cloud.config, {
      provider: providerA,
      challenge: challengeOf(newVerifier()),
      redirectUri: 'https://attacker.example/auth/callback',
    });
    const res = await fetch(start, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('never lets a provider of company A sign anyone into company B', async () => {
    // Carol's address is of A's domain, but she is B's member.
    const crossing = await signInThrough(providerA, carol);
    expect(crossing.arrival).toMatchObject({ error: 'access_denied' });
    expect(crossing.arrival.code).toBeUndefined();
    // Bob is B's, of B's domain: A's provider does not serve it.
    const foreign = await signInThrough(providerA, bob);
    expect(foreign.arrival).toMatchObject({ error: 'access_denied' });
    // Nobody is created by a sign-in.
    const stranger = await signInThrough(providerA, `nobody@${domainA}`);
    expect(stranger.arrival).toMatchObject({ error: 'access_denied' });
    expect(stranger.arrival.description).toMatch(/Ask your administrator to invite you/);
    // B's own provider signs Bob into B.
    const own = await signInThrough(providerB, bob);
    const tokens = await exchange(cloud.config, {
      code: own.arrival.code!,
      verifier: own.verifier,
      redirectUri: callback,
    });
    const account = await fetch(`${cloud.baseUrl}${IdentityRoutes.getAccount.path}`, {
      headers: { authorization: `Bearer ${String(tokens.body.id_token)}` },
    });
    expect(await account.json()).toMatchObject({ email: bob, tenantId: b.tenantId });
  });

  it('puts back a provider a deployment dropped from the app client as soon as a sign-in is routed to it', async () => {
    const c = await createCompany('Sso C');
    const adminC = await signedInClient(cloud, c.admin.email);
    const dan = `dan@c-${suffix}.sso.example`;
    await adminC.ok(AdminRoutes.inviteUser, { body: { email: dan, firstName: 'Dan', lastName: 'Dale' } });
    const providerC = (await adminC.ok(SsoRoutes.putSsoProvider, { body: oidc([dan.split('@')[1]!]) })).body
      .name;
    // As CloudFormation leaves the client after a deployment that changes it: the template's providers only.
    const { offerProvider } = await import('@polyloop/functions/domain/sso/identity-providers');
    await offerProvider(providerC, false);
    expect((await signInThrough(providerC, dan)).arrival).toMatchObject({ error: 'invalid_request' });

    const route = await anonymousClient(cloud).ok(SsoRoutes.routeSignIn, { query: { email: dan } });
    expect(route.body).toEqual({ identityProvider: providerC });
    const { arrival, verifier } = await signInThrough(providerC, dan);
    expect(arrival.error, arrival.description).toBeUndefined();
    const tokens = await exchange(cloud.config, { code: arrival.code!, verifier, redirectUri: callback });
    const account = await fetch(`${cloud.baseUrl}${IdentityRoutes.getAccount.path}`, {
      headers: { authorization: `Bearer ${String(tokens.body.id_token)}` },
    });
    expect(await account.json()).toMatchObject({ email: dan, tenantId: c.tenantId });
  });

  it('stops routing and signing in once the provider is removed', async () => {
    await adminB.ok(SsoRoutes.deleteSsoProvider);
    expect((await adminB.ok(SsoRoutes.getSsoProvider)).body).toBeNull();
    const route = await anonymousClient(cloud).ok(SsoRoutes.routeSignIn, { query: { email: bob } });
    expect(route.body).toEqual({ identityProvider: null });
    const after = await signInThrough(providerB, bob);
    expect(after.arrival).toMatchObject({ error: 'invalid_request' });
    expect((await adminB.refused(SsoRoutes.deleteSsoProvider)).status).toBe(404);
  });
});

describe('the pool’s pre-sign-up trigger (managed login in AWS)', () => {
  const signUp = (provider: string, email: string, subject: string = randomUUID()) =>
    ({
      version: '1',
      region: cloud.config.region,
      userPoolId: cloud.config.userPoolId,
      userName: `${provider}_${subject}`,
      callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: cloud.config.clientId },
      triggerSource: 'PreSignUp_ExternalProvider',
      request: { userAttributes: { email } },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    }) as PreSignUpTriggerEvent;
  const trigger = async (event: PreSignUpTriggerEvent) =>
    (await import('@polyloop/functions/triggers/pre-sign-up')).preSignUp(event);
  const refused = /Ask your administrator to invite you/;

  it('lets a sign-up with a password pass as it came', async () => {
    const event = { ...signUp(providerA, ann), triggerSource: 'PreSignUp_SignUp' } as PreSignUpTriggerEvent;
    expect(await trigger(event)).toBe(event);
  });

  it('links a first sign-in through a company’s provider to that company’s member, and again the same way', async () => {
    const event = signUp(providerA, ann.toUpperCase(), 'subject-of-ann');
    expect(await trigger(event)).toBe(event);
    expect(await trigger(signUp(providerA, ann, 'subject-of-ann'))).toMatchObject({
      userName: event.userName,
    });
  });

  it('refuses a member of another company, an address no member has, and a provider that does not serve the address, naming no company', async () => {
    await expect(trigger(signUp(providerA, carol))).rejects.toThrow(refused);
    await expect(trigger(signUp(providerA, `nobody@${domainA}`))).rejects.toThrow(refused);
    await expect(trigger(signUp(providerB, ann))).rejects.toThrow(refused);
    const error = await trigger(signUp(providerA, carol)).catch((e: Error) => e);
    expect(String(error)).not.toContain(b.name);
  });

  it('refuses a provider’s user that says no address', async () => {
    await expect(trigger(signUp(providerA, ''))).rejects.toThrow(/did not say your e-mail address/);
  });
});

describe('signing out of all devices after single sign-on', () => {
  it('ends the session managed login started too: its next refresh is refused', async () => {
    const { arrival, verifier } = await signInThrough(providerA, ann);
    const tokens = await exchange(cloud.config, { code: arrival.code!, verifier, redirectUri: callback });
    const { refresh } = await cookieSession(tokens.body.refresh_token);
    expect((await refresh()).status).toBe(200);
    const everywhere = await fetch(`${cloud.baseUrl}${SecurityRoutes.signOutEverywhere.path}`, {
      method: 'POST',
      headers: {
        [SESSION_CSRF_HEADER]: '1',
        'content-type': 'application/json',
        authorization: `Bearer ${String(tokens.body.id_token)}`,
      },
      body: JSON.stringify({ accessToken: tokens.body.access_token }),
    });
    expect(everywhere.status).toBe(204);
    expect((await refresh()).status).toBe(401);
  });
});
