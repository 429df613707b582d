import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from '../support/auth.js';
import { TEST_PASSWORD, createCompany, useCloudEnv, type TestCompany } from '../support/companies.js';
import { eventually } from '../support/eventually.js';

const cloud = inject('cloud');
const OPS = 'ops@polyloop.local';

interface Result {
  id: string;
  kind: string;
  status: string;
  createdDate: string;
}
const request = async <T = Result>(token: string, path: string, body?: unknown) => {
  const res = await fetch(`${cloud.baseUrl}/api/network/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
};
interface Mail {
  subject: string;
  text: string;
}
const opsMailsAbout = async (company: string) =>
  (
    (await (await fetch(`${cloud.baseUrl}/_local/outbox?format=json&to=${OPS}`)).json()) as {
      messages: Mail[];
    }
  ).messages.filter((m) => m.text.includes(company));

let a: TestCompany;
let b: TestCompany;
let memberA: string;
let adminA: string;
let adminB: string;
beforeAll(async () => {
  useCloudEnv(cloud.env);
  [a, b] = [await createCompany('Requesting'), await createCompany('Other')];
  const tokenOf = async (email: string) => (await signIn(cloud.config, email, TEST_PASSWORD)).idToken;
  [memberA, adminA, adminB] = await Promise.all([
    tokenOf(a.member.email),
    tokenOf(a.admin.email),
    tokenOf(b.admin.email),
  ]);
});

describe('access requests', () => {
  it('records a pending request once per company and kind, and tells the platform team once', async () => {
    const first = await request(memberA, 'auctions/request-access', {
      message: 'We run weekly regrind auctions.',
    });
    expect(first).toMatchObject({ status: 201, body: { kind: 'PRIVATE_AUCTION', status: 'PENDING' } });
    const again = await request(adminA, 'auctions/request-access');
    expect(again.body).toEqual(first.body);

    const mail = await eventually(async () =>
      (await opsMailsAbout(a.name)).find((m) => m.subject.includes('Private auctions')),
    );
    expect(mail.text).toContain(a.member.email);
    expect(mail.text).toContain('We run weekly regrind auctions.');
    // A later request's e-mail proves the bus delivered everything before it, so a duplicate would show.
    await request(memberA, 'public-offers/request-access');
    await eventually(async () =>
      (await opsMailsAbout(a.name)).find((m) => m.subject.includes('Public offers')),
    );
    expect((await opsMailsAbout(a.name)).filter((m) => m.subject.includes('Private auctions'))).toHaveLength(
      1,
    );
  });

  it("tells public requests and reverse auctions apart, and keeps each company's requests its own", async () => {
    const publicRequest = await request(memberA, 'public-requests/request-access');
    const reverse = await request(memberA, 'public-requests/request-access?reverseAuction=true');
    expect(publicRequest.body.kind).toBe('PUBLIC_REQUEST');
    expect(reverse.body.kind).toBe('REVERSE_AUCTION');
    expect(reverse.body.id).not.toBe(publicRequest.body.id);
    const equipment = await request(memberA, 'public-offers/equipment-listing-interest', {});
    expect(equipment).toMatchObject({ status: 201, body: { kind: 'EQUIPMENT_LISTING' } });

    const other = await request(adminB, 'public-requests/request-access?reverseAuction=true');
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(reverse.body.id);
    await eventually(async () =>
      (await opsMailsAbout(b.name)).find((m) => m.subject.includes('Reverse auctions')),
    );
    expect((await opsMailsAbout(b.name)).every((m) => !m.text.includes(a.name))).toBe(true);
  });

  it('needs an onboarded company', async () => {
    const email = `lonely.${randomUUID().slice(0, 8)}@test.polyloop.example`;
    const { signUpAccount, confirmAccount } = await import('@polyloop/functions/domain/auth/cognito-account');
    const { createSignedUpUser } = await import('@polyloop/functions/domain/auth/sign-up');
    const userId = (await signUpAccount(email, TEST_PASSWORD))!;
    await createSignedUpUser({ userId, email, firstName: 'Lone', lastName: 'Trader' });
    await confirmAccount(email, { sub: userId, status: 'UNCONFIRMED', enabled: true });
    const token = (await signIn(cloud.config, email, TEST_PASSWORD)).idToken;
    const refused = await request<{ message: string }>(token, 'auctions/request-access');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Complete onboarding first.');
  });

  it('answers 400 with field errors for a message too long or an unknown flag', async () => {
    const long = await request<{ fieldErrors: Record<string, string[]> }>(
      memberA,
      'public-offers/request-access',
      { message: 'x'.repeat(1001) },
    );
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toHaveProperty(['body.message']);
    const flag = await request<{ fieldErrors: Record<string, string[]> }>(
      memberA,
      'public-requests/request-access?reverseAuction=maybe',
    );
    expect(flag.status).toBe(400);
    expect(flag.body.fieldErrors).toHaveProperty(['query.reverseAuction']);
  });
});
