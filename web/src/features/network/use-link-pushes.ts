import { userChannel } from '@polyloop/shared';
import { Notification } from '@polyloop/shared/notifications/notification';
import { useRevalidate } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useChannel } from '../../lib/realtime';
import { VIEWS } from '../../lib/views';

/**
 * Keeps the directory and company pages current while they are open: a link request, or the
 * answer to one, reaches this user as a LINK_REQUEST notification, and the link views reload.
 */
export function useLinkPushes() {
  const owner = useSession()?.user.sub;
  const revalidate = useRevalidate();
  useChannel(owner ? userChannel(owner) : null, (event) => {
    if (event.event !== 'notification') return;
    const pushed = Notification.safeParse(event.payload);
    if (pushed.success && pushed.data.type === 'LINK_REQUEST') void revalidate(VIEWS.link);
  });
}
