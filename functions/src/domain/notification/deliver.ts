import { createHash } from 'node:crypto';
import {
  DEFAULT_PREFERENCES,
  delivery,
  groupOf,
  type Notification,
  type NotificationPreferences,
} from '@polyloop/shared/notifications/notification';
import { userChannel } from '@polyloop/shared/realtime';
import { batchGetMany, batchPut } from '../../data/entity.js';
import { EmailRequested } from '../../lib/email.js';
import { env } from '../../lib/env.js';
import { occurrence, publish, type Occurrence } from '../../lib/events.js';
import { MAX_DELIVERIES, RealtimeBatchPublished } from '../push/index.js';
import { Tenant } from '../tenant/index.js';
import { User, type UserItem } from '../user/index.js';
import type { Notice } from './catalogue.js';
import { renderEmail } from '../../lib/email-layout.js';
import {
  KEEP_DAYS,
  NotificationItem,
  PreferencesItem,
  timePart,
  type NotificationItem as Item,
  type PreferencesItem as StoredPreferences,
} from './notification.entity.js';

/** Stored preferences over the defaults (a group added later is on or off as its default says). */
export function preferencesOf(stored: StoredPreferences | undefined): NotificationPreferences {
  if (!stored) return DEFAULT_PREFERENCES;
  const { userId: _u, updatedDate: _d, emails, ...toggles } = stored;
  return { ...DEFAULT_PREFERENCES, ...toggles, emails: { ...DEFAULT_PREFERENCES.emails, ...emails } };
}

export const toNotification = (i: Item): Notification => ({
  id: i.notificationId,
  type: i.type,
  group: i.group,
  message: i.message,
  excerpt: i.excerpt,
  subject: i.subject,
  actorName: i.actorName,
  readAt: i.readAt,
  createdDate: i.createdDate,
  status: 'ACTIVE',
  expirationDate: i.expirationDate,
});

/** The same event, type and person always make the same id: a redelivered event finds its notification written. */
export const notificationIdOf = (eventId: string, occurredAt: string, type: string, userId: string) =>
  `${timePart(Date.parse(occurredAt) || Date.now())}-${createHash('sha256').update(`${eventId}\u0000${type}\u0000${userId}`).digest('hex').slice(0, 16)}`;

/**
 * Delivers what one event's catalogue entry answered: for each active recipient of the notice's
 * company whose preferences let the type through, one notification record (its id made from the
 * event's, written only where missing, so a redelivered event writes nothing twice), the
 * `notification` push on their channel (coalesced, 50 recipients a bus event) and, where the type
 * and preferences call for it, the e-mail. Pushes and e-mails carry ids made from the event's, so
 * their consumers skip what they already did. Answers what it did and how long each part took.
 */
export async function deliver(
  eventId: string,
  occurredAt: string,
  notices: Notice[],
): Promise<{ written: number; skipped: number; readMs: number; writeMs: number; publishMs: number }> {
  let readMs = 0;
  let writeMs = 0;
  let written = 0;
  let skipped = 0;
  const out: Occurrence[] = [];
  const app = env().APP_URL;
  for (const [n, notice] of notices.entries()) {
    const wanted = [...new Set(notice.userIds)].filter((id) => id !== notice.actorId);
    if (!wanted.length) continue;
    const t0 = performance.now();
    const [users, stored, tenant] = await Promise.all([
      batchGetMany(wanted.map((userId) => User.batch({ userId }))),
      batchGetMany(wanted.map((userId) => PreferencesItem.batch({ userId }))),
      Tenant.get({ tenantId: notice.tenantId }),
    ]);
    readMs += performance.now() - t0;
    const t1 = performance.now();
    const prefs = new Map(stored.map((p) => [p.userId, preferencesOf(p)]));
    // In a fixed order, so a redelivered event coalesces its pushes into the same events (same ids).
    const recipients = users
      .filter((u): u is UserItem & { tenantId: string } => u.tenantId === notice.tenantId && !u.archived)
      .sort((a, b) => a.userId.localeCompare(b.userId));
    const pushes: Array<{ userId: string; view: Notification }> = [];
    const created = new Date(Date.parse(occurredAt) || Date.now());
    const expires = new Date(created.getTime() + KEEP_DAYS * 86_400_000);
    const items: Array<{ user: UserItem; item: Item; email: boolean }> = [];
    for (const user of recipients) {
      const ways = delivery(notice.type, prefs.get(user.userId) ?? DEFAULT_PREFERENCES);
      if (!ways.inApp) {
        skipped++;
        continue;
      }
      const notificationId = notificationIdOf(eventId, occurredAt, notice.type, user.userId);
      const item = NotificationItem.schema.parse({
        userId: user.userId,
        notificationId,
        tenantId: notice.tenantId,
        type: notice.type,
        group: groupOf(notice.type),
        message: notice.message,
        excerpt: notice.excerpt ?? null,
        subject: notice.subject,
        actorName: notice.actorName ?? null,
        eventId,
        readAt: null,
        unreadId: notificationId,
        createdDate: created.toISOString(),
        expirationDate: expires.toISOString(),
        expiresAt: Math.floor(expires.getTime() / 1000),
      });
      items.push({ user, item, email: ways.email });
    }
    // Written only where missing: an earlier delivery of this event (this consumer holds the
    // event's claim, so none runs beside it) may have written some, and read them since.
    const existing = new Set(
      (
        await batchGetMany(
          items.map(({ item }) =>
            NotificationItem.batch({ userId: item.userId, notificationId: item.notificationId }),
          ),
        )
      ).map((i) => i.userId),
    );
    const fresh = items.filter(({ item }) => !existing.has(item.userId));
    await batchPut(
      fresh.map(({ item }) => NotificationItem.batchPut(item)),
      8,
    );
    written += fresh.length;
    skipped += items.length - fresh.length;
    for (const { user, item, email } of items) {
      // Pushed and e-mailed again after a redelivery: their consumers skip ids they handled.
      pushes.push({ userId: user.userId, view: toNotification(item) });
      if (!email) continue;
      const url = `${app}/notifications/${encodeURIComponent(item.notificationId)}`;
      const mail = renderEmail({
        companyName: tenant?.name ?? 'Polyloop',
        subject: (notice.emailSubject ?? notice.message).slice(0, 200),
        heading: notice.message,
        paragraphs: [],
        quote: notice.excerpt ?? null,
        action: { label: 'Open in Polyloop', url },
        preferencesUrl: `${app}/settings/notifications`,
        reason: `You get this e-mail because of your notification preferences at ${tenant?.name ?? 'your company'}.`,
      });
      out.push(
        occurrence(EmailRequested, { to: [user.email], ...mail }, { id: `${item.notificationId}:email` }),
      );
    }
    writeMs += performance.now() - t1;
    // The pushes coalesced: one bus event per 50 recipients, ids made from the event's.
    pushes.sort((a, b) => a.userId.localeCompare(b.userId));
    for (let i = 0; i < pushes.length; i += MAX_DELIVERIES) {
      const deliveries = pushes
        .slice(i, i + MAX_DELIVERIES)
        .map((p) => ({ channel: userChannel(p.userId), event: 'notification' as const, payload: p.view }));
      out.push(
        occurrence(
          RealtimeBatchPublished,
          { deliveries },
          { id: `${eventId}:${n}:push:${i / MAX_DELIVERIES}` },
        ),
      );
    }
  }
  const t2 = performance.now();
  await publish(...out);
  return { written, skipped, readMs, writeMs, publishMs: performance.now() - t2 };
}
