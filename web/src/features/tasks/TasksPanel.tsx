import { useEffect, useState } from 'react';
import {
  Button,
  CloseButton,
  Drawer,
  HStack,
  IconButton,
  Menu,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuArrowDownWideNarrow, LuCheck, LuPlus } from 'react-icons/lu';
import { TaskRoutes } from '@polyloop/shared';
import { TASK_MESSAGES, type Task, type TaskSort } from '@polyloop/shared/tasks/task';
import { notify } from '../../components/ui/toaster';
import { Tooltip } from '../../components/ui/tooltip';
import { useAccount } from '../../lib/account';
import { api, ApiError, useApi, useRevalidate } from '../../lib/api';
import { permissionsOf } from '../../lib/permissions';
import { messageOf, useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { TaskDetail } from './TaskDetail';
import { TaskForm } from './TaskForm';
import { TaskList } from './TaskList';
import { moved, neighboursAt, SORTS } from './tasks';
import { useTasks } from './use-tasks';

/** The sort and show-completed menu (spec part 3 §2.8). */
function ListMenu(props: {
  sort: TaskSort;
  onSort: (sort: TaskSort) => void;
  showCompleted: boolean;
  onShowCompleted: (on: boolean) => void;
}) {
  return (
    <Menu.Root>
      <Tooltip content="Sort and filter">
        <Menu.Trigger asChild>
          <IconButton aria-label="Sort and filter tasks" variant="ghost" size="sm">
            <LuArrowDownWideNarrow />
          </IconButton>
        </Menu.Trigger>
      </Tooltip>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Sort by</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup
                value={props.sort}
                onValueChange={(e) => props.onSort(e.value as TaskSort)}
              >
                {SORTS.map((s) => (
                  <Menu.RadioItem key={s.value} value={s.value}>
                    <Menu.ItemIndicator>
                      <LuCheck />
                    </Menu.ItemIndicator>
                    {s.label}
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.CheckboxItem
              value="completed"
              checked={props.showCompleted}
              onCheckedChange={props.onShowCompleted}
            >
              <Menu.ItemIndicator>
                <LuCheck />
              </Menu.ItemIndicator>
              Show completed
            </Menu.CheckboxItem>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * The tasks side panel (spec part 3 §2.8, §4.2, §9.4): the list in the person's own order (or by
 * due or created date), completed tasks hidden unless asked, drag and drop or keyboard
 * reordering, a checkbox to complete and reopen, the detail dialog and the add/edit form.
 */
export default function TasksPanel(props: {
  open: boolean;
  onClose: () => void;
  linkedTaskId: string | null;
  onLinkedClosed: () => void;
}) {
  const { account } = useAccount();
  const canWrite = permissionsOf(account).has('TASKS_CREATION');
  const [sort, setSort] = useState<TaskSort>('rank');
  const [showCompleted, setShowCompleted] = useState(false);
  const [detailId, setDetailId] = useState<string | null>(props.linkedTaskId);
  const [editing, setEditing] = useState<{ task: Task | null } | null>(null);
  const list = useTasks(sort, showCompleted);
  const revalidate = useRevalidate();
  const toggle = useSubmit({ fallback: TASK_MESSAGES.saveFailed, touches: VIEWS.task });
  const detail = useApi(TaskRoutes.getTask, detailId ? { params: { id: detailId } } : null);

  useEffect(() => {
    if (props.linkedTaskId) setDetailId(props.linkedTaskId);
  }, [props.linkedTaskId]);
  useEffect(() => {
    if (list.error) notify('error', TASK_MESSAGES.loadFailed);
  }, [list.error]);
  useEffect(() => {
    if (!detail.error) return;
    notify(
      'error',
      detail.error instanceof ApiError && detail.error.status === 404
        ? TASK_MESSAGES.notFound
        : messageOf(detail.error),
    );
    setDetailId(null);
    props.onLinkedClosed();
    // Only a new failure is told.
  }, [detail.error]);

  const closeDetail = () => {
    setDetailId(null);
    props.onLinkedClosed();
  };
  const setCompleted = (task: Task, completed: boolean) =>
    toggle.run(() =>
      api(TaskRoutes.updateTask, {
        params: { id: task.id },
        body: { completedDate: completed ? new Date().toISOString() : null },
      }),
    );

  /** Shows the new order at once, then saves it; a failure puts the old order back and says why. */
  const move = async (from: number, to: number) => {
    const data = list.data;
    const task = data?.tasks[from];
    if (!data || !task || from === to) return;
    const next = moved(data.tasks, from, to);
    await list.mutate({ ...data, tasks: next }, { revalidate: false });
    try {
      await api(TaskRoutes.moveTask, { params: { id: task.id }, body: neighboursAt(next, to) });
    } catch (error) {
      await list.mutate(data, { revalidate: false });
      notify('error', messageOf(error, TASK_MESSAGES.moveFailed));
    } finally {
      void revalidate(VIEWS.task);
    }
  };

  const tasks = list.data?.tasks ?? [];
  const shown = detail.data?.data ?? tasks.find((t) => t.id === detailId);
  return (
    <Drawer.Root
      open={props.open}
      // Focus leaves the panel when a dialog it opened closes and hands focus back to the page (a
      // task opened from a link): only a click outside or Escape closes it.
      onFocusOutside={(e) => e.preventDefault()}
      onOpenChange={(e) => !e.open && props.onClose()}
      placement="end"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <HStack justify="space-between" w="full" pe="8">
                <Drawer.Title>Tasks</Drawer.Title>
                <HStack gap="1">
                  <ListMenu
                    sort={sort}
                    onSort={(s) => {
                      setSort(s);
                      list.reset();
                    }}
                    showCompleted={showCompleted}
                    onShowCompleted={(on) => {
                      setShowCompleted(on);
                      list.reset();
                    }}
                  />
                  {canWrite && (
                    <Button size="sm" onClick={() => setEditing({ task: null })}>
                      <LuPlus /> Add task
                    </Button>
                  )}
                </HStack>
              </HStack>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="3">
                {sort !== 'rank' && tasks.length > 1 && (
                  <Text fontSize="xs" color="fg.muted">
                    Sort by rank to rearrange tasks.
                  </Text>
                )}
                {list.error && !list.data ? (
                  <Text role="alert" color="fg.error">
                    {TASK_MESSAGES.loadFailed}
                  </Text>
                ) : !list.data ? (
                  <Spinner aria-label="Loading tasks" />
                ) : tasks.length === 0 ? (
                  <Text color="fg.muted">{showCompleted ? TASK_MESSAGES.empty : 'No open tasks'}</Text>
                ) : (
                  <TaskList
                    tasks={tasks}
                    sortable={sort === 'rank' && canWrite}
                    onMove={(from, to) => void move(from, to)}
                    onOpen={(task) => setDetailId(task.id)}
                    onToggle={setCompleted}
                    onNearEnd={list.loadMore}
                  />
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close tasks" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {shown && (
        <TaskDetail
          task={shown}
          onClose={closeDetail}
          onEdit={() => setEditing({ task: shown })}
          onToggle={(on) => setCompleted(shown, on)}
        />
      )}
      {editing && (
        <TaskForm task={editing.task} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
      )}
    </Drawer.Root>
  );
}
