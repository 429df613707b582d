import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from '../support/auth.js';
import { TEST_PASSWORD, createCompany, useCloudEnv, type TestCompany } from '../support/companies.js';

const cloud = inject('cloud');

type Json = Record<string, unknown>;
const call = async <T = Json>(token: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${cloud.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
};
const tokenOf = async (email: string) => (await signIn(cloud.config, email, TEST_PASSWORD)).idToken;

let a: TestCompany;
let b: TestCompany;
let adminA: string;
let memberA: string;
let adminB: string;
beforeAll(async () => {
  useCloudEnv(cloud.env);
  [a, b] = [await createCompany('Alpha'), await createCompany('Beta')];
  [adminA, memberA, adminB] = await Promise.all([
    tokenOf(a.admin.email),
    tokenOf(a.member.email),
    tokenOf(b.admin.email),
  ]);
});

describe('the account', () => {
  it('answers the signed-in user with their company, sorted permissions and a support hash', async () => {
    const { status, body } = await call(adminA, 'GET', '/api/account');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: a.admin.userId,
      email: a.admin.email,
      tenantId: a.tenantId,
      companyName: a.name,
      onboarded: true,
      archived: false,
    });
    const permissions = body.permissions as string[];
    expect(permissions).toContain('USERS_AND_BILLINGS_MANAGEMENT');
    expect(permissions).toEqual([...permissions].sort());
    expect(body.supportHash).toMatch(/^[0-9a-f]{64}$/);
    const member = (await call(memberA, 'GET', '/api/account')).body;
    expect(member.permissions).not.toContain('USERS_AND_BILLINGS_MANAGEMENT');
    expect(member.supportHash).not.toBe(body.supportHash);
  });

  it('records the sign-in once, not on every call', async () => {
    const first = (await call(adminB, 'GET', '/api/account')).body.lastSigninDate as string;
    expect(Date.parse(first)).toBeGreaterThan(Date.now() - 60_000);
    const second = (await call(adminB, 'GET', '/api/account')).body.lastSigninDate;
    expect(second).toBe(first);
  });

  it("changes the user's name, which the colleague options follow", async () => {
    const res = await call(memberA, 'PATCH', '/api/account', { firstName: 'Aaron' });
    expect(res).toMatchObject({ status: 200, body: { firstName: 'Aaron', lastName: 'Alpha' } });
    expect((await call(memberA, 'GET', '/api/account')).body.firstName).toBe('Aaron');
    const options = (await call<Json[]>(adminA, 'GET', '/api/users/options')).body;
    expect(options.map((o) => o.firstName)).toEqual(['Aaron', 'admin']);
  });

  it('refuses an empty name with a field error', async () => {
    const res = await call<{ fieldErrors: Json }>(memberA, 'PATCH', '/api/account', { lastName: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty(['body.lastName']);
  });
});

describe('colleague options', () => {
  it("lists only active users of the caller's own company, by first name", async () => {
    const options = (await call<Json[]>(adminB, 'GET', '/api/users/options')).body;
    expect(options.map((o) => o.id).sort()).toEqual([b.admin.userId, b.member.userId].sort());
    expect(options.map((o) => o.email)).not.toContain(a.admin.email);
  });

  it('filters by name or e-mail and leaves archived users out', async () => {
    const c = await createCompany('Gamma');
    const token = await tokenOf(c.admin.email);
    const byName = (await call<Json[]>(token, 'GET', '/api/users/options?q=MEMBER')).body;
    expect(byName.map((o) => o.id)).toEqual([c.member.userId]);
    const byEmail = (
      await call<Json[]>(token, 'GET', `/api/users/options?q=${encodeURIComponent(c.admin.email)}`)
    ).body;
    expect(byEmail.map((o) => o.id)).toEqual([c.admin.userId]);
    const { User } = await import('@polyloop/functions/domain/user/user.entity');
    const member = (await User.get({ userId: c.member.userId }))!;
    await User.update(
      { userId: c.member.userId },
      { archived: true, functionalRoles: member.functionalRoles },
    );
    const active = (await call<Json[]>(token, 'GET', '/api/users/options')).body;
    expect(active.map((o) => o.id)).toEqual([c.admin.userId]);
  });
});

describe('saved views', () => {
  const create = (token: string, name: string, type = 'HAVES') =>
    call<Json>(token, 'POST', '/api/account/views', { type, name, state: { sort: name } });
  const names = async (token: string, type = 'HAVES') =>
    (await call<Json[]>(token, 'GET', `/api/account/views/type?type=${type}`)).body.map((v) => v.name);

  it("lists a list's views in the order saved, and moves one between two others", async () => {
    const c = await createCompany('Views');
    const token = await tokenOf(c.member.email);
    const first = (await create(token, 'First')).body;
    const second = (await create(token, 'Second')).body;
    const third = (await create(token, 'Third')).body;
    await create(token, 'Needs view', 'NEEDS');
    expect(first).toMatchObject({ type: 'HAVES', name: 'First', state: { sort: 'First' } });
    expect(await names(token)).toEqual(['First', 'Second', 'Third']);
    expect(await names(token, 'NEEDS')).toEqual(['Needs view']);

    const moved = await call(token, 'POST', `/api/account/views/${third.id}/rank`, {
      lowerId: first.id,
      upperId: second.id,
    });
    expect(moved.status).toBe(200);
    expect(await names(token)).toEqual(['First', 'Third', 'Second']);
    await call(token, 'POST', `/api/account/views/${second.id}/rank`, { upperId: first.id });
    expect(await names(token)).toEqual(['Second', 'First', 'Third']);
    await call(token, 'POST', `/api/account/views/${second.id}/rank`, { lowerId: first.id });
    expect(await names(token)).toEqual(['First', 'Second', 'Third']);
    await call(token, 'POST', `/api/account/views/${first.id}/rank`, { lowerId: third.id });
    expect(await names(token)).toEqual(['Second', 'Third', 'First']);
  });

  it("deletes only the caller's own views: another user's id answers 404", async () => {
    const mine = (await create(memberA, 'Mine')).body;
    expect((await call(adminB, 'DELETE', `/api/account/views/${mine.id}`)).status).toBe(404);
    expect((await call(adminA, 'DELETE', `/api/account/views/${mine.id}`)).status).toBe(404);
    expect((await call(adminB, 'POST', `/api/account/views/${mine.id}/rank`, {})).status).toBe(404);
    expect(await names(memberA)).toContain('Mine');
    expect((await call(memberA, 'DELETE', `/api/account/views/${mine.id}`)).status).toBe(204);
    expect(await names(memberA)).not.toContain('Mine');
    expect((await call(memberA, 'DELETE', `/api/account/views/${mine.id}`)).status).toBe(404);
  });

  it("refuses a neighbour that is not one of the caller's views of the same list", async () => {
    const view = (await create(adminA, 'Mine')).body;
    const other = (await create(adminA, 'Other list', 'ORDERS')).body;
    const foreign = (await create(adminB, 'Theirs')).body;
    expect(
      (await call(adminA, 'POST', `/api/account/views/${view.id}/rank`, { lowerId: foreign.id })).status,
    ).toBe(404);
    expect(
      (await call(adminA, 'POST', `/api/account/views/${view.id}/rank`, { lowerId: other.id })).status,
    ).toBe(404);
    expect(
      (await call(adminA, 'POST', `/api/account/views/${view.id}/rank`, { lowerId: view.id })).status,
    ).toBe(400);
  });

  it('answers 400 with field errors for an unknown list type or a missing name', async () => {
    const res = await call<{ fieldErrors: Json }>(adminA, 'POST', '/api/account/views', {
      type: 'PIZZAS',
      name: '',
      state: {},
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(expect.arrayContaining(['body.type', 'body.name']));
    expect((await call(adminA, 'GET', '/api/account/views/type?type=PIZZAS')).status).toBe(400);
  });
});

describe('places', () => {
  it('suggests addresses and answers the details of a suggestion', async () => {
    const suggestions = (
      await call<Json[]>(
        memberA,
        'GET',
        `/api/places/autocomplete?q=${encodeURIComponent('1200 W Fulton Market, Chicago, IL')}`,
      )
    ).body;
    expect(suggestions.length).toBeGreaterThan(0);
    const placeId = suggestions[0]!.placeId as string;
    const details = await call(memberA, 'GET', `/api/places/${encodeURIComponent(placeId)}`);
    expect(details).toMatchObject({
      status: 200,
      body: { placeId, city: 'Chicago', stateProvince: 'IL', country: 'US' },
    });
  });

  it('answers 404 for an unknown place and 400 for an empty query', async () => {
    expect((await call(memberA, 'GET', '/api/places/no-such-place')).status).toBe(404);
    expect((await call(memberA, 'GET', '/api/places/autocomplete?q=')).status).toBe(400);
  });
});
