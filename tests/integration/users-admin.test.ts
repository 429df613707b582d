import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { USER_MESSAGES, type AdminUser, type Billing } from '@polyloop/shared';
import { createCompany, mailsTo, signedInCaller, TEST_PASSWORD, useCloudEnv, type Call, type TestCompany } from '../support/companies.js';
import { signIn } from '../support/auth.js';
import { eventually } from '../support/eventually.js';

const cloud = inject('cloud');

async function cognitoEnabled(email: string): Promise<boolean | undefined> {
  const { CognitoIdentityProviderClient, AdminGetUserCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const user = await new CognitoIdentityProviderClient({}).send(new AdminGetUserCommand({ UserPoolId: cloud.env.USER_POOL_ID, Username: email }));
  return user.Enabled;
}
beforeAll(() => useCloudEnv(cloud.env));

type Failure = { message: string; code: string };
const address = (who: string) => `${who}.${randomUUID().slice(0, 8)}@test.polyloop.example`;
const invite = (call: Call, email: string, admin = false) =>
  call<AdminUser & Failure>('POST', '/api/admin/users', { email, firstName: 'Ina', lastName: 'Vitee', authorities: admin ? ['ROLE_USER_ADMIN', 'ROLE_USER'] : ['ROLE_USER'] });

describe('users administration', () => {
  let company: TestCompany;
  let admin: Call;
  beforeAll(async () => {
    company = await createCompany('Users');
    admin = await signedInCaller(cloud, company.admin.email);
  });

  it('lists the company\'s users by first name with totals, filtered by archived and q', async () => {
    const res = await admin<{ data: AdminUser[]; totalCount: number; totalPages: number }>('GET', '/api/admin/users?page=0&size=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]!.firstName).toBe('admin');
    const q = await admin<{ data: AdminUser[] }>('GET', '/api/admin/users?q=member');
    expect(q.body.data.map((u) => u.email)).toEqual([company.member.email]);
    const archived = await admin<{ data: AdminUser[] }>('GET', '/api/admin/users?archived=true');
    expect(archived.body.data).toEqual([]);
  });

  it('invites with an e-mail and a code, and the invitee sets a password with it', async () => {
    const email = address('invitee');
    const res = await invite(admin, email);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, archived: false, lastSigninDate: null });
    const mail = await eventually(async () => (await mailsTo(cloud.baseUrl, email))[0]);
    expect(mail.subject).toBe(`admin Users invited you to ${company.name} on Polyloop`);
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
    expect(code).toBeDefined();
    const reset = await fetch(`${cloud.baseUrl}/api/auth/reset-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, code, password: TEST_PASSWORD }) });
    expect(reset.status).toBe(200);
    await expect(signIn(cloud.config, email, TEST_PASSWORD)).resolves.toHaveProperty('idToken');
  });

  it('refuses an address that already has a user', async () => {
    const res = await invite(admin, company.member.email);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(USER_MESSAGES.exists);
  });

  it('stops at the plan\'s seat limit, and two invitations for the last seat cannot both win', async () => {
    const full = await createCompany('Seats');
    const call = await signedInCaller(cloud, full.admin.email);
    expect((await invite(call, address('third'))).status).toBe(201);
    expect((await invite(call, address('fourth'))).status).toBe(201);
    const race = await Promise.all([invite(call, address('fifth-a')), invite(call, address('fifth-b'))]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = race.find((r) => r.status === 409)!;
    expect(loser.body).toMatchObject({ message: USER_MESSAGES.limit, code: 'USER_LIMIT' });
    const sixth = await invite(call, address('sixth'));
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe('User Limit Reached');
    const billing = await call<Billing>('GET', '/api/my-company/billing');
    expect(billing.body.seatsUsed).toBe(5);
    const users = await call<{ totalCount: number }>('GET', '/api/admin/users');
    expect(users.body.totalCount).toBe(5);

    // Archiving frees a seat; restoring needs one.
    const list = await call<{ data: AdminUser[] }>('GET', '/api/admin/users?q=third');
    const third = list.body.data[0]!;
    expect((await call('PUT', `/api/admin/users/${third.id}/archive`)).status).toBe(200);
    expect((await invite(call, address('replacement'))).status).toBe(201);
    const restore = await call<Failure>('PUT', `/api/admin/users/${third.id}/restore`);
    expect(restore.status).toBe(409);
    expect(restore.body.code).toBe('USER_LIMIT');
  });

  it('edits names, authorities and roles, and keeps at least one active administrator', async () => {
    const solo = await createCompany('Admins');
    const call = await signedInCaller(cloud, solo.admin.email);
    const edited = await call<AdminUser>('PATCH', `/api/admin/users/${solo.member.userId}`, { firstName: 'Mia', functionalRoles: ['SALES'] });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ firstName: 'Mia', functionalRoles: ['SALES'], authorities: ['ROLE_USER'] });
    const noAuthority = await call<{ fieldErrors: Record<string, string[]> }>('PATCH', `/api/admin/users/${solo.member.userId}`, { authorities: [] });
    expect(noAuthority.status).toBe(400);

    const demoteSelf = await call<Failure>('PATCH', `/api/admin/users/${solo.admin.userId}`, { authorities: ['ROLE_USER'] });
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.body.message).toBe(USER_MESSAGES.lastAdmin);

    // With a second admin, the first may step down; then the second is the last one.
    expect((await call('PATCH', `/api/admin/users/${solo.member.userId}`, { authorities: ['ROLE_USER_ADMIN', 'ROLE_USER'] })).status).toBe(200);
    expect((await call('PATCH', `/api/admin/users/${solo.admin.userId}`, { authorities: ['ROLE_USER'] })).status).toBe(200);
    const member = await signedInCaller(cloud, solo.member.email);
    const last = await member<Failure>('PUT', `/api/admin/users/${solo.member.userId}/archive`);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(USER_MESSAGES.self);
    const demoteLast = await member<Failure>('PATCH', `/api/admin/users/${solo.member.userId}`, { authorities: ['ROLE_USER'] });
    expect(demoteLast.body.message).toBe(USER_MESSAGES.lastAdmin);
  });

  it('archives (the user is disabled and refused at once) and restores', async () => {
    const c = await createCompany('Archive');
    const call = await signedInCaller(cloud, c.admin.email);
    const member = await signedInCaller(cloud, c.member.email);
    expect((await member('GET', '/api/my-company/settings')).status).toBe(200);
    const self = await call<Failure>('PUT', `/api/admin/users/${c.admin.userId}/archive`);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(USER_MESSAGES.self);

    const archived = await call<AdminUser>('PUT', `/api/admin/users/${c.member.userId}/archive`);
    expect(archived.body.archived).toBe(true);
    // Their token still verifies for a while; the records refuse them (within the actor cache's few seconds).
    await eventually(async () => ((await member('GET', '/api/my-company/settings')).status === 403 ? true : undefined));
    expect(await cognitoEnabled(c.member.email)).toBe(false);
    expect((await call<Billing>('GET', '/api/my-company/billing')).body.seatsUsed).toBe(1);

    const restored = await call<AdminUser>('PUT', `/api/admin/users/${c.member.userId}/restore`);
    expect(restored.body.archived).toBe(false);
    expect(await cognitoEnabled(c.member.email)).toBe(true);
    await eventually(async () => ((await member('GET', '/api/my-company/settings')).status === 200 ? true : undefined));
    expect((await call<Billing>('GET', '/api/my-company/billing')).body.seatsUsed).toBe(2);
  });

  it('e-mails a code to reset a user\'s password', async () => {
    const res = await admin<{ message: string }>('POST', `/api/admin/users/${company.member.userId}/reset-password`);
    expect(res.status).toBe(202);
    const mail = await eventually(async () => (await mailsTo(cloud.baseUrl, company.member.email)).find((m) => /\d{6}/.test(m.text ?? '')));
    expect(mail.text).toMatch(/\b\d{6}\b/);
  });

  it('refuses members on every users route', async () => {
    const member = await signedInCaller(cloud, company.member.email);
    const id = company.admin.userId;
    for (const [method, path] of [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users'],
      ['PATCH', `/api/admin/users/${id}`],
      ['PUT', `/api/admin/users/${id}/archive`],
      ['PUT', `/api/admin/users/${id}/restore`],
      ['POST', `/api/admin/users/${id}/reset-password`],
    ] as const) {
      const res = await member(method, path, method === 'GET' ? undefined : { email: address('x'), firstName: 'X', lastName: 'Y' });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});
