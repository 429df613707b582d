import { NotificationRoutes } from '@polyloop/shared/contract/routes/notifications';
import { implement } from '../preset.js';
import * as Notifications from '../../domain/notification/notification.service.js';

/** The notifications panel and page, and the preferences page. */
export const notificationRoutes = implement(NotificationRoutes, {
  listNotifications: ({ query, actor }) => Notifications.list(actor, query),
  countUnreadNotifications: ({ actor }) => Notifications.countUnread(actor),
  markNotificationsRead: ({ body, actor }) => Notifications.markManyRead(actor, body),
  deleteNotifications: ({ query, actor }) => Notifications.removeMany(actor, query.notificationIds),
  getNotification: ({ params, actor }) => Notifications.get(actor, params.id),
  deleteNotification: ({ params, actor }) => Notifications.remove(actor, params.id),
  markNotificationRead: ({ params, actor }) => Notifications.markRead(actor, params.id),
  markNotificationUnread: ({ params, actor }) => Notifications.markUnread(actor, params.id),
  getNotificationPreferences: ({ actor }) => Notifications.preferences(actor),
  updateNotificationPreferences: ({ body, actor }) => Notifications.savePreferences(actor, body),
});
