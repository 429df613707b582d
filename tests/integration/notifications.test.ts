import { beforeAll, describe, expect, it, inject } from 'vitest';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { CrmRoutes, NotificationRoutes, SupplyRoutes } from '@polyloop/shared';
import type { Notification } from '@polyloop/shared/notifications/notification';
import type { SignedInClient } from '../support/client.js';
import { createCompany, mailsTo, useCloudEnv, type TestCompany } from '../support/companies.js';
import { busEvents as bus } from '../support/bus.js';
import { eventually } from '../support/eventually.js';
import { crmTenant, unique } from './crm-support.js';
import { signedInClient } from '../support/client.js';

const cloud = inject('cloud');
let admin: SignedInClient;
let member: SignedInClient;
let outsider: SignedInClient;
let company: TestCompany;
let companyId: string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const busEvents = (type: string) => bus(cloud.env, type, true);

/** The caller's notifications about one record, once `count` of them have arrived (then settled, so a second would show). */
async function notificationsAbout(
  client: SignedInClient,
  recordId: string,
  count = 1,
): Promise<Notification[]> {
  const found = await eventually(async () => {
    const list = (
      await client.ok(NotificationRoutes.listNotifications, { query: { size: 100 } })
    ).body.filter((n) => n.subject.id === recordId);
    return list.length >= count ? list : undefined;
  });
  await busEvents('realtime.batch-published');
  const settled = (
    await client.ok(NotificationRoutes.listNotifications, { query: { size: 100 } })
  ).body.filter((n) => n.subject.id === recordId);
  expect(settled.length).toBe(found.length);
  return settled;
}

async function newHave(extra: Record<string, unknown> = {}) {
  return (
    await member.ok(SupplyRoutes.createHave, {
      body: {
        companyId,
        materialType: 'PP',
        remainingWeight: { unitValue: 40000, unit: 'POUND' },
        expirationDate: day(14),
        ...extra,
      },
    })
  ).body;
}

beforeAll(async () => {
  useCloudEnv(cloud.env);
  ({ admin, member, company } = await crmTenant(cloud, 'Notified'));
  outsider = (await crmTenant(cloud, 'Elsewhere')).member;
  companyId = (await member.ok(CrmRoutes.createCompany, { body: { name: unique('Regrind Buyer') } })).body.id;
});

