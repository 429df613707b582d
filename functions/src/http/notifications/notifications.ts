import { NotificationRoutes } from '@polyloop/shared/contract/routes/notifications';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const notifications = loadOnce(() => import('../../domain/notification/notification.service.js'));

/** The notifications panel and page, and the preferences page. */
export const notificationRoutes = implement(NotificationRoutes, {
  listNotifications: async ({ query, actor }) => (await notifications()).list(actor, query),
  countUnreadNotifications: async ({ actor }) => (await notifications()).countUnread(actor),
  markNotificationsRead: async ({ body, actor }) => (await notifications()).markManyRead(actor, body),
  deleteNotifications: async ({ query, actor }) =>
    (await notifications()).removeMany(actor, query.notificationIds),
  getNotification: async ({ params, actor }) => (await notifications()).get(actor, params.id),
  deleteNotification: async ({ params, actor }) => (await notifications()).remove(actor, params.id),
  markNotificationRead: async ({ params, actor }) => (await notifications()).markRead(actor, params.id),
  markNotificationUnread: async ({ params, actor }) => (await notifications()).markUnread(actor, params.id),
  getNotificationPreferences: async ({ actor }) => (await notifications()).preferences(actor),
  updateNotificationPreferences: async ({ body, actor }) =>
    (await notifications()).savePreferences(actor, body),
});
