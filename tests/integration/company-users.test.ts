import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminRoutes, IdentityRoutes, NetworkRoutes, PUBLIC_PROFILE_MESSAGES } from '@polyloop/shared';
import { signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, useCloudEnv, type TestCompany } from '../support/companies.js';

/**
 * What every member reads of its company (spec part 1 §7): its colleagues (`GET /users`, `GET
 * /users/count`) without what administration alone reads, and its public profile (`GET
 * /my-public-company`). Another company's people and profile are never among them.
 */

const cloud = inject('cloud');

let team: TestCompany;
let rivalTeam: TestCompany;
let admin: SignedInClient;
let member: SignedInClient;
let rival: SignedInClient;
const leaver = `leaver.${randomUUID().slice(0, 8)}@test.polyloop.example`;
const buyer = `buyer.${randomUUID().slice(0, 8)}@test.polyloop.example`;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  [team, rivalTeam] = await Promise.all([
    createCompany('Team', { plan: 'INTELLIGENCE', services: ['GRINDING'] }),
    createCompany('Rival team'),
  ]);
  [admin, member, rival] = await Promise.all([
    signedInClient(cloud, team.admin.email),
    signedInClient(cloud, team.member.email),
    signedInClient(cloud, rivalTeam.member.email),
  ]);
  await admin.ok(AdminRoutes.updateUser, {
    params: { id: team.member.userId },
    body: { functionalRoles: ['SALES'] },
  });
  await admin.ok(AdminRoutes.inviteUser, {
    body: { email: buyer, firstName: 'Bea', lastName: 'Buyer', functionalRoles: ['PURCHASING'] },
  });
  const gone = await admin.ok(AdminRoutes.inviteUser, {
    body: { email: leaver, firstName: 'Lee', lastName: 'Leaver' },
  });
  await admin.ok(AdminRoutes.archiveUser, { params: { id: gone.body.id } });
});

const ADMIN_ONLY = ['authorities', 'invitedDate', 'lastSigninDate', 'archived'];

describe('my colleagues, as every member reads them', () => {
  it('lists the active users by first name with their jobs, and nothing only administration reads', async () => {
    const res = await member.ok(IdentityRoutes.listCompanyUsers);
    expect(res.total).toBe(3);
    expect(res.body).toEqual([
      {
        id: team.admin.userId,
        firstName: 'admin',
        lastName: 'Team',
        email: team.admin.email,
        phone: null,
        functionalRoles: [],
        administrator: true,
      },
      expect.objectContaining({ email: buyer, functionalRoles: ['PURCHASING'], administrator: false }),
      expect.objectContaining({ id: team.member.userId, functionalRoles: ['SALES'], administrator: false }),
    ]);
    const sent = JSON.parse(res.text) as Record<string, unknown>[];
    expect(sent.flatMap((user) => ADMIN_ONLY.filter((field) => field in user))).toEqual([]);
    expect(res.text).not.toContain(leaver);
  });

  it('pages, and narrows by words and by job, as the count does', async () => {
    const pages = await Promise.all(
      [0, 1, 2].map((page) => member.ok(IdentityRoutes.listCompanyUsers, { query: { page, size: 1 } })),
    );
    expect(pages.map((p) => [p.body.map((u) => u.firstName), p.total])).toEqual([
      [['admin'], 3],
      [['Bea'], 3],
      [['member'], 3],
    ]);
    const sales = await member.ok(IdentityRoutes.listCompanyUsers, { query: { role: 'SALES' } });
    expect(sales.body.map((u) => u.id)).toEqual([team.member.userId]);
    const named = await member.ok(IdentityRoutes.listCompanyUsers, { query: { q: 'BEA b' } });
    expect(named.body.map((u) => u.email)).toEqual([buyer]);
    expect((await member.ok(IdentityRoutes.listCompanyUsers, { query: { q: 'leaver' } })).body).toEqual([]);

    expect((await member.ok(IdentityRoutes.countCompanyUsers)).body).toBe(3);
    expect((await member.ok(IdentityRoutes.countCompanyUsers, { query: { role: 'PURCHASING' } })).body).toBe(
      1,
    );
    expect((await member.ok(IdentityRoutes.countCompanyUsers, { query: { q: 'team' } })).body).toBe(2);
  });

  it('refuses a job that does not exist and words too long', async () => {
    for (const query of [{ role: 'JANITOR' }, { q: 'x'.repeat(61) }, { size: 101 }]) {
      expect((await member.invalid(IdentityRoutes.listCompanyUsers, { query })).status).toBe(400);
    }
    expect(
      (await member.invalid(IdentityRoutes.countCompanyUsers, { query: { role: 'JANITOR' } })).status,
    ).toBe(400);
  });

  it('shows another company only its own people', async () => {
    const theirs = await rival.ok(IdentityRoutes.listCompanyUsers, { query: { size: 100 } });
    expect(theirs.body.map((u) => u.email).sort()).toEqual(
      [rivalTeam.admin.email, rivalTeam.member.email].sort(),
    );
    expect(theirs.text).not.toContain(team.admin.email);
    expect((await rival.ok(IdentityRoutes.countCompanyUsers)).body).toBe(2);
  });
});

describe('my public company, as every member reads it', () => {
  it('answers the profile the administrators keep, enabled or not', async () => {
    const kept = (await admin.ok(AdminRoutes.getPublicCompany)).body;
    const mine = await member.ok(NetworkRoutes.getMyPublicCompany);
    expect(mine.body).toEqual(kept);
    expect(mine.body).toMatchObject({ name: team.name, enabled: true, services: ['GRINDING'] });

    const theirs = (await rival.ok(NetworkRoutes.getMyPublicCompany)).body;
    expect(theirs).toMatchObject({ name: rivalTeam.name, enabled: false });
    expect(theirs.id).not.toBe(mine.body.id);
  });

  it('answers 404 with the profile message for a company that has none', async () => {
    const { PublicProfile } = await import('@polyloop/functions/domain/public-company/public-company.entity');
    const bare = await createCompany('Bare');
    await PublicProfile.delete({ tenantId: bare.tenantId });
    const refused = await (
      await signedInClient(cloud, bare.member.email)
    ).refused(NetworkRoutes.getMyPublicCompany);
    expect(refused).toMatchObject({ status: 404, body: { message: PUBLIC_PROFILE_MESSAGES.notCreated } });
  });
});