describe('from an event to the people it concerns', () => {
  it('tells a colleague mentioned on a have once: in the list, the unread count, on their channel and by e-mail', async () => {
    const have = await newHave();
    const before = (await admin.ok(NotificationRoutes.countUnreadNotifications)).body;
    await member.ok(SupplyRoutes.createHaveComment, {
      params: { id: have.id },
      body: { body: `Can you price this @[Admin Notified](${company.admin.userId})?` },
    });
    const [told] = await notificationsAbout(admin, have.id);
    expect(told).toMatchObject({
      type: 'HAVE_MENTION',
      group: 'mentions',
      readAt: null,
      subject: { kind: 'have', id: have.id, label: have.identifier },
      message: expect.stringContaining(`mentioned you on have ${have.identifier}`),
      excerpt: 'Can you price this @Admin Notified?',
    });
    expect((await admin.ok(NotificationRoutes.countUnreadNotifications)).body).toBe(before + 1);
    // The author hears nothing of their own comment.
    expect(
      (await member.ok(NotificationRoutes.listNotifications, { query: { size: 100 } })).body.filter(
        (n) => n.subject.id === have.id,
      ),
    ).toEqual([]);
    const pushed = (await busEvents('realtime.batch-published'))
      .flatMap((e) => e.detail.data.deliveries as Array<{ channel: string; payload: { id: string } }>)
      .filter((d) => d.payload.id === told!.id);
    expect(pushed.map((d) => d.channel)).toEqual([`user.${company.admin.userId}`]);
    const mail = await eventually(async () =>
      (await mailsTo(cloud.baseUrl, company.admin.email)).find((m) => m.subject.includes(have.identifier)),
    );
    expect(mail.text).toContain('Can you price this @Admin Notified?');
    expect(mail.text).toContain(`/notifications/${told!.id}`);
    expect(mail.text).toContain('/settings/notifications');
  });

  it('makes exactly one notification per person when the bus delivers the same event twice', async () => {
    const have = await newHave();
    const detail = JSON.stringify({
      id: `twice-${have.id}`,
      version: 1,
      occurredAt: new Date().toISOString(),
      data: {
        tenantId: company.tenantId,
        recordId: have.id,
        recordType: 'have',
        commentId: 'c-twice',
        authorId: company.member.userId,
        authorName: 'Member Notified',
        body: 'Look',
        userIds: [company.admin.userId],
      },
    });
    const bus = new EventBridgeClient({});
    const entry = {
      EventBusName: cloud.env.EVENT_BUS_NAME,
      Source: 'polyloop',
      DetailType: 'comment.mentioned',
      Detail: detail,
    };
    await bus.send(new PutEventsCommand({ Entries: [entry] }));
    await bus.send(new PutEventsCommand({ Entries: [entry] }));
    expect(await notificationsAbout(admin, have.id)).toHaveLength(1);

    // Delivery itself writes nothing twice either (a retry after a crash finds its records).
    const { deliver } = await import('@polyloop/functions/domain/notification/deliver');
    const notice = {
      type: 'HAVE_MENTION' as const,
      tenantId: company.tenantId,
      userIds: [company.admin.userId],
      subject: { kind: 'have' as const, id: have.id, label: have.identifier },
      message: 'again',
    };
    const at = new Date().toISOString();
    const first = await deliver(`direct-${have.id}`, at, [notice]);
    const second = await deliver(`direct-${have.id}`, at, [notice]);
    expect(first).toMatchObject({ written: 1, skipped: 0 });
    expect(second).toMatchObject({ written: 0, skipped: 1 });
    expect(await notificationsAbout(admin, have.id, 2)).toHaveLength(2);
  });

  it('tells representatives of new assignments, comments (not those mentioned) and an approaching expiry', async () => {
    const have = await newHave();
    await member.ok(SupplyRoutes.updateHave, {
      params: { id: have.id },
      body: { representatives: [company.admin.userId, company.member.userId] },
    });
    const [assigned] = await notificationsAbout(admin, have.id);
    expect(assigned).toMatchObject({
      type: 'HAVE_REP',
      group: 'representatives',
      message: expect.stringMatching(
        new RegExp(`^\\w+ Notified made you a representative of have ${have.identifier}$`),
      ),
    });

    await member.ok(SupplyRoutes.createHaveComment, {
      params: { id: have.id },
      body: { body: 'Truck booked for Friday' },
    });
    const afterComment = await notificationsAbout(admin, have.id, 2);
    expect(afterComment[0]).toMatchObject({
      type: 'HAVE_COMMENTS',
      group: 'comments',
      excerpt: 'Truck booked for Friday',
    });

    const { publish, occurrence } = await import('@polyloop/functions/lib/events');
    const { HaveEvents } = await import('@polyloop/functions/domain/listing/listing.events');
    await publish(
      occurrence(
        HaveEvents.expiring,
        {
          tenantId: company.tenantId,
          id: have.id,
          identifier: have.identifier,
          companyId,
          materialType: 'PP',
          draftId: null,
          expirationDate: day(3),
          representatives: [company.admin.userId],
        },
        { id: `expiring-${have.id}` },
      ),
    );
    const afterExpiry = await notificationsAbout(admin, have.id, 3);
    expect(afterExpiry[0]).toMatchObject({
      type: 'HAVE_EXPIRING',
      group: 'expiring',
      message: `Have ${have.identifier} expires on ${day(3)}`,
    });
  });
});

