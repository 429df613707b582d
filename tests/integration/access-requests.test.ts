import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AdminRoutes,
  DEFAULT_PUBLISHING,
  IdentityRoutes,
  NotificationRoutes,
  type AccessKind,
  type AccessRequestView,
} from '@polyloop/shared';
import { DEMO_PASSWORD, platformAdministrator } from '../../infra/local/src/seed.js';
import { signedInClient, type SignedInClient } from '../support/client.js';
import {
  createCompany,
  createNewcomer,
  mailsTo,
  useCloudEnv,
  type TestCompany,
} from '../support/companies.js';
import { eventually } from '../support/eventually.js';

const cloud = inject('cloud');
const OPS = 'ops@polyloop.local';
const opsMailsAbout = async (company: string) =>
  (await mailsTo(cloud.baseUrl, OPS)).filter((m) => m.text?.includes(company));

let a: TestCompany;
let b: TestCompany;
let memberA: SignedInClient;
let adminA: SignedInClient;
let adminB: SignedInClient;
let ops: SignedInClient;
beforeAll(async () => {
  useCloudEnv(cloud.env);
  [a, b] = [await createCompany('Requesting'), await createCompany('Other')];
  [memberA, adminA, adminB, ops] = await Promise.all([
    signedInClient(cloud, a.member.email),
    signedInClient(cloud, a.admin.email),
    signedInClient(cloud, b.admin.email),
    signedInClient(cloud, platformAdministrator.email, DEMO_PASSWORD),
  ]);
});

/** A fresh company whose member and administrator are signed in. */
async function company(label: string) {
  const made = await createCompany(label);
  const [member, admin] = await Promise.all([
    signedInClient(cloud, made.member.email),
    signedInClient(cloud, made.admin.email),
  ]);
  return { ...made, asMember: member, asAdmin: admin };
}

/** The platform's list of one status (and kind), as far as it shows one company's requests. */
async function listed(
  tenantId: string,
  query: { status?: 'PENDING' | 'APPROVED' | 'DECLINED'; kind?: AccessKind } = {},
): Promise<AccessRequestView[]> {
  const res = await ops.ok(AdminRoutes.listAccessRequests, { query: { ...query, size: 100 } });
  expect(res.total).toBeGreaterThanOrEqual(res.body.length);
  return res.body.filter((r) => r.tenantId === tenantId);
}

const permissionsOf = async (client: SignedInClient) =>
  (await client.ok(IdentityRoutes.getAccount)).body.permissions;
const notificationsOf = async (client: SignedInClient) =>
  (await client.ok(NotificationRoutes.listNotifications)).body;

