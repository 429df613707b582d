import { Link as RouterLink } from 'react-router';
import { CloseButton, Drawer, Link, Portal } from '@chakra-ui/react';
import { NotificationList } from './NotificationList';

/**
 * The notifications side panel (spec part 3 §2.7): the list with its tabs, filter and bulk
 * actions, and a footer link to the full page. Its content mounts only while open, so the list
 * reloads its first page each time it opens.
 */
export default function NotificationsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="end"
      size="md"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Notifications</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <NotificationList onOpened={onClose} />
            </Drawer.Body>
            <Drawer.Footer justifyContent="center" borderTopWidth="1px">
              <Link asChild>
                <RouterLink to="/notifications" onClick={onClose}>
                  See all notifications
                </RouterLink>
              </Link>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close notifications" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
