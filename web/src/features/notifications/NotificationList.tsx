import { useEffect, useRef, useState } from 'react';
import { Box, Button, HStack, NativeSelect, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { LuCheckCheck, LuMailOpen } from 'react-icons/lu';
import {
  FILTER_GROUPS,
  NOTIFICATION_MESSAGES,
  type Notification,
} from '@polyloop/shared/notifications/notification';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DeleteChosen, SelectAll } from '../../components/Selection';
import { useSelection } from '../../lib/use-selection';
import { NotificationRow } from './NotificationRow';
import {
  counted,
  markAllPrompt,
  NOTIFICATION_TABS,
  type FilterGroup,
  type ListFilter,
  type NotificationTab,
} from './notifications';
import { useNotificationActions, useNotificationList } from './use-notification-list';
import { useOpenNotification } from './use-open-notification';

/** Calls `load` when the returned element comes near the visible part of its scroll container. */
function useWhenNear(enabled: boolean, load: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    // Re-observed after every load, so a sentinel still in view asks for the next page too.
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && latest.current(),
      {
        rootMargin: '240px',
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

/** The clock the rows' "5 minutes ago" reads, ticking each minute. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The notifications list of the side panel and of the full page (spec part 3 §2.7, §4.1):
 * All / Unread, the type filter, mark all read, bulk selection, and rows loaded as one scrolls.
 * `onOpened` runs when a notification is opened (the panel closes).
 */
export function NotificationList({ onOpened }: { onOpened?: () => void }) {
  const [filter, setFilter] = useState<ListFilter>({ tab: 'all', group: undefined });
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  const list = useNotificationList(filter);
  const actions = useNotificationActions(list);
  const { opened } = useOpenNotification();
  const now = useNow();
  const sentinel = useWhenNear(list.hasMore && !list.loadingMore && !list.error, list.loadMore);

  const shown = list.rows.map((n) => n.id);
  const selection = useSelection(shown);
  const { chosen } = selection;
  const prompt = markAllPrompt(filter.group);

  const changeFilter = (next: Partial<ListFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    selection.clear();
  };
  const open = (n: Notification) => {
    opened(n);
    onOpened?.();
  };
  const markSelectedRead = async () => {
    if (await actions.markSelectedRead(chosen)) selection.clear();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const ids = deleting;
    if (await actions.remove(ids)) selection.drop(ids);
    setDeleting(null);
  };
  const confirmMarkAll = async () => {
    await actions.markAllRead(filter.group);
    setMarkingAll(false);
  };

  const content = (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <NativeSelect.Root size="sm" flex="1" minW="40">
          <NativeSelect.Field
            aria-label="Type"
            value={filter.group ?? ''}
            onChange={(e) =>
              changeFilter({ group: (e.target.value || undefined) as FilterGroup | undefined })
            }
          >
            <option value="">All types</option>
            {FILTER_GROUPS.map((g) => (
              <option key={g.group} value={g.group}>
                {g.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" variant="outline" onClick={() => setMarkingAll(true)}>
          <LuCheckCheck /> Mark all read
        </Button>
      </HStack>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <SelectAll selection={selection} />
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            disabled={!chosen.length}
            onClick={() => void markSelectedRead()}
          >
            <LuMailOpen /> Mark read{chosen.length ? ` (${chosen.length})` : ''}
          </Button>
          <DeleteChosen selection={selection} onDelete={setDeleting} />
        </HStack>
      </HStack>
      {list.error && !list.loaded ? (
        <Stack gap="2" align="start">
          <Text role="alert" color="fg.error">
            {NOTIFICATION_MESSAGES.loadFailed}
          </Text>
          <Button size="sm" variant="outline" onClick={list.retry}>
            Try again
          </Button>
        </Stack>
      ) : !list.loaded ? (
        <Spinner aria-label="Loading notifications" />
      ) : list.rows.length === 0 ? (
        <Text color="fg.muted" py="4">
          {NOTIFICATION_MESSAGES.empty}
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" aria-label="Notifications" aria-busy={list.loadingMore}>
          {list.rows.map((n) => (
            <NotificationRow
              key={n.id}
              notification={n}
              now={now}
              selected={selection.has(n.id)}
              onSelect={(on) => selection.select(n.id, on)}
              onOpen={() => open(n)}
              onToggleRead={() => void (n.readAt === null ? actions.markRead(n) : actions.markUnread(n))}
              onDelete={() => setDeleting([n.id])}
            />
          ))}
        </Box>
      )}
      {list.hasMore && (
        <Box ref={sentinel} textAlign="center">
          {list.loadingMore ? (
            <Spinner size="sm" aria-label="Loading more notifications" />
          ) : (
            <Button size="sm" variant="ghost" onClick={list.loadMore}>
              Load more
            </Button>
          )}
        </Box>
      )}
    </Stack>
  );

  return (
    <Tabs.Root
      value={filter.tab}
      onValueChange={(e) => changeFilter({ tab: e.value as NotificationTab })}
      variant="line"
      size="sm"
    >
      <Tabs.List>
        {NOTIFICATION_TABS.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {NOTIFICATION_TABS.map((t) => (
        <Tabs.Content key={t.value} value={t.value} pt="3" pb="0">
          {t.value === filter.tab && content}
        </Tabs.Content>
      ))}
      <ConfirmDialog
        open={!!deleting}
        title={counted(NOTIFICATION_MESSAGES.deleteConfirm, deleting?.length ?? 0)}
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting?.length === 1
          ? 'The notification will be deleted.'
          : `The ${deleting?.length ?? 0} selected notifications will be deleted.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={markingAll}
        title={prompt.title}
        confirmLabel="Mark all read"
        onConfirm={confirmMarkAll}
        onClose={() => setMarkingAll(false)}
      >
        {prompt.body}
      </ConfirmDialog>
    </Tabs.Root>
  );
}
