import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Center, Spinner, Text } from '@chakra-ui/react';
import { NotificationRoutes } from '@polyloop/shared';
import { NOTIFICATION_MESSAGES, notificationTarget } from '@polyloop/shared/notifications/notification';
import { api, useApi } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { MessagePage } from '../system/MessagePage';
import { describeSubject } from './notifications';
import { useRefreshNotifications } from './use-open-notification';

const BACK = { label: 'Back to notifications', to: '/notifications' };

/**
 * One notification by its address (e-mails link here): marks it read and opens what it is about,
 * or says that is gone. An unknown id is the not-found state, not an error.
 */
export default function NotificationPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const refresh = useRefreshNotifications();
  const detail = useApi(
    NotificationRoutes.getNotification,
    { params: { id } },
    { shouldRetryOnError: false },
  );
  const n = detail.data?.data;
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!n || handled.current === n.id) return;
    handled.current = n.id;
    if (n.readAt === null)
      api(NotificationRoutes.markNotificationRead, { params: { id: n.id } }).then(refresh, () => undefined);
    if (n.available) void navigate(notificationTarget(n), { replace: true });
  }, [n, navigate, refresh]);

  const status = detail.error?.status;
  if (status === 404 || status === 400)
    return (
      <MessagePage
        title={NOTIFICATION_MESSAGES.notFound}
        message="It may have been deleted, or it was never yours."
        action={BACK}
      />
    );
  if (detail.error)
    return (
      <MessagePage
        title={NOTIFICATION_MESSAGES.loadFailed}
        message="Please try again in a moment."
        action={BACK}
      />
    );
  if (!n || n.available)
    return (
      <Center minH="50vh">
        <Spinner aria-label="Opening the notification" />
      </Center>
    );
  return (
    <MessagePage
      title={NOTIFICATION_MESSAGES.gone}
      message={`${describeSubject(n.subject)} was deleted or is no longer shared with you.`}
      action={BACK}
    >
      <Text fontSize="sm" color="fg.muted">
        The notification said: “{n.message}” ({formatDateTime(n.createdDate)})
      </Text>
    </MessagePage>
  );
}
