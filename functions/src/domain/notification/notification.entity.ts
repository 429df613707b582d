import * as z from 'zod';
import {
  NotificationGroup,
  NotificationSubject,
  NotificationType,
} from '@polyloop/shared/notifications/notification';
import { defineEntity } from '../../data/entity.js';

/** How long a notification is kept: older ones are outside every read (and TTL deletes them). */
export const KEEP_DAYS = 90;
const DAY = 86_400_000;

/** Ids sort by creation time (10 base-36 digits of epoch ms), then by what made them. */
export const timePart = (ms: number) => Math.max(0, Math.floor(ms)).toString(36).padStart(10, '0');
/** The lowest id still kept at `now`: reads start above it, so expired notifications are never read. */
export const keptFrom = (now = Date.now()) => timePart(now - KEEP_DAYS * DAY);

/**
 * One notification for one person. The table key is the person's; `unreadId` (the id, while
 * unread) makes the unread indexes sparse, so "unread" is a Query of its own and counting it
 * reads only unread items.
 */
export const NotificationItem = defineEntity({
  name: 'notification',
  schema: z.object({
    userId: z.string(),
    notificationId: z.string(),
    tenantId: z.string(),
    type: NotificationType,
    group: NotificationGroup,
    message: z.string(),
    excerpt: z.string().nullable().default(null),
    subject: NotificationSubject,
    actorName: z.string().nullable().default(null),
    /** The event that made it: the same event never makes a second one for the same person. */
    eventId: z.string(),
    readAt: z.string().nullable(),
    unreadId: z.string().optional(),
    createdDate: z.string(),
    expirationDate: z.string(),
    /** Epoch seconds: DynamoDB's TTL removes the item some time after (reads never wait for it). */
    expiresAt: z.number().int(),
  }),
  indexes: {
    // pageNotifications, NotificationItem.get: one person's notifications, newest first
    byUser: { pk: ['userId'], sk: ['notificationId'] },
    // pageNotifications with a group: one filter group's, newest first
    byGroup: { index: 'gsi1', pk: ['userId', 'group'], sk: ['notificationId'] },
    // pageNotifications unread, countNotifications unread: the unread ones (sparse)
    unread: { index: 'gsi2', pk: ['userId'], sk: ['unreadId'] },
    // the same within one filter group (sparse)
    unreadByGroup: { index: 'gsi3', pk: ['userId', 'group'], sk: ['unreadId'] },
  },
});
export type NotificationItem = z.infer<typeof NotificationItem.schema>;

export interface NotificationFilter {
  unread?: boolean;
  group?: NotificationGroup;
}

/** One page of a person's kept notifications, newest first: all or unread, of one group or all. */
export function pageNotifications(
  userId: string,
  filter: NotificationFilter,
  page: { limit: number; cursor: string | null },
  now = Date.now(),
) {
  const options = { order: 'desc' as const, ...page };
  const from = keptFrom(now);
  if (filter.unread) {
    return filter.group
      ? NotificationItem.query(
          'unreadByGroup',
          { userId, group: filter.group },
          { ...options, range: { gt: { unreadId: from } } },
        )
      : NotificationItem.query('unread', { userId }, { ...options, range: { gt: { unreadId: from } } });
  }
  return filter.group
    ? NotificationItem.query(
        'byGroup',
        { userId, group: filter.group },
        { ...options, range: { gt: { notificationId: from } } },
      )
    : NotificationItem.query('byUser', { userId }, { ...options, range: { gt: { notificationId: from } } });
}

/** How many kept notifications a filter matches (DynamoDB counts: one request per MB of keys read). */
export function countNotifications(userId: string, filter: NotificationFilter, now = Date.now()) {
  const from = keptFrom(now);
  if (filter.unread) {
    return filter.group
      ? NotificationItem.count(
          'unreadByGroup',
          { userId, group: filter.group },
          { range: { gt: { unreadId: from } } },
        )
      : NotificationItem.count('unread', { userId }, { range: { gt: { unreadId: from } } });
  }
  return filter.group
    ? NotificationItem.count(
        'byGroup',
        { userId, group: filter.group },
        { range: { gt: { notificationId: from } } },
      )
    : NotificationItem.count('byUser', { userId }, { range: { gt: { notificationId: from } } });
}

/** A person's notification preferences (absent: the defaults). */
export const PreferencesItem = defineEntity({
  name: 'notification-preferences',
  schema: z.object({
    userId: z.string(),
    networkOffers: z.boolean(),
    networkRequests: z.boolean(),
    auctions: z.boolean(),
    weeklyNetworkReminderEmails: z.boolean(),
    weeklyManagementReportEmails: z.boolean(),
    emails: z.record(z.string(), z.boolean()),
    updatedDate: z.string(),
  }),
  indexes: {
    // PreferencesItem.get, PreferencesItem.batch: one person's preferences
    byUser: { pk: ['userId'], sk: [] },
  },
});
export type PreferencesItem = z.infer<typeof PreferencesItem.schema>;
