import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { signIn } from '../support/auth.js';
import { TEST_PASSWORD, createCompany, useCloudEnv, type TestCompany } from '../support/companies.js';

const cloud = inject('cloud');
const NOT_CURRENT = 'This policy version is no longer current. Reload and accept the latest.';

interface Policy {
  name: 'PRIVACY_POLICY' | 'TERMS_OF_SERVICE';
  version: number;
}
const call = async <T = unknown>(token: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${cloud.baseUrl}/api/admin${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
};
const latest = async (token: string) => (await call<Policy[]>(token, 'GET', '/policies/latest')).body;
const accepted = async (token: string) => (await call<Policy[]>(token, 'GET', '/policies/accepted')).body;

let company: TestCompany;
let newcomer: string;
let platformAdmin: string;
beforeAll(async () => {
  useCloudEnv(cloud.env);
  company = await createCompany('Policy');
  // A platform administrator is a user in the pool's ROLE_PLATFORM_ADMIN group.
  const { cognito } = await import('@polyloop/functions/lib/cognito');
  await cognito().send(
    new AdminAddUserToGroupCommand({
      UserPoolId: cloud.env.USER_POOL_ID,
      Username: company.admin.email,
      GroupName: 'ROLE_PLATFORM_ADMIN',
    }),
  );
  // A newly signed-up person, who has accepted nothing yet (people set up with a company have).
  const email = `newcomer.${Date.now()}@test.polyloop.example`;
  const { signUpAccount, confirmAccount } = await import('@polyloop/functions/domain/auth/cognito-account');
  const { createSignedUpUser } = await import('@polyloop/functions/domain/auth/sign-up');
  const userId = (await signUpAccount(email, TEST_PASSWORD))!;
  await createSignedUpUser({ userId, email, firstName: 'New', lastName: 'Comer' });
  await confirmAccount(email, { sub: userId, status: 'UNCONFIRMED', enabled: true });
  newcomer = (await signIn(cloud.config, email, TEST_PASSWORD)).idToken;
  platformAdmin = (await signIn(cloud.config, company.admin.email, TEST_PASSWORD)).idToken;
});

describe('policies', () => {
  it('lists the version in force of both policies, and none accepted by a new user', async () => {
    const policies = await latest(newcomer);
    expect(policies.map((p) => p.name)).toEqual(['PRIVACY_POLICY', 'TERMS_OF_SERVICE']);
    expect(policies.every((p) => p.version >= 1)).toBe(true);
    expect(await accepted(newcomer)).toEqual([]);
  });

  it('records acceptance of the versions in force, and refuses any other version', async () => {
    const current = await latest(newcomer);
    const stale = current.map((p) => ({ ...p, version: p.version + 1 }));
    expect(await call(newcomer, 'POST', '/policies/accept', stale)).toMatchObject({
      status: 400,
      body: { message: NOT_CURRENT },
    });
    expect(await accepted(newcomer)).toEqual([]);

    const res = await call<Policy[]>(newcomer, 'POST', '/policies/accept', current);
    expect(res).toEqual({ status: 200, body: current });
    expect(await accepted(newcomer)).toEqual(current);
  });

  it('lets only platform administrators publish a version, which users must then accept again', async () => {
    await call(newcomer, 'POST', '/policies/accept', await latest(newcomer));
    const terms = (await latest(newcomer)).find((p) => p.name === 'TERMS_OF_SERVICE')!;
    const next = { name: 'TERMS_OF_SERVICE', version: terms.version + 1 };

    expect((await call(newcomer, 'POST', '/policies', next)).status).toBe(403);
    const published = await call<Policy[]>(platformAdmin, 'POST', '/policies', next);
    expect(published.status).toBe(201);
    expect(published.body).toContainEqual(next);
    expect(await latest(newcomer)).toContainEqual(next);

    expect(await accepted(newcomer)).not.toEqual(await latest(newcomer));
    expect(await call(newcomer, 'POST', '/policies/accept', [terms])).toMatchObject({
      status: 400,
      body: { message: NOT_CURRENT },
    });
    expect((await call(newcomer, 'POST', '/policies/accept', [next])).status).toBe(200);
    expect(await accepted(newcomer)).toEqual(await latest(newcomer));
  });

  it('refuses to publish a version that is not higher than the one in force', async () => {
    const privacy = (await latest(platformAdmin)).find((p) => p.name === 'PRIVACY_POLICY')!;
    expect((await call(platformAdmin, 'POST', '/policies', privacy)).status).toBe(409);
    if (privacy.version > 1)
      expect(
        (await call(platformAdmin, 'POST', '/policies', { ...privacy, version: privacy.version - 1 })).status,
      ).toBe(409);
  });

  it('answers 400 with field errors for an unknown policy or a bad version', async () => {
    const accept = await call<{ fieldErrors: Record<string, string[]> }>(newcomer, 'POST', '/policies/accept', [
      { name: 'COOKIES', version: 0 },
    ]);
    expect(accept.status).toBe(400);
    expect(Object.keys(accept.body.fieldErrors)).toEqual(
      expect.arrayContaining(['body.0.name', 'body.0.version']),
    );
    expect((await call(newcomer, 'POST', '/policies/accept', [])).status).toBe(400);
    expect(
      (await call(platformAdmin, 'POST', '/policies', { name: 'PRIVACY_POLICY', version: 1.5 })).status,
    ).toBe(400);
  });
});
