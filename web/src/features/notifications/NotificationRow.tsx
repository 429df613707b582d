import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Checkbox, HStack, IconButton, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuMail, LuMailOpen, LuTrash2 } from 'react-icons/lu';
import { notificationTarget, type Notification } from '@polyloop/shared/notifications/notification';
import { formatDateTime } from '../../lib/format';
import { relativeTime } from './notifications';

/** One notification: unread dot and bold message, the excerpt, when it came, and its own actions. */
export function NotificationRow(props: {
  notification: Notification;
  now: number;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
  onToggleRead: () => void;
  onDelete: () => void;
}) {
  const n = props.notification;
  const unread = n.readAt === null;
  const messageId = useId();
  const toggleLabel = unread ? 'Mark as read' : 'Mark as unread';
  return (
    <HStack
      as="li"
      gap="3"
      py="3"
      px="2"
      borderBottomWidth="1px"
      align="start"
      bg={unread ? 'bg.subtle' : undefined}
    >
      <Checkbox.Root checked={props.selected} onCheckedChange={(d) => props.onSelect(!!d.checked)} mt="0.5">
        <Checkbox.HiddenInput aria-label="Select" aria-describedby={messageId} />
        <Checkbox.Control />
      </Checkbox.Root>
      <Box
        aria-hidden="true"
        flexShrink={0}
        mt="2"
        boxSize="2"
        borderRadius="full"
        bg={unread ? 'blue.solid' : 'transparent'}
      />
      <Stack gap="0.5" flex="1" minW="0">
        <Link asChild fontWeight={unread ? 'semibold' : 'normal'} color="fg" id={messageId}>
          <RouterLink to={notificationTarget(n)} onClick={props.onOpen}>
            {n.message}
          </RouterLink>
        </Link>
        {unread && <VisuallyHidden>Unread</VisuallyHidden>}
        {n.excerpt && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {n.excerpt}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          <time dateTime={n.createdDate} title={formatDateTime(n.createdDate)}>
            {relativeTime(n.createdDate, props.now)}
          </time>
        </Text>
      </Stack>
      <HStack gap="0" flexShrink={0}>
        <IconButton
          aria-label={toggleLabel}
          aria-describedby={messageId}
          title={toggleLabel}
          size="sm"
          variant="ghost"
          onClick={props.onToggleRead}
        >
          {unread ? <LuMailOpen /> : <LuMail />}
        </IconButton>
        <IconButton
          aria-label="Delete"
          aria-describedby={messageId}
          title="Delete"
          size="sm"
          variant="ghost"
          onClick={props.onDelete}
        >
          <LuTrash2 />
        </IconButton>
      </HStack>
    </HStack>
  );
}
