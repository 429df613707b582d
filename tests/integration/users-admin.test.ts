import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminRoutes, IdentityRoutes, USER_MESSAGES } from '@polyloop/shared';
import { signIn } from '../support/auth.js';
import { anonymousClient, signedInClient, type Client, type SignedInClient } from '../support/client.js';
import {
  createCompany,
  mailsTo,
  TEST_PASSWORD,
  useCloudEnv,
  type TestCompany,
} from '../support/companies.js';
import { eventually } from '../support/eventually.js';

const cloud = inject('cloud');

async function cognitoEnabled(email: string): Promise<boolean | undefined> {
  const { CognitoIdentityProviderClient, AdminGetUserCommand } =
    await import('@aws-sdk/client-cognito-identity-provider');
  const user = await new CognitoIdentityProviderClient({}).send(
    new AdminGetUserCommand({ UserPoolId: cloud.env.USER_POOL_ID, Username: email }),
  );
  return user.Enabled;
}
beforeAll(() => useCloudEnv(cloud.env));

const address = (who: string) => `${who}.${randomUUID().slice(0, 8)}@test.polyloop.example`;
const invite = (client: Client, email: string, admin = false) =>
  client(AdminRoutes.inviteUser, {
    body: {
      email,
      firstName: 'Ina',
      lastName: 'Vitee',
      authorities: admin ? ['ROLE_USER_ADMIN', 'ROLE_USER'] : ['ROLE_USER'],
    },
  });
const seatsUsed = async (client: Client) => (await client.ok(IdentityRoutes.getBilling)).body.seatsUsed;