describe('the notifications API', () => {
  let ids: string[];
  beforeAll(async () => {
    const have = await newHave();
    for (const word of ['one', 'two', 'three']) {
      await member.ok(SupplyRoutes.createHaveComment, {
        params: { id: have.id },
        body: { body: `${word} @[Admin Notified](${company.admin.userId})` },
      });
    }
    ids = (await notificationsAbout(admin, have.id, 3)).map((n) => n.id);
  });

  it('lists newest first with the total, filters unread and by group, and marks read and unread', async () => {
    const all = await admin.ok(NotificationRoutes.listNotifications, { query: { size: 2 } });
    expect(all.body).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const times = (await admin.ok(NotificationRoutes.listNotifications, { query: { size: 100 } })).body.map(
      (n) => n.createdDate,
    );
    expect([...times].sort().reverse()).toEqual(times);

    const read = await admin.ok(NotificationRoutes.markNotificationRead, { params: { id: ids[0]! } });
    expect(read.body.readAt).toEqual(expect.any(String));
    const unread = await admin.ok(NotificationRoutes.listNotifications, {
      query: { unread: 'true', size: 100 },
    });
    expect(unread.body.map((n) => n.id)).not.toContain(ids[0]);
    expect(unread.body.map((n) => n.id)).toEqual(expect.arrayContaining(ids.slice(1)));
    expect(unread.total).toBe((await admin.ok(NotificationRoutes.countUnreadNotifications)).body);
    const mentions = await admin.ok(NotificationRoutes.listNotifications, {
      query: { group: 'mentions', size: 100 },
    });
    expect(mentions.body.every((n) => n.group === 'mentions')).toBe(true);
    expect(
      (await admin.ok(NotificationRoutes.listNotifications, { query: { group: 'auctions' } })).body,
    ).toEqual([]);

    const again = await admin.ok(NotificationRoutes.markNotificationUnread, { params: { id: ids[0]! } });
    expect(again.body.readAt).toBeNull();
    expect(
      (
        await admin.ok(NotificationRoutes.listNotifications, { query: { unread: 'true', size: 100 } })
      ).body.map((n) => n.id),
    ).toContain(ids[0]);
  });

  it('marks the selected read, then all of a group, then everything', async () => {
    expect(
      (
        await admin.ok(NotificationRoutes.markNotificationsRead, {
          body: { notificationIds: [ids[0]!, 'not-mine'] },
        })
      ).body,
    ).toEqual({ updated: 1 });
    expect(
      (await admin.ok(NotificationRoutes.markNotificationsRead, { body: { group: 'auctions' } })).body,
    ).toEqual({ updated: 0 });
    const left = (
      await admin.ok(NotificationRoutes.listNotifications, {
        query: { unread: 'true', group: 'mentions', size: 100 },
      })
    ).total;
    expect(
      (await admin.ok(NotificationRoutes.markNotificationsRead, { body: { group: 'mentions' } })).body,
    ).toEqual({ updated: left });
    await admin.ok(NotificationRoutes.markNotificationsRead, { body: {} });
    expect((await admin.ok(NotificationRoutes.countUnreadNotifications)).body).toBe(0);
  });

  it('deletes one and many, and says how many were not found', async () => {
    expect((await admin(NotificationRoutes.deleteNotification, { params: { id: ids[0]! } })).status).toBe(
      204,
    );
    expect((await admin(NotificationRoutes.getNotification, { params: { id: ids[0]! } })).status).toBe(404);
    const many = await admin.ok(NotificationRoutes.deleteNotifications, {
      query: { notificationIds: [ids[1]!, ids[2]!, ids[0]!] },
    });
    expect(many.body).toEqual({ deleted: 2, notFound: 1 });
  });

  it('answers a notification whose record is gone as no longer available', async () => {
    const have = await newHave();
    await member.ok(SupplyRoutes.createHaveComment, {
      params: { id: have.id },
      body: { body: `gone soon @[Admin Notified](${company.admin.userId})` },
    });
    const [told] = await notificationsAbout(admin, have.id);
    expect(
      (await admin.ok(NotificationRoutes.getNotification, { params: { id: told!.id } })).body.available,
    ).toBe(true);
    const { HaveItem } = await import('@polyloop/functions/domain/listing/listing.entity');
    await HaveItem.delete({ tenantId: company.tenantId, id: have.id });
    expect(
      (await admin.ok(NotificationRoutes.getNotification, { params: { id: told!.id } })).body,
    ).toMatchObject({ id: told!.id, available: false });
  });

  it('keeps everyone to their own notifications: colleagues and other companies get 404s', async () => {
    const have = await newHave();
    await member.ok(SupplyRoutes.createHaveComment, {
      params: { id: have.id },
      body: { body: `private @[Admin Notified](${company.admin.userId})` },
    });
    const [mine] = await notificationsAbout(admin, have.id);
    const params = { id: mine!.id };
    for (const other of [member, outsider]) {
      expect((await other(NotificationRoutes.getNotification, { params })).status).toBe(404);
      expect((await other(NotificationRoutes.markNotificationRead, { params })).status).toBe(404);
      expect((await other(NotificationRoutes.markNotificationUnread, { params })).status).toBe(404);
      expect((await other(NotificationRoutes.deleteNotification, { params })).status).toBe(404);
      expect(
        (await other.ok(NotificationRoutes.deleteNotifications, { query: { notificationIds: [mine!.id] } }))
          .body,
      ).toEqual({ deleted: 0, notFound: 1 });
      expect(
        (await other.ok(NotificationRoutes.markNotificationsRead, { body: { notificationIds: [mine!.id] } }))
          .body,
      ).toEqual({ updated: 0 });
      expect(
        (await other.ok(NotificationRoutes.listNotifications, { query: { size: 100 } })).body.map(
          (n) => n.id,
        ),
      ).not.toContain(mine!.id);
    }
    expect((await admin.ok(NotificationRoutes.getNotification, { params })).body.readAt).toBeNull();
  });

  it('refuses unknown groups and malformed input with clear 400s', async () => {
    const badGroup = await admin(NotificationRoutes.listNotifications, {
      query: { group: 'gossip' as never },
    });
    expect(badGroup.status).toBe(400);
    const both = await admin(NotificationRoutes.markNotificationsRead, {
      body: { notificationIds: ['a'], group: 'mentions' },
    });
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain('either notificationIds or a group');
    expect((await admin(NotificationRoutes.getNotification, { params: { id: 'x'.repeat(65) } })).status).toBe(
      400,
    );
  });
});

