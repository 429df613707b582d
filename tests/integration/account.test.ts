import { beforeAll, describe, expect, inject, it } from 'vitest';
import { IdentityRoutes, type SavedView } from '@polyloop/shared';
import { signedInClient, type Client, type SignedInClient } from '../support/client.js';
import { createCompany, useCloudEnv, type TestCompany } from '../support/companies.js';

const cloud = inject('cloud');

let a: TestCompany;
let b: TestCompany;
let adminA: SignedInClient;
let memberA: SignedInClient;
let adminB: SignedInClient;
beforeAll(async () => {
  useCloudEnv(cloud.env);
  [a, b] = [await createCompany('Alpha'), await createCompany('Beta')];
  [adminA, memberA, adminB] = await Promise.all([
    signedInClient(cloud, a.admin.email),
    signedInClient(cloud, a.member.email),
    signedInClient(cloud, b.admin.email),
  ]);
});

describe('the account', () => {
  it('answers the signed-in user with their company, sorted permissions and a support hash', async () => {
    const { status, body } = await adminA.ok(IdentityRoutes.getAccount);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: a.admin.userId,
      email: a.admin.email,
      tenantId: a.tenantId,
      companyName: a.name,
      onboarded: true,
      archived: false,
    });
    expect(body.permissions).toContain('USERS_AND_BILLINGS_MANAGEMENT');
    expect(body.permissions).toEqual([...body.permissions].sort());
    expect(body.supportHash).toMatch(/^[0-9a-f]{64}$/);
    const member = (await memberA.ok(IdentityRoutes.getAccount)).body;
    expect(member.permissions).not.toContain('USERS_AND_BILLINGS_MANAGEMENT');
    expect(member.supportHash).not.toBe(body.supportHash);
  });

  it('records the sign-in once, not on every call', async () => {
    const first = (await adminB.ok(IdentityRoutes.getAccount)).body.lastSigninDate;
    expect(Date.parse(first ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const second = (await adminB.ok(IdentityRoutes.getAccount)).body.lastSigninDate;
    expect(second).toBe(first);
  });

  it("changes the user's name, which the colleague options follow", async () => {
    const res = await memberA(IdentityRoutes.updateAccount, { body: { firstName: 'Aaron' } });
    expect(res).toMatchObject({ status: 200, body: { firstName: 'Aaron', lastName: 'Alpha' } });
    expect((await memberA.ok(IdentityRoutes.getAccount)).body.firstName).toBe('Aaron');
    const options = (await adminA.ok(IdentityRoutes.userOptions)).body;
    expect(options.map((o) => o.firstName)).toEqual(['Aaron', 'admin']);
  });

  it('refuses an empty name with a field error', async () => {
    const res = await memberA.refused(IdentityRoutes.updateAccount, { body: { lastName: '  ' } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty(['body.lastName']);
  });
});

describe('colleague options', () => {
  it("lists only active users of the caller's own company, by first name", async () => {
    const options = (await adminB.ok(IdentityRoutes.userOptions)).body;
    expect(options.map((o) => o.id).sort()).toEqual([b.admin.userId, b.member.userId].sort());
    expect(options.map((o) => o.email)).not.toContain(a.admin.email);
  });

  it('filters by name or e-mail and leaves archived users out', async () => {
    const c = await createCompany('Gamma');
    const admin = await signedInClient(cloud, c.admin.email);
    const ids = async (q?: string) =>
      (await admin.ok(IdentityRoutes.userOptions, { query: { q } })).body.map((o) => o.id);
    expect(await ids('MEMBER')).toEqual([c.member.userId]);
    expect(await ids(c.admin.email)).toEqual([c.admin.userId]);
    const { User } = await import('@polyloop/functions/domain/user/user.entity');
    const member = (await User.get({ userId: c.member.userId }))!;
    await User.update(
      { userId: c.member.userId },
      { archived: true, functionalRoles: member.functionalRoles },
    );
    expect(await ids()).toEqual([c.admin.userId]);
  });
});

describe('saved views', () => {
  const create = async (client: Client, name: string, type: SavedView['type'] = 'HAVES') =>
    (await client.ok(IdentityRoutes.createView, { body: { type, name, state: { sort: name } } })).body;
  const names = async (client: Client, type: SavedView['type'] = 'HAVES') =>
    (await client.ok(IdentityRoutes.listViews, { query: { type } })).body.map((v) => v.name);
  const rank = (client: Client, id: string, body: { lowerId?: string; upperId?: string }) =>
    client(IdentityRoutes.rankView, { params: { id }, body });

  it("lists a list's views in the order saved, and moves one between two others", async () => {
    const c = await createCompany('Views');
    const member = await signedInClient(cloud, c.member.email);
    const first = await create(member, 'First');
    const second = await create(member, 'Second');
    const third = await create(member, 'Third');
    await create(member, 'Needs view', 'NEEDS');
    expect(first).toMatchObject({ type: 'HAVES', name: 'First', state: { sort: 'First' } });
    expect(await names(member)).toEqual(['First', 'Second', 'Third']);
    expect(await names(member, 'NEEDS')).toEqual(['Needs view']);

    expect((await rank(member, third.id, { lowerId: first.id, upperId: second.id })).status).toBe(200);
    expect(await names(member)).toEqual(['First', 'Third', 'Second']);
    await rank(member, second.id, { upperId: first.id });
    expect(await names(member)).toEqual(['Second', 'First', 'Third']);
    await rank(member, second.id, { lowerId: first.id });
    expect(await names(member)).toEqual(['First', 'Second', 'Third']);
    await rank(member, first.id, { lowerId: third.id });
    expect(await names(member)).toEqual(['Second', 'Third', 'First']);
  });

  it("deletes only the caller's own views: another user's id answers 404", async () => {
    const mine = await create(memberA, 'Mine');
    const remove = (client: Client) => client(IdentityRoutes.deleteView, { params: { id: mine.id } });
    expect((await remove(adminB)).status).toBe(404);
    expect((await remove(adminA)).status).toBe(404);
    expect((await rank(adminB, mine.id, {})).status).toBe(404);
    expect(await names(memberA)).toContain('Mine');
    expect((await remove(memberA)).status).toBe(204);
    expect(await names(memberA)).not.toContain('Mine');
    expect((await remove(memberA)).status).toBe(404);
  });

  it("refuses a neighbour that is not one of the caller's views of the same list", async () => {
    const view = await create(adminA, 'Mine');
    const other = await create(adminA, 'Other list', 'ORDERS');
    const foreign = await create(adminB, 'Theirs');
    expect((await rank(adminA, view.id, { lowerId: foreign.id })).status).toBe(404);
    expect((await rank(adminA, view.id, { lowerId: other.id })).status).toBe(404);
    expect((await rank(adminA, view.id, { lowerId: view.id })).status).toBe(400);
  });

  it('answers 400 with field errors for an unknown list type or a missing name', async () => {
    const res = await adminA.invalid(IdentityRoutes.createView, {
      body: { type: 'PIZZAS', name: '', state: {} },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['body.type', 'body.name']),
    );
    expect((await adminA.invalid(IdentityRoutes.listViews, { query: { type: 'PIZZAS' } })).status).toBe(400);
  });
});

describe('places', () => {
  it('suggests addresses and answers the details of a suggestion', async () => {
    const suggestions = (
      await memberA.ok(IdentityRoutes.autocompletePlaces, {
        query: { q: '1200 W Fulton Market, Chicago, IL' },
      })
    ).body;
    expect(suggestions.length).toBeGreaterThan(0);
    const placeId = suggestions[0]!.placeId;
    const details = await memberA(IdentityRoutes.getPlace, { params: { placeId } });
    expect(details).toMatchObject({
      status: 200,
      body: { placeId, city: 'Chicago', stateProvince: 'IL', country: 'US' },
    });
  });

  it('answers 404 for an unknown place and 400 for an empty query', async () => {
    expect((await memberA(IdentityRoutes.getPlace, { params: { placeId: 'no-such-place' } })).status).toBe(
      404,
    );
    expect((await memberA(IdentityRoutes.autocompletePlaces, { query: { q: '' } })).status).toBe(400);
  });
});
