import { Link as RouterLink } from 'react-router';
import { Button, Card } from '@chakra-ui/react';
import { LuSettings } from 'react-icons/lu';
import { PageHeader } from '../crm-shared/PageHeader';
import { NotificationList } from './NotificationList';

/** All of the person's notifications on one page: the panel's list and actions, full width. */
export default function NotificationsPage() {
  return (
    <>
      <PageHeader title="Notifications">
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/settings/notifications">
            <LuSettings aria-hidden /> Notification preferences
          </RouterLink>
        </Button>
      </PageHeader>
      <Card.Root maxW="4xl" variant="outline">
        <Card.Body>
          <NotificationList />
        </Card.Body>
      </Card.Root>
    </>
  );
}