describe('users administration', () => {
  let company: TestCompany;
  let admin: SignedInClient;
  beforeAll(async () => {
    company = await createCompany('Users');
    admin = await signedInClient(cloud, company.admin.email);
  });

  it("lists the company's users by first name with totals, filtered by archived and q", async () => {
    const res = await admin.ok(AdminRoutes.listUsers, { query: { page: 0, size: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]!.firstName).toBe('admin');
    const q = await admin.ok(AdminRoutes.listUsers, { query: { q: 'member' } });
    expect(q.body.data.map((u) => u.email)).toEqual([company.member.email]);
    const archived = await admin.ok(AdminRoutes.listUsers, { query: { archived: 'true' } });
    expect(archived.body.data).toEqual([]);
  });

  it('invites with an e-mail and a code, and the invitee sets a password with it', async () => {
    const email = address('invitee');
    const res = await invite(admin, email);
    expect(res).toMatchObject({ status: 201, body: { email, archived: false, lastSigninDate: null } });
    const mail = await eventually(async () => (await mailsTo(cloud.baseUrl, email))[0]);
    expect(mail.subject).toBe(`admin Users invited you to ${company.name} on Polyloop`);
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const reset = await anonymousClient(cloud)(IdentityRoutes.resetPassword, {
      body: { email, code, password: TEST_PASSWORD },
    });
    expect(reset.status).toBe(200);
    await expect(signIn(cloud.config, email, TEST_PASSWORD)).resolves.toHaveProperty('idToken');
  });

  it('refuses an address that already has a user', async () => {
    const res = await invite(admin, company.member.email);
    expect(res).toMatchObject({ status: 409, body: { message: USER_MESSAGES.exists } });
  });

  it("stops at the plan's seat limit, and two invitations for the last seat cannot both win", async () => {
    const full = await createCompany('Seats');
    const fullAdmin = await signedInClient(cloud, full.admin.email);
    expect((await invite(fullAdmin, address('third'))).status).toBe(201);
    expect((await invite(fullAdmin, address('fourth'))).status).toBe(201);
    const race = await Promise.all([
      invite(fullAdmin, address('fifth-a')),
      invite(fullAdmin, address('fifth-b')),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(race.find((r) => r.status === 409)).toMatchObject({
      body: { message: USER_MESSAGES.limit, code: 'USER_LIMIT' },
    });
    expect(await invite(fullAdmin, address('sixth'))).toMatchObject({
      status: 409,
      body: { message: 'User Limit Reached' },
    });
    expect(await seatsUsed(fullAdmin)).toBe(5);
    expect((await fullAdmin.ok(AdminRoutes.listUsers)).body.totalCount).toBe(5);

    // Archiving frees a seat; restoring needs one.
    const third = (await fullAdmin.ok(AdminRoutes.listUsers, { query: { q: 'third' } })).body.data[0]!;
    expect((await fullAdmin(AdminRoutes.archiveUser, { params: { id: third.id } })).status).toBe(200);
    expect((await invite(fullAdmin, address('replacement'))).status).toBe(201);
    expect(await fullAdmin(AdminRoutes.restoreUser, { params: { id: third.id } })).toMatchObject({
      status: 409,
      body: { code: 'USER_LIMIT' },
    });
  });

  it('edits names, authorities and roles, and keeps at least one active administrator', async () => {
    const solo = await createCompany('Admins');
    const soloAdmin = await signedInClient(cloud, solo.admin.email);
    const update = (
      client: Client,
      id: string,
      body: {
        firstName?: string;
        authorities?: Array<'ROLE_USER' | 'ROLE_USER_ADMIN'>;
        functionalRoles?: ['SALES'];
      },
    ) => client(AdminRoutes.updateUser, { params: { id }, body });
    const edited = await update(soloAdmin, solo.member.userId, {
      firstName: 'Mia',
      functionalRoles: ['SALES'],
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { firstName: 'Mia', functionalRoles: ['SALES'], authorities: ['ROLE_USER'] },
    });
    expect((await update(soloAdmin, solo.member.userId, { authorities: [] })).status).toBe(400);
    expect(await update(soloAdmin, solo.admin.userId, { authorities: ['ROLE_USER'] })).toMatchObject({
      status: 409,
      body: { message: USER_MESSAGES.lastAdmin },
    });

    // With a second admin, the first may step down; then the second is the last one.
    expect(
      (await update(soloAdmin, solo.member.userId, { authorities: ['ROLE_USER_ADMIN', 'ROLE_USER'] })).status,
    ).toBe(200);
    expect((await update(soloAdmin, solo.admin.userId, { authorities: ['ROLE_USER'] })).status).toBe(200);
    const member = await signedInClient(cloud, solo.member.email);
    expect(await member(AdminRoutes.archiveUser, { params: { id: solo.member.userId } })).toMatchObject({
      status: 409,
      body: { message: USER_MESSAGES.self },
    });
    expect((await update(member, solo.member.userId, { authorities: ['ROLE_USER'] })).body).toMatchObject({
      message: USER_MESSAGES.lastAdmin,
    });
  });

  it('archives (the user is disabled and refused at once) and restores', async () => {
    const c = await createCompany('Archive');
    const cAdmin = await signedInClient(cloud, c.admin.email);
    const member = await signedInClient(cloud, c.member.email);
    expect((await member(IdentityRoutes.getSettings)).status).toBe(200);
    expect(await cAdmin(AdminRoutes.archiveUser, { params: { id: c.admin.userId } })).toMatchObject({
      status: 409,
      body: { message: USER_MESSAGES.self },
    });

    const archived = await cAdmin.ok(AdminRoutes.archiveUser, { params: { id: c.member.userId } });
    expect(archived.body.archived).toBe(true);
    // Their token still verifies for a while; the records refuse them (within the actor cache's few seconds).
    const refused = await eventually(async () => {
      const res = await member(IdentityRoutes.getSettings);
      return res.ok ? undefined : res;
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Your account has been archived. Contact your company administrator.' },
    });
    expect(await cognitoEnabled(c.member.email)).toBe(false);
    expect(await seatsUsed(cAdmin)).toBe(1);

    const restored = await cAdmin.ok(AdminRoutes.restoreUser, { params: { id: c.member.userId } });
    expect(restored.body.archived).toBe(false);
    expect(await cognitoEnabled(c.member.email)).toBe(true);
    const readAgain = await eventually(async () => {
      const res = await member(IdentityRoutes.getSettings);
      return res.ok ? res : undefined;
    });
    expect(readAgain.body.tenantId).toBe(c.tenantId);
    expect(await seatsUsed(cAdmin)).toBe(2);
  });

  it('e-mails a user a code that sets their new password', async () => {
    const res = await admin.ok(AdminRoutes.resetUserPassword, { params: { id: company.member.userId } });
    expect(res.status).toBe(202);
    const email = company.member.email;
    const code = await eventually(async () =>
      (await mailsTo(cloud.baseUrl, email)).map((m) => /\b(\d{6})\b/.exec(m.text ?? '')?.[1]).find(Boolean),
    );
    // The code is what the user notices: it sets their new password.
    expect(
      (
        await anonymousClient(cloud)(IdentityRoutes.resetPassword, {
          body: { email, code, password: 'Another-password-2027' },
        })
      ).status,
    ).toBe(200);
    await expect(signIn(cloud.config, email, 'Another-password-2027')).resolves.toHaveProperty('idToken');
  });
});
