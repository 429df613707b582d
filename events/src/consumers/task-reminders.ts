import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { logger } from '@polyloop/functions/lib/observability';
import { TaskEvents } from '@polyloop/functions/domain/task/task.events';
import { planReminder } from '@polyloop/functions/domain/notification/task-reminders';

/** Keeps each task's due-date timer where its due date says (or gone, once it is done or deleted). */
export const handler = eventHandler(
  'task-reminders',
  on(TaskEvents.created, async (task, { occurredAt }) =>
    logger.info('task reminder', {
      taskId: task.taskId,
      timer: await planReminder(task, false, new Date(), new Date(occurredAt)),
    }),
  ),
  on(TaskEvents.changed, async (task, { occurredAt }) => {
    if (!task.fields.some((f) => f === 'dueDate' || f === 'completedDate')) return;
    logger.info('task reminder', {
      taskId: task.taskId,
      timer: await planReminder(task, false, new Date(), new Date(occurredAt)),
    });
  }),
  on(TaskEvents.removed, async (task) =>
    logger.info('task reminder', { taskId: task.taskId, timer: await planReminder(task, true) }),
  ),
);
