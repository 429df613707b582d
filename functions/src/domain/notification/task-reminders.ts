import * as z from 'zod';
import { defineEvent, occurrence } from '../../lib/events.js';
import { clearTimer, setTimer } from '../../lib/timers.js';
import { Task } from '../task/index.js';
import type { Notice } from './catalogue.js';

/**
 * Due-date reminders of tasks: a one-off timer per task, set, moved or cleared from the task's
 * own events, fires `task.due` on the morning of the due day; the catalogue turns it into a
 * TASK_DUE notification if the task is still open and still due then.
 */
export const TaskDue = defineEvent(
  'task.due',
  1,
  z.object({ tenantId: z.string(), userId: z.string(), taskId: z.string(), dueDate: z.string() }),
);

/** 8 AM of the due day: a task's due date is the local midnight the person chose. */
const REMIND_AFTER_MS = 8 * 3_600_000;
export const reminderName = (taskId: string) => `task-due.${taskId}`;
export const remindAt = (dueDate: string) => new Date(Date.parse(dueDate) + REMIND_AFTER_MS);

interface TaskState {
  tenantId: string;
  userId: string;
  taskId: string;
  dueDate: string | null;
  completedDate: string | null;
}

/**
 * Sets the task's timer for its due date, or clears it when the task is gone, done, has no due
 * date or its reminder time had passed when the task changed (`changedAt`). A reminder whose time
 * passes while the change is on its way fires at once. Idempotent: the task's events may arrive twice.
 */
export async function planReminder(
  task: TaskState,
  removed = false,
  now = new Date(),
  changedAt = now,
): Promise<'set' | 'cleared'> {
  const name = reminderName(task.taskId);
  const at = task.dueDate ? remindAt(task.dueDate) : undefined;
  if (
    removed ||
    task.completedDate ||
    !task.dueDate ||
    !at ||
    Number.isNaN(at.getTime()) ||
    at <= changedAt
  ) {
    await clearTimer(name);
    return 'cleared';
  }
  const { tenantId, userId, taskId, dueDate } = task;
  await setTimer(
    name,
    at,
    occurrence(TaskDue, { tenantId, userId, taskId, dueDate }, { id: `task-due:${taskId}:${dueDate}` }),
    now,
  );
  return 'set';
}

/** The notification a due timer makes, when the task is still open and still due that day. */
export async function dueNotices(due: z.output<typeof TaskDue.data>): Promise<Notice[]> {
  const task = await Task.get({ tenantId: due.tenantId, userId: due.userId, taskId: due.taskId });
  if (!task || task.completedDate || task.dueDate !== due.dueDate) return [];
  return [
    {
      type: 'TASK_DUE',
      tenantId: task.tenantId,
      userIds: [task.userId],
      subject: { kind: 'task', id: task.taskId, label: task.title },
      message: `Task “${task.title}” is due today`,
      excerpt: task.description
        ? task.description.length > 280
          ? `${task.description.slice(0, 279)}…`
          : task.description
        : null,
    },
  ];
}