describe('preferences', () => {
  it('start at the defaults and are saved whole', async () => {
    const prefs = (await member.ok(NotificationRoutes.getNotificationPreferences)).body;
    expect(prefs).toMatchObject({
      networkOffers: true,
      networkRequests: true,
      auctions: true,
      weeklyNetworkReminderEmails: true,
      weeklyManagementReportEmails: true,
      emails: { mentions: true, comments: false },
    });
    const saved = await member.ok(NotificationRoutes.updateNotificationPreferences, {
      body: { ...prefs, auctions: false },
    });
    expect(saved.body.auctions).toBe(false);
    expect((await member.ok(NotificationRoutes.getNotificationPreferences)).body.auctions).toBe(false);
    expect(
      (
        await member(NotificationRoutes.updateNotificationPreferences, {
          body: { ...prefs, auctions: 'no' as never },
        })
      ).status,
    ).toBe(400);
  });

  it('switch a group’s e-mails off while its notifications still arrive', async () => {
    const peer = await createCompany('Quiet');
    const [quiet, talker] = await Promise.all([
      signedInClient(cloud, peer.admin.email),
      signedInClient(cloud, peer.member.email),
    ]);
    const prefs = (await quiet.ok(NotificationRoutes.getNotificationPreferences)).body;
    await quiet.ok(NotificationRoutes.updateNotificationPreferences, {
      body: { ...prefs, emails: { ...prefs.emails, mentions: false } },
    });
    const board = `hush @[Admin Quiet](${peer.admin.userId})`;
    await talker.ok(CrmRoutes.createMyCompanyComment, { body: { body: board } });
    const told = await eventually(async () =>
      (await quiet.ok(NotificationRoutes.listNotifications)).body.find(
        (n) => n.type === 'MESSAGE_BOARD_MENTION',
      ),
    );
    expect(told.subject).toEqual({ kind: 'board', id: null, label: 'Message board' });
    await busEvents('email.requested');
    expect(
      (await mailsTo(cloud.baseUrl, peer.admin.email)).filter((m) => m.subject.includes('mentioned you')),
    ).toEqual([]);
  });
});
