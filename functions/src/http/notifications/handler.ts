import { NotificationRoutes } from '@polyloop/shared/contract/routes/notifications';
import { httpHandler } from '../preset.js';
import { notificationRoutes } from './notifications.js';

/** The notifications context: one person's notifications and preferences. */
export const handler = httpHandler(NotificationRoutes, notificationRoutes);
