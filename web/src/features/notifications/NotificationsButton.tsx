import { lazy, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LuBell } from 'react-icons/lu';
import { NotificationRoutes, userChannel } from '@polyloop/shared';
import { Notification } from '@polyloop/shared/notifications/notification';
import { PanelButton } from '../../components/panel/PanelButton';
import { isToastShown, notify } from '../../components/ui/toaster';
import { useAccount } from '../../lib/account';
import { useApi } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { formatBadgeCount } from '../../lib/badge';
import { permissionsOf } from '../../lib/permissions';
import { useChannel } from '../../lib/realtime';
import { lazyWithReload } from '../../app/lazy-with-reload';
import { MATCHES_TOAST, pushedToast } from './notifications';
import { useOpenNotification } from './use-open-notification';

const NotificationsPanel = lazy(lazyWithReload(() => import('./NotificationsPanel')));

/** The unread count refreshes every 10 minutes besides every push and change (spec part 3 §9.3). */
export const UNREAD_REFRESH_MS = 600_000;
/** A pushed notification's toast stays 5 seconds (§9.3). */
export const PUSHED_TOAST_MS = 5_000;

/**
 * The top bar's bell: the unread badge (99+ at most), the side panel it opens, and, while anyone
 * is signed in, the `notification` events of their channel: each bumps the badge and shows a
 * toast that opens it (the open list inserts it itself); match notices share one toast, and a
 * toast about the page already open offers no View.
 */
export function NotificationsButton() {
  const { account } = useAccount();
  const allowed = permissionsOf(account).has('NOTIFICATION_READ');
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const count = useApi(NotificationRoutes.countUnreadNotifications, allowed ? {} : null, {
    refreshInterval: UNREAD_REFRESH_MS,
  });
  const { open: openNotification } = useOpenNotification();
  const location = useLocation();
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };

  // How many match notices the matches toast stands for while it shows.
  const matchesShown = useRef(0);
  useChannel(allowed && session ? userChannel(session.user.sub) : null, (event) => {
    if (event.event !== 'notification') return;
    void count.mutate((c) => c && { ...c, data: c.data + 1 });
    const pushed = Notification.safeParse(event.payload);
    if (!pushed.success) return;
    const n = pushed.data;
    const toast = pushedToast(
      n,
      location.pathname + location.search,
      isToastShown(MATCHES_TOAST) ? matchesShown.current : 0,
    );
    if (toast.id === MATCHES_TOAST) matchesShown.current = toast.matches;
    const opening = () => {
      setOpen(false);
      openNotification(n);
    };
    const view = toast.view === 'panel' ? show : toast.view === 'notification' ? opening : undefined;
    notify('info', toast.title, {
      id: toast.id,
      description: toast.description,
      duration: PUSHED_TOAST_MS,
      ...(view ? { action: { label: 'View', onClick: view }, onOpen: view } : {}),
    });
  });

  if (!allowed) return null;
  const unread = count.data?.data ?? 0;
  const badge = formatBadgeCount(unread);
  return (
    <PanelButton
      label="Notifications"
      countedLabel={`Notifications, ${badge} unread`}
      icon={<LuBell />}
      badge={badge}
      badgeColor="red"
      onClick={show}
    >
      {loaded && <NotificationsPanel open={open} onClose={() => setOpen(false)} />}
    </PanelButton>
  );
}
