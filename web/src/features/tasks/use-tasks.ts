import { useState } from 'react';
import useSWR from 'swr';
import { TaskRoutes } from '@polyloop/shared';
import type { Task, TaskSort } from '@polyloop/shared/tasks/task';
import { api, type ApiError } from '../../lib/api';
import { PAGE_SIZE } from './tasks';
import { useCacheOwner } from '../../lib/api-cache';

export interface TaskList {
  tasks: Task[];
  total: number;
}

/**
 * The panel's list: the first `pages` pages of one sort, read together under one cache key whose
 * first element is the list route's id, so `useRevalidate(VIEWS.task)` refreshes it like any
 * `useApi` read. Scrolling down asks for one more page (spec §9.4).
 */
export function useTasks(sort: TaskSort, showCompleted: boolean) {
  const owner = useCacheOwner();
  const [pages, setPages] = useState(1);
  const query = { sort, completed: showCompleted ? ('true' as const) : undefined };
  const key = [TaskRoutes.listTasks.id, JSON.stringify({ query, pages }), owner] as const;
  const swr = useSWR<TaskList, ApiError>(key, async () => {
    const answers = await Promise.all(
      Array.from({ length: pages }, (_, page) =>
        api(TaskRoutes.listTasks, { query: { ...query, page, size: PAGE_SIZE } }),
      ),
    );
    return { tasks: answers.flatMap((a) => a.data), total: answers[0]?.totalCount ?? 0 };
  });
  const more = !!swr.data && swr.data.tasks.length < swr.data.total;
  return {
    ...swr,
    /** Loads the next page when there is one. */
    loadMore: () => {
      if (more && !swr.isValidating) setPages((p) => p + 1);
    },
    /** Back to the first page (a new sort or filter). */
    reset: () => setPages(1),
  };
}
