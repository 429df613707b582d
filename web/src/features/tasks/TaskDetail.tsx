import { useState } from 'react';
import { Button, DataList, Text } from '@chakra-ui/react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { TaskRoutes } from '@polyloop/shared';
import { TASK_MESSAGES, type Task } from '@polyloop/shared/tasks/task';
import { AppDialog } from '../../components/AppDialog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { api } from '../../lib/api';
import { formatDate, formatDateTime } from '../../lib/format';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { overdue } from './tasks';

/** One task in full, with edit, complete or reopen, and delete after a confirmation (spec part 3 §2.8). */
export function TaskDetail(props: {
  task: Task;
  onClose: () => void;
  onEdit: () => void;
  onToggle: (completed: boolean) => void;
}) {
  const { task } = props;
  const [confirming, setConfirming] = useState(false);
  const remove = useSubmit({
    success: TASK_MESSAGES.deleted,
    fallback: TASK_MESSAGES.deleteFailed,
    touches: VIEWS.task,
  });
  const done = !!task.completedDate;
  const deleteTask = async () => {
    if (await remove.run(() => api(TaskRoutes.deleteTask, { params: { id: task.id } }))) {
      setConfirming(false);
      props.onClose();
    }
  };
  return (
    <>
      <AppDialog
        open
        onClose={props.onClose}
        title={task.title}
        footer={
          <>
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              <LuTrash2 /> Delete
            </Button>
            <Button variant="outline" onClick={() => props.onToggle(!done)}>
              {done ? 'Reopen' : 'Complete'}
            </Button>
            <Button onClick={props.onEdit}>
              <LuPencil /> Edit
            </Button>
          </>
        }
      >
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>Description</DataList.ItemLabel>
            <DataList.ItemValue>
              <Text whiteSpace="pre-wrap">{task.description || '—'}</Text>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Due date</DataList.ItemLabel>
            <DataList.ItemValue color={overdue(task) ? 'fg.error' : undefined}>
              {formatDate(task.dueDate)}
              {overdue(task) ? ' (overdue)' : ''}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Status</DataList.ItemLabel>
            <DataList.ItemValue>
              {done ? `Completed ${formatDateTime(task.completedDate)}` : 'Open'}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Created</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(task.createdDate)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </AppDialog>
      <ConfirmDialog
        open={confirming}
        title="Delete this task?"
        confirmLabel="Delete"
        destructive
        onConfirm={deleteTask}
        onClose={() => setConfirming(false)}
      >
        “{task.title}” will be deleted. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
