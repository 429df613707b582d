import type {
  MarkReadInput,
  Notification,
  NotificationDetail,
  NotificationListQuery,
  NotificationPreferences,
  NotificationSubject,
} from '@polyloop/shared/notifications/notification';
import type { Member } from '../../lib/actor.js';
import { ConditionFailed } from '../../data/entity.js';
import { countedPage, readAll, type Page } from '../../data/page.js';
import { orNotFound } from '../../lib/commit.js';
import { NotFound } from '../../lib/errors.js';
import { companyOf } from '../company/index.js';
import { HaveItem, NeedItem } from '../listing/index.js';
import { preferencesOf, toNotification } from './deliver.js';
import {
  countNotifications,
  keptFrom,
  NotificationItem,
  pageNotifications,
  PreferencesItem,
  type NotificationFilter,
  type NotificationItem as Item,
} from './notification.entity.js';

/**
 * One person's notifications. Everything is keyed by the caller's own user id, so nobody can
 * reach another person's notifications: another's id is simply not found.
 */

const filterOf = (query: Pick<NotificationListQuery, 'unread' | 'group'>): NotificationFilter => ({
  unread: query.unread === 'true',
  group: query.group,
});

export async function list(actor: Member, query: NotificationListQuery): Promise<Page<Notification>> {
  const filter = filterOf(query);
  return countedPage(
    (limit, cursor) => pageNotifications(actor.userId, filter, { limit, cursor }),
    query.page,
    query.size,
    countNotifications(actor.userId, filter),
    toNotification,
  );
}

export const countUnread = (actor: Member) => countNotifications(actor.userId, { unread: true });

/** A kept notification of the caller's (404 for anything else, expired ones included). */
async function own(actor: Member, id: string) {
  const item = await NotificationItem.get({ userId: actor.userId, notificationId: id });
  if (!item || item.notificationId <= keptFrom()) throw new NotFound('Notification not found');
  return item;
}

/** Whether what a notification is about can still be opened by the caller. */
async function available(actor: Member, subject: NotificationSubject): Promise<boolean> {
  if (!subject.id) return true;
  switch (subject.kind) {
    case 'have':
      return !!(await HaveItem.get({ tenantId: actor.tenantId, id: subject.id }));
    case 'need':
      return !!(await NeedItem.get({ tenantId: actor.tenantId, id: subject.id }));
    case 'company':
      return !!(await companyOf(actor.tenantId, subject.id));
    default:
      // Areas that check their own records on their pages (orders, offers, auctions, tasks).
      return true;
  }
}

export async function get(actor: Member, id: string): Promise<NotificationDetail> {
  const item = await own(actor, id);
  return { ...toNotification(item), available: await available(actor, item.subject) };
}

async function setRead(actor: Member, id: string, read: boolean): Promise<Notification> {
  const item = await own(actor, id);
  if ((item.readAt !== null) === read) return toNotification(item);
  const updated = await orNotFound(
    () =>
      NotificationItem.update(
        { userId: actor.userId, notificationId: id },
        read ? { readAt: new Date().toISOString(), unreadId: undefined } : { readAt: null, unreadId: id },
        { current: item },
      ),
    'Notification not found',
  );
  return toNotification(updated);
}

export const markRead = (actor: Member, id: string) => setRead(actor, id, true);
export const markUnread = (actor: Member, id: string) => setRead(actor, id, false);

/** Marks the listed notifications read, or every unread one (of one group). Answers how many changed. */
export async function markManyRead(actor: Member, input: MarkReadInput): Promise<{ updated: number }> {
  const { userId } = actor;
  // Each is read first (listed ids) or comes from the unread index: the unread indexes need its group.
  const targets: Array<{ notificationId: string; current?: Item }> = input.notificationIds
    ? [...new Set(input.notificationIds)].map((notificationId) => ({ notificationId }))
    : (
        await readAll((cursor) =>
          pageNotifications(userId, { unread: true, group: input.group }, { limit: 500, cursor }),
        )
      ).map((current) => ({ notificationId: current.notificationId, current }));
  const readAt = new Date().toISOString();
  let updated = 0;
  for (let i = 0; i < targets.length; i += 25) {
    const results = await Promise.all(
      targets.slice(i, i + 25).map(async ({ notificationId, current }) => {
        try {
          // Only an unread one of the caller's changes: a missing or read one is left as it is.
          await NotificationItem.update(
            { userId, notificationId },
            { readAt, unreadId: undefined },
            { condition: (w) => w.exists('unreadId'), current },
          );
          return 1;
        } catch (error) {
          if (error instanceof ConditionFailed) return 0;
          throw error;
        }
      }),
    );
    updated += results.filter(Boolean).length;
  }
  return { updated };
}

export async function remove(actor: Member, id: string): Promise<void> {
  await own(actor, id);
  await NotificationItem.delete({ userId: actor.userId, notificationId: id });
}

export async function removeMany(
  actor: Member,
  ids: string[],
): Promise<{ deleted: number; notFound: number }> {
  const unique = [...new Set(ids)];
  const removed = await Promise.all(
    unique.map((notificationId) => NotificationItem.delete({ userId: actor.userId, notificationId })),
  );
  const deleted = removed.filter(Boolean).length;
  return { deleted, notFound: unique.length - deleted };
}

export async function preferences(actor: Member): Promise<NotificationPreferences> {
  return preferencesOf(await PreferencesItem.get({ userId: actor.userId }));
}

export async function savePreferences(
  actor: Member,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  const saved = await PreferencesItem.put({
    userId: actor.userId,
    ...input,
    updatedDate: new Date().toISOString(),
  });
  return preferencesOf(saved);
}