describe('access requests', () => {
  it('records a pending request once per company and kind, and tells the platform team once', async () => {
    const first = await memberA(IdentityRoutes.requestAuctionAccess, {
      body: { message: 'We run weekly regrind auctions.' },
    });
    expect(first).toMatchObject({ status: 201, body: { kind: 'PRIVATE_AUCTION', status: 'PENDING' } });
    const again = await adminA.ok(IdentityRoutes.requestAuctionAccess);
    expect(again.body).toEqual(first.body);

    const mail = await eventually(async () =>
      (await opsMailsAbout(a.name)).find((m) => m.subject.includes('Private auctions')),
    );
    expect(mail.text).toContain(a.member.email);
    expect(mail.text).toContain('We run weekly regrind auctions.');
    // A later request's e-mail proves the bus delivered everything before it, so a duplicate would show.
    await memberA.ok(IdentityRoutes.requestPublicOfferAccess);
    await eventually(async () =>
      (await opsMailsAbout(a.name)).find((m) => m.subject.includes('Public offers')),
    );
    expect((await opsMailsAbout(a.name)).filter((m) => m.subject.includes('Private auctions'))).toHaveLength(
      1,
    );
  });

  it("tells public requests and reverse auctions apart, and keeps each company's requests its own", async () => {
    const publicRequest = await memberA.ok(IdentityRoutes.requestPublicRequestAccess);
    const reverse = await memberA.ok(IdentityRoutes.requestPublicRequestAccess, {
      query: { reverseAuction: 'true' },
    });
    expect(publicRequest.body.kind).toBe('PUBLIC_REQUEST');
    expect(reverse.body.kind).toBe('REVERSE_AUCTION');
    expect(reverse.body.id).not.toBe(publicRequest.body.id);
    const equipment = await memberA(IdentityRoutes.equipmentListingInterest, { body: {} });
    expect(equipment).toMatchObject({ status: 201, body: { kind: 'EQUIPMENT_LISTING' } });

    const other = await adminB.ok(IdentityRoutes.requestPublicRequestAccess, {
      query: { reverseAuction: 'true' },
    });
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
    const long = await memberA.refused(IdentityRoutes.requestPublicOfferAccess, {
      body: { message: 'x'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toHaveProperty(['body.message']);
    const flag = await memberA.invalid(IdentityRoutes.requestPublicRequestAccess, {
      query: { reverseAuction: 'maybe' },
    });
    expect(flag.status).toBe(400);
    expect(flag.body.fieldErrors).toHaveProperty(['query.reverseAuction']);
  });
});

describe('platform administration of access requests', () => {
  it('shows a pending request to the platform administrator, whose approval grants the permission and tells the requester and the administrators', async () => {
    const asking = await company('Approved');
    expect(await permissionsOf(asking.asMember)).not.toContain('PUBLIC_OFFER_WRITE');
    const asked = (
      await asking.asMember.ok(IdentityRoutes.requestPublicOfferAccess, {
        body: { message: 'We sell 40 t of PP regrind a month.' },
      })
    ).body;

    const [pending] = await listed(asking.tenantId);
    expect(pending).toMatchObject({
      id: asked.id,
      kind: 'PUBLIC_OFFER',
      status: 'PENDING',
      companyName: asking.name,
      message: 'We sell 40 t of PP regrind a month.',
      requestedBy: { userId: asking.member.userId, email: asking.member.email },
      decidedDate: null,
    });
    expect(await listed(asking.tenantId, { kind: 'PUBLIC_OFFER' })).toHaveLength(1);
    expect(await listed(asking.tenantId, { kind: 'PRIVATE_AUCTION' })).toEqual([]);

    const approved = await ops.ok(AdminRoutes.approveAccessRequest, {
      params: { tenantId: asking.tenantId, kind: 'PUBLIC_OFFER' },
      body: { requestId: asked.id, note: 'Welcome to the public market.' },
    });
    expect(approved.body).toMatchObject({
      id: asked.id,
      status: 'APPROVED',
      note: 'Welcome to the public market.',
      decidedBy: { email: platformAdministrator.email },
    });
    expect(await listed(asking.tenantId)).toEqual([]);
    expect((await listed(asking.tenantId, { status: 'APPROVED' })).map((r) => r.id)).toEqual([asked.id]);
    const view = (await ops.ok(AdminRoutes.getPlatformCompany, { params: { tenantId: asking.tenantId } }))
      .body;
    expect(view.publishing).toEqual({ ...DEFAULT_PUBLISHING, publicOfferPermission: 'PRE_APPROVED' });
    expect(view.accessRequests).toEqual([approved.body]);

    // The company's people hold the permission once their cached records expire.
    await eventually(async () =>
      (await permissionsOf(asking.asMember)).includes('PUBLIC_OFFER_WRITE') ? true : undefined,
    );
    for (const [client, email] of [
      [asking.asMember, asking.member.email],
      [asking.asAdmin, asking.admin.email],
    ] as const) {
      const told = await eventually(async () =>
        (await notificationsOf(client)).find((n) =>
          n.message.includes("approved your company's request for public offers"),
        ),
      );
      expect(told).toMatchObject({
        type: 'GENERIC_NOTIFICATION',
        excerpt: 'Welcome to the public market.',
        subject: { kind: 'publishing', id: 'PUBLIC_OFFER' },
      });
      const mail = await eventually(async () =>
        (await mailsTo(cloud.baseUrl, email)).find(
          (m) => m.subject === 'Your request for public offers was approved',
        ),
      );
      expect(mail.text).toContain('Welcome to the public market.');
    }
  });

  it('declines a request without taking a permission away, tells the requester why, and lets the company ask again', async () => {
    const asking = await company('Declined');
    const asked = (
      await asking.asMember.ok(IdentityRoutes.requestAuctionAccess, {
        body: { message: 'Weekly auctions, please.' },
      })
    ).body;
    const declined = await ops.ok(AdminRoutes.declineAccessRequest, {
      params: { tenantId: asking.tenantId, kind: 'PRIVATE_AUCTION' },
      body: { note: 'Complete your public profile first.' },
    });
    expect(declined.body).toMatchObject({
      id: asked.id,
      status: 'DECLINED',
      note: 'Complete your public profile first.',
    });
    expect(
      (await ops.ok(AdminRoutes.getPlatformCompany, { params: { tenantId: asking.tenantId } })).body
        .publishing.privateAuctionPermission,
    ).toBe('APPROVAL_REQUIRED');

    const told = await eventually(async () =>
      (await notificationsOf(asking.asMember)).find((n) => n.message.includes('declined')),
    );
    expect(told).toMatchObject({
      message: "Polyloop declined your company's request for private auctions",
      excerpt: 'Complete your public profile first.',
      subject: { kind: 'none' },
    });
    await eventually(async () =>
      (await mailsTo(cloud.baseUrl, asking.member.email)).find(
        (m) => m.subject === 'Your request for private auctions was declined',
      ),
    );

    const again = (await asking.asMember.ok(IdentityRoutes.requestAuctionAccess)).body;
    expect(again).toMatchObject({ status: 'PENDING' });
    expect(again.id).not.toBe(asked.id);
    expect(await listed(asking.tenantId)).toEqual([
      expect.objectContaining({
        id: again.id,
        status: 'PENDING',
        note: null,
        decidedBy: null,
        decidedDate: null,
      }),
    ]);
    // A decision pinned to the request the administrator read refuses the newer one.
    const stale = await ops.refused(AdminRoutes.approveAccessRequest, {
      params: { tenantId: asking.tenantId, kind: 'PRIVATE_AUCTION' },
      body: { requestId: asked.id },
    });
    expect(stale).toMatchObject({ status: 409, body: { code: 'ACCESS_REQUEST_REPLACED' } });
  });

  it('lets one of two decisions taken at once win, and answers the other 409 saying the request was decided', async () => {
    const asking = await company('Raced');
    await asking.asAdmin.ok(IdentityRoutes.requestPublicRequestAccess);
    const params = { tenantId: asking.tenantId, kind: 'PUBLIC_REQUEST' } as const;
    const answers = await Promise.all([
      ops(AdminRoutes.approveAccessRequest, { params }),
      ops(AdminRoutes.declineAccessRequest, { params }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [won, lost] = answers[0]!.status === 200 ? answers : [answers[1]!, answers[0]!];
    expect(lost.body).toMatchObject({
      code: 'ACCESS_REQUEST_DECIDED',
      message: expect.stringMatching(/^This request was already (approved|declined)\./),
    });
    const decided = (won.body as AccessRequestView).status;
    const view = (await ops.ok(AdminRoutes.getPlatformCompany, { params: { tenantId: asking.tenantId } }))
      .body;
    expect(view.accessRequests[0]!.status).toBe(decided);
    expect(view.publishing.publicRequestPermission).toBe(
      decided === 'APPROVED' ? 'PRE_APPROVED' : 'APPROVAL_REQUIRED',
    );
  });

  it('keeps both of two approvals of different kinds for one company taken at once', async () => {
    const asking = await company('Twice');
    await asking.asAdmin.ok(IdentityRoutes.requestPublicOfferAccess);
    await asking.asAdmin.ok(IdentityRoutes.requestPublicRequestAccess, { query: { reverseAuction: 'true' } });
    const answers = await Promise.all(
      (['PUBLIC_OFFER', 'REVERSE_AUCTION'] as const).map((kind) =>
        ops(AdminRoutes.approveAccessRequest, { params: { tenantId: asking.tenantId, kind } }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const { publishing } = (
      await ops.ok(AdminRoutes.getPlatformCompany, { params: { tenantId: asking.tenantId } })
    ).body;
    expect(publishing).toMatchObject({
      publicOfferPermission: 'PRE_APPROVED',
      reverseAuctionPermission: 'PRE_APPROVED',
      publicRequestPermission: 'APPROVAL_REQUIRED',
    });
  });

  it('marks equipment-listing interest approved without a permission to grant', async () => {
    const asking = await company('Equipment');
    await asking.asAdmin.ok(IdentityRoutes.equipmentListingInterest);
    const approved = await ops.ok(AdminRoutes.approveAccessRequest, {
      params: { tenantId: asking.tenantId, kind: 'EQUIPMENT_LISTING' },
    });
    expect(approved.body.status).toBe('APPROVED');
    expect(
      (await ops.ok(AdminRoutes.getPlatformCompany, { params: { tenantId: asking.tenantId } })).body
        .publishing,
    ).toEqual(DEFAULT_PUBLISHING);
    const told = await eventually(async () =>
      (await notificationsOf(asking.asAdmin)).find((n) => n.message.includes('equipment listings')),
    );
    expect(told.message).toBe("Polyloop approved your company's request for equipment listings");
  });

  it("sets a company's publishing permissions directly, effective on its people's next requests", async () => {
    const target = await company('Direct');
    const publishing = {
      ...DEFAULT_PUBLISHING,
      publicRequestPermission: 'PRE_APPROVED',
      privateAuctionPermission: 'NOT_PERMITTED',
    } as const;
    const set = await ops.ok(AdminRoutes.setPublishingPermissions, {
      params: { tenantId: target.tenantId },
      body: publishing,
    });
    expect(set.body).toMatchObject({
      tenantId: target.tenantId,
      name: target.name,
      publishing,
      accessRequests: [],
    });
    await eventually(async () =>
      (await permissionsOf(target.asMember)).includes('PUBLIC_REQUEST_WRITE') ? true : undefined,
    );
    expect(await permissionsOf(target.asMember)).not.toContain('PRIVATE_AUCTION_WRITE');
    const partial = await ops.invalid(AdminRoutes.setPublishingPermissions, {
      params: { tenantId: target.tenantId },
      body: { publicOfferPermission: 'PRE_APPROVED' },
    });
    expect(partial.status).toBe(400);
  });

  it('answers 404 for a company or a request that does not exist', async () => {
    const quiet = await company('Quiet');
    const missing = await ops.refused(AdminRoutes.approveAccessRequest, {
      params: { tenantId: quiet.tenantId, kind: 'PUBLIC_OFFER' },
    });
    expect(missing).toMatchObject({
      status: 404,
      body: { message: 'There is no access request of this kind from this company.' },
    });
    expect(
      (await ops.refused(AdminRoutes.getPlatformCompany, { params: { tenantId: 'no-such-company' } })).status,
    ).toBe(404);
    expect(
      (
        await ops.refused(AdminRoutes.setPublishingPermissions, {
          params: { tenantId: 'no-such-company' },
          body: DEFAULT_PUBLISHING,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await ops.refused(AdminRoutes.declineAccessRequest, {
          params: { tenantId: 'no-such-company', kind: 'PUBLIC_OFFER' },
        })
      ).status,
    ).toBe(404);
  });

  it("refuses company administrators: the requests and permissions are the platform's to decide", async () => {
    await memberA.ok(IdentityRoutes.requestPublicOfferAccess);
    const params = { tenantId: a.tenantId, kind: 'PUBLIC_OFFER' } as const;
    const tries = [
      await adminA(AdminRoutes.listAccessRequests),
      await adminA(AdminRoutes.approveAccessRequest, { params }),
      await adminA(AdminRoutes.declineAccessRequest, { params }),
      await adminA(AdminRoutes.getPlatformCompany, { params: { tenantId: a.tenantId } }),
      await adminA(AdminRoutes.setPublishingPermissions, {
        params: { tenantId: a.tenantId },
        body: { ...DEFAULT_PUBLISHING, publicOfferPermission: 'PRE_APPROVED' },
      }),
    ];
    expect(tries.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect((await listed(a.tenantId, { kind: 'PUBLIC_OFFER' }))[0]).toMatchObject({ status: 'PENDING' });
  });
});
