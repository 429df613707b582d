import * as z from 'zod';
import { defineRoutes, PathParams as P } from '../define.js';
import { deletion, pagedList } from '../kinds.js';
import {
  BulkNotificationQuery,
  BulkNotificationResult,
  MarkReadInput,
  MarkReadResult,
  Notification,
  NotificationDetail,
  NotificationListQuery,
  NotificationPreferences,
} from '../../notifications/notification.js';

const n = '/api/notifications';

/** One person's notifications and their preferences (spec part 3 §7.2, part 1 §2). */
export const NotificationRoutes = defineRoutes(
  'notifications',
  { tags: ['Notifications'], permission: 'NOTIFICATION_READ' },
  {
    listNotifications: pagedList(Notification, {
      path: n,
      summary:
        'The caller’s notifications, newest first, all or unread, of one filter group; total in x-total-count.',
      query: NotificationListQuery,
    }),
    countUnreadNotifications: {
      method: 'GET',
      path: `${n}/count`,
      summary: 'How many of the caller’s notifications are unread (the top bar’s badge).',
      response: z.number().int().min(0),
    },
    markNotificationsRead: {
      method: 'POST',
      path: `${n}/read`,
      summary: 'Marks the listed notifications read, or all of them (of one group when `group` is given).',
      body: MarkReadInput,
      response: MarkReadResult,
    },
    deleteNotifications: {
      method: 'DELETE',
      path: n,
      summary:
        'Deletes the notifications named by `notificationIds` (repeated); answers how many were deleted and not found.',
      query: BulkNotificationQuery,
      response: BulkNotificationResult,
    },
    getNotification: {
      method: 'GET',
      path: `${n}/{id}`,
      summary: 'One notification, and whether what it is about can still be opened.',
      params: P.id,
      response: NotificationDetail,
    },
    deleteNotification: deletion({
      path: `${n}/{id}`,
      summary: 'Deletes one notification.',
      params: P.id,
    }),
    markNotificationRead: {
      method: 'POST',
      path: `${n}/{id}/read`,
      summary: 'Marks one notification read.',
      params: P.id,
      response: Notification,
    },
    markNotificationUnread: {
      method: 'POST',
      path: `${n}/{id}/unread`,
      summary: 'Marks one notification unread again.',
      params: P.id,
      response: Notification,
    },
    getNotificationPreferences: {
      method: 'GET',
      path: '/api/notification-preferences',
      summary: 'The caller’s notification preferences (the defaults until saved).',
      response: NotificationPreferences,
    },
    updateNotificationPreferences: {
      method: 'PUT',
      path: '/api/notification-preferences',
      summary: 'Saves the caller’s notification preferences.',
      body: NotificationPreferences,
      response: NotificationPreferences,
    },
  },
);
