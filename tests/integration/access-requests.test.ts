import { beforeAll, describe, expect, inject, it } from 'vitest';
import { IdentityRoutes } from '@polyloop/shared';
import { signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, createNewcomer, mailsTo, useCloudEnv, type TestCompany } from '../support/companies.js';
import { eventually } from '../support/eventually.js';

const cloud = inject('cloud');
const OPS = 'ops@polyloop.local';
const opsMailsAbout = async (company: string) => (await mailsTo(cloud.baseUrl, OPS)).filter((m) => m.text?.includes(company));

let a: TestCompany;
let b: TestCompany;
let memberA: SignedInClient;
let adminA: SignedInClient;
let adminB: SignedInClient;
beforeAll(async () => {
  useCloudEnv(cloud.env);
  [a, b] = [await createCompany('Requesting'), await createCompany('Other')];
  [memberA, adminA, adminB] = await Promise.all([signedInClient(cloud, a.member.email), signedInClient(cloud, a.admin.email), signedInClient(cloud, b.admin.email)]);
});

describe('access requests', () => {
  it('records a pending request once per company and kind, and tells the platform team once', async () => {
    const first = await memberA(IdentityRoutes.requestAuctionAccess, { body: { message: 'We run weekly regrind auctions.' } });
    expect(first).toMatchObject({ status: 201, body: { kind: 'PRIVATE_AUCTION', status: 'PENDING' } });
    const again = await adminA.ok(IdentityRoutes.requestAuctionAccess);
    expect(again.body).toEqual(first.body);

    const mail = await eventually(async () => (await opsMailsAbout(a.name)).find((m) => m.subject.includes('Private auctions')));
    expect(mail.text).toContain(a.member.email);
    expect(mail.text).toContain('We run weekly regrind auctions.');
    // A later request's e-mail proves the bus delivered everything before it, so a duplicate would show.
    await memberA.ok(IdentityRoutes.requestPublicOfferAccess);
    await eventually(async () => (await opsMailsAbout(a.name)).find((m) => m.subject.includes('Public offers')));
    expect((await opsMailsAbout(a.name)).filter((m) => m.subject.includes('Private auctions'))).toHaveLength(1);
  });

  it("tells public requests and reverse auctions apart, and keeps each company's requests its own", async () => {
    const publicRequest = await memberA.ok(IdentityRoutes.requestPublicRequestAccess);
    const reverse = await memberA.ok(IdentityRoutes.requestPublicRequestAccess, { query: { reverseAuction: 'true' } });
    expect(publicRequest.body.kind).toBe('PUBLIC_REQUEST');
    expect(reverse.body.kind).toBe('REVERSE_AUCTION');
    expect(reverse.body.id).not.toBe(publicRequest.body.id);
    const equipment = await memberA(IdentityRoutes.equipmentListingInterest, { body: {} });
    expect(equipment).toMatchObject({ status: 201, body: { kind: 'EQUIPMENT_LISTING' } });

    const other = await adminB.ok(IdentityRoutes.requestPublicRequestAccess, { query: { reverseAuction: 'true' } });
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(reverse.body.id);
    const told = await eventually(async () => {
      const mails = await opsMailsAbout(b.name);
      return mails.some((m) => m.subject.includes('Reverse auctions')) ? mails : undefined;
    });
    expect(told.filter((m) => m.text?.includes(a.name))).toEqual([]);
  });

  it('needs an onboarded company', async () => {
    const lonely = await signedInClient(cloud, (await createNewcomer({ label: 'lonely' })).email);
    const refused = await lonely.refused(IdentityRoutes.requestAuctionAccess);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Complete onboarding first.');
  });

  it('answers 400 with field errors for a message too long or an unknown flag', async () => {
    const long = await memberA.refused(IdentityRoutes.requestPublicOfferAccess, { body: { message: 'x'.repeat(1001) } });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toHaveProperty(['body.message']);
    const flag = await memberA.invalid(IdentityRoutes.requestPublicRequestAccess, { query: { reverseAuction: 'maybe' } });
    expect(flag.status).toBe(400);
    expect(flag.body.fieldErrors).toHaveProperty(['query.reverseAuction']);
  });
});
