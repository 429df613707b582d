import { useNavigate } from 'react-router';
import { NotificationRoutes } from '@polyloop/shared';
import { notificationTarget, type Notification } from '@polyloop/shared/notifications/notification';
import { dismissToasts } from '../../components/ui/toaster';
import { api, useRevalidate } from '../../lib/api';
import { VIEWS } from '../../lib/views';

/*
 * The infinite lists keep their pages under SWR's own infinite keys, which `useRevalidate` does
 * not reach: each mounted list registers here, and a change made anywhere (the page of one
 * notification, a toast, the other list) reloads them all.
 */
const staleListeners = new Set<() => void>();

/** Runs `listener` whenever the notification lists are stale; answers the unsubscribe. */
export function onListsStale(listener: () => void): () => void {
  staleListeners.add(listener);
  return () => void staleListeners.delete(listener);
}

/** Revalidates every view of notifications: the lists, the badge's count and the page of one. */
export function useRefreshNotifications() {
  const revalidate = useRevalidate();
  return () => {
    void revalidate(VIEWS.notification);
    staleListeners.forEach((listener) => listener());
  };
}

/**
 * What clicking a notification does (spec part 3 §2.7): marks it read without waiting, clears the
 * toasts and opens its target. `opened` is for a link that navigates by itself; `open` also goes.
 */
export function useOpenNotification() {
  const navigate = useNavigate();
  const refresh = useRefreshNotifications();
  const opened = (n: Pick<Notification, 'id' | 'readAt'>) => {
    dismissToasts();
    if (n.readAt !== null) return;
    api(NotificationRoutes.markNotificationRead, { params: { id: n.id } }).then(refresh, () => undefined);
  };
  const open = (n: Notification) => {
    opened(n);
    void navigate(notificationTarget(n));
  };
  return { opened, open };
}
