import { SidePanel } from '../../components/panel/SidePanel';
import { NotificationList } from './NotificationList';

/**
 * The notifications side panel (spec part 3 §2.7): the list with its tabs, filter and bulk
 * actions, and a footer link to the full page. Its content mounts only while open, so the list
 * reloads its first page each time it opens.
 */
export default function NotificationsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SidePanel
      open={open}
      onClose={onClose}
      title="Notifications"
      closeLabel="Close notifications"
      pageLink={{ to: '/notifications', label: 'See all notifications' }}
      lazyMount
      unmountOnExit
    >
      <NotificationList onOpened={onClose} />
    </SidePanel>
  );
}
