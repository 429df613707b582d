import { useEffect, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { NotificationRoutes, userChannel } from '@polyloop/shared';
import { Notification, NOTIFICATION_MESSAGES } from '@polyloop/shared/notifications/notification';
import { notify } from '../../components/ui/toaster';
import { api, type ApiError } from '../../lib/api';
import { useChannel, useReconnect } from '../../lib/realtime';
import { useSubmit } from '../../lib/use-submit';
import {
  counted,
  flatten,
  hasNextPage,
  inBatches,
  listQuery,
  matchesFilter,
  withPushed,
  withRead,
  withUpdated,
  without,
  type FilterGroup,
  type ListFilter,
  type ListPage,
} from './notifications';
import { onListsStale, useRefreshNotifications } from './use-open-notification';
import { useCacheOwner } from '../../lib/api-cache';
import { useSession } from '../../lib/auth';

const route = NotificationRoutes.listNotifications;

/**
 * The infinite list of the caller's notifications for a filter: pages of 20 loaded on demand, a
 * pushed notification put on top at once (§4.1), the load-failure toast (§8.3).
 */
export function useNotificationList(filter: ListFilter) {
  const owner = useCacheOwner();
  const userId = useSession()?.user.sub;
  const toasted = useRef(false);
  const pages = useSWRInfinite<ListPage, ApiError>(
    (index, previous: ListPage | null) =>
      previous && !hasNextPage(previous)
        ? null
        : ([route.id, JSON.stringify(listQuery(filter, index)), owner, 'infinite'] as const),
    ([, query]: readonly [string, string, string, string]) => api(route, { query: JSON.parse(query) }),
    {
      onError: () => {
        if (toasted.current) return;
        toasted.current = true;
        notify('error', NOTIFICATION_MESSAGES.loadFailed);
      },
      onSuccess: () => {
        toasted.current = false;
      },
    },
  );
  const { mutate } = pages;

  useEffect(() => onListsStale(() => void mutate()), [mutate]);
  // The layout reads every other view again after the socket was down; an infinite list it cannot reach.
  useReconnect(() => void mutate());

  useChannel(userId ? userChannel(userId) : null, (event) => {
    if (event.event !== 'notification') return;
    const pushed = Notification.safeParse(event.payload);
    if (pushed.success && matchesFilter(pushed.data, filter))
      void mutate((current) => withPushed(current, pushed.data), { revalidate: false });
  });

  const last = pages.data?.[pages.data.length - 1];
  const loadingMore = pages.isLoading || (pages.size > 0 && pages.data?.[pages.size - 1] === undefined);
  return {
    rows: flatten(pages.data),
    error: pages.error,
    loaded: pages.data !== undefined,
    hasMore: !!last && hasNextPage(last),
    loadingMore,
    loadMore: () => void pages.setSize((s) => s + 1),
    retry: () => void mutate(),
    mutate,
  };
}

export type NotificationList = ReturnType<typeof useNotificationList>;

/**
 * The list's actions: each calls the API, shows the change in the list at once, then reloads the
 * lists and the badge; a failure shows its own toast (§8.3). Each answers whether it worked.
 */
export function useNotificationActions(list: Pick<NotificationList, 'mutate'>) {
  const refresh = useRefreshNotifications();
  // The lists and the badge reload after success and failure alike (`refresh`).
  const submit = useSubmit();
  const run = async (mutation: () => Promise<unknown>, failure: string) => {
    const done = await submit.run(mutation, () => {
      notify('error', failure);
      return true;
    });
    refresh();
    return !!done;
  };
  const now = () => new Date().toISOString();

  const markRead = (n: Notification) =>
    run(async () => {
      const { data } = await api(NotificationRoutes.markNotificationRead, { params: { id: n.id } });
      await list.mutate((pages) => withUpdated(pages, data), { revalidate: false });
    }, NOTIFICATION_MESSAGES.markReadFailed);

  const markUnread = (n: Notification) =>
    run(async () => {
      const { data } = await api(NotificationRoutes.markNotificationUnread, { params: { id: n.id } });
      await list.mutate((pages) => withUpdated(pages, data), { revalidate: false });
    }, NOTIFICATION_MESSAGES.markUnreadFailed);

  const markSelectedRead = (ids: string[]) =>
    run(
      async () => {
        for (const batch of inBatches(ids))
          await api(NotificationRoutes.markNotificationsRead, { body: { notificationIds: batch } });
        await list.mutate((pages) => withRead(pages, { ids }, now()), { revalidate: false });
      },
      ids.length === 1 ? NOTIFICATION_MESSAGES.markReadFailed : NOTIFICATION_MESSAGES.markAllReadFailed,
    );

  /** Marks every notification read, or only those of the filtered group. */
  const markAllRead = (group: FilterGroup | undefined) =>
    run(async () => {
      await api(NotificationRoutes.markNotificationsRead, { body: group ? { group } : {} });
      await list.mutate((pages) => withRead(pages, { group }, now()), { revalidate: false });
    }, NOTIFICATION_MESSAGES.markAllReadFailed);

  const remove = (ids: string[]) =>
    run(
      async () => {
        if (ids.length === 1) await api(NotificationRoutes.deleteNotification, { params: { id: ids[0]! } });
        else
          for (const batch of inBatches(ids))
            await api(NotificationRoutes.deleteNotifications, { query: { notificationIds: batch } });
        await list.mutate((pages) => without(pages, ids), { revalidate: false });
      },
      counted(NOTIFICATION_MESSAGES.deleteFailed, ids.length),
    );

  return { markRead, markUnread, markSelectedRead, markAllRead, remove, busy: submit.busy };
}
