import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AdminAddUserToGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { AdminRoutes, IdentityRoutes, type Policy } from '@polyloop/shared';
import { signedInClient, type Client, type SignedInClient } from '../support/client.js';
import { createCompany, createNewcomer, useCloudEnv, type TestCompany } from '../support/companies.js';

const cloud = inject('cloud');
const NOT_CURRENT = 'This policy version is no longer current. Reload and accept the latest.';

const latest = async (client: Client) => (await client.ok(IdentityRoutes.latestPolicies)).body;
const accepted = async (client: Client) => (await client.ok(IdentityRoutes.acceptedPolicies)).body;
const accept = (client: Client, body: Policy[]) => client(IdentityRoutes.acceptPolicies, { body });
const publish = (client: Client, body: Policy) => client(AdminRoutes.publishPolicy, { body });

let company: TestCompany;
let newcomer: SignedInClient;
let platformAdmin: SignedInClient;
beforeAll(async () => {
  useCloudEnv(cloud.env);
  company = await createCompany('Policy');
  // A platform administrator is a user in the pool's ROLE_PLATFORM_ADMIN group.
  await new CognitoIdentityProviderClient({}).send(
    new AdminAddUserToGroupCommand({
      UserPoolId: cloud.env.USER_POOL_ID,
      Username: company.admin.email,
      GroupName: 'ROLE_PLATFORM_ADMIN',
    }),
  );
  // A newly signed-up person, who has accepted nothing yet (people set up with a company have).
  newcomer = await signedInClient(cloud, (await createNewcomer()).email);
  platformAdmin = await signedInClient(cloud, company.admin.email);
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
    expect(await accept(newcomer, stale)).toMatchObject({ status: 400, body: { message: NOT_CURRENT } });
    expect(await accepted(newcomer)).toEqual([]);

    expect(await accept(newcomer, current)).toMatchObject({ status: 200, body: current });
    expect(await accepted(newcomer)).toEqual(current);
  });

  it('lets only platform administrators publish a version, which users must then accept again', async () => {
    await accept(newcomer, await latest(newcomer));
    const terms = (await latest(newcomer)).find((p) => p.name === 'TERMS_OF_SERVICE')!;
    const next: Policy = { name: 'TERMS_OF_SERVICE', version: terms.version + 1 };

    expect((await publish(newcomer, next)).status).toBe(403);
    const published = await platformAdmin.ok(AdminRoutes.publishPolicy, { body: next });
    expect(published.status).toBe(201);
    expect(published.body).toContainEqual(next);
    expect(await latest(newcomer)).toContainEqual(next);

    expect(await accepted(newcomer)).not.toEqual(await latest(newcomer));
    expect(await accept(newcomer, [terms])).toMatchObject({ status: 400, body: { message: NOT_CURRENT } });
    expect((await accept(newcomer, [next])).status).toBe(200);
    expect(await accepted(newcomer)).toEqual(await latest(newcomer));
  });

  it('refuses to publish a version that is not higher than the one in force', async () => {
    const privacy = (await latest(platformAdmin)).find((p) => p.name === 'PRIVACY_POLICY')!;
    expect((await publish(platformAdmin, privacy)).status).toBe(409);
    if (privacy.version > 1)
      expect((await publish(platformAdmin, { ...privacy, version: privacy.version - 1 })).status).toBe(409);
  });

  it('answers 400 with field errors for an unknown policy or a bad version', async () => {
    const unknown = await newcomer.invalid(IdentityRoutes.acceptPolicies, {
      body: [{ name: 'COOKIES', version: 0 }],
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['body.0.name', 'body.0.version']),
    );
    expect((await accept(newcomer, [])).status).toBe(400);
    expect((await publish(platformAdmin, { name: 'PRIVACY_POLICY', version: 1.5 })).status).toBe(400);
  });
});
