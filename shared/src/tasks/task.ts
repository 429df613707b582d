import * as z from 'zod';
import { PageQuery, pageSize } from '../contract/define.js';

/**
 * One person's tasks (spec part 3 §2.8, §3.3, §4.2, §5.2, §7.4, §9.4). A task belongs to the
 * person who made it, in the company they made it for: nobody else ever sees it.
 */

export const TASK_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  dueDateInvalid: 'Due date must be a date',
  dueDatePast: 'Due date cannot be before today',
  notFound: 'Task not found',
  saved: 'Task saved',
  saveFailed: 'The task could not be saved',
  deleted: 'Task deleted',
  deleteFailed: 'The task could not be deleted',
  moveFailed: 'The task could not be moved',
  loadFailed: 'Failed to load tasks',
  empty: 'No tasks yet',
  moved: 'The task list changed while you were moving this task. It has been reloaded.',
} as const;

/** A person keeps at most this many tasks, open and completed together. */
export const MAX_TASKS = 500;
export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;

/** Task ids are time-ordered (functions/src/lib/commit.ts `newId`): lower-case letters and digits. */
export const TaskId = z
  .string()
  .max(32)
  .regex(/^[0-9a-z]{1,32}$/, 'Not a task id');

const DAY = 24 * 60 * 60 * 1000;

/**
 * Whether a due date is allowed: today or later. The client sends its local midnight of the
 * chosen day (spec §5.2 shifts it by the timezone offset), which in UTC can fall on the day before,
 * so the server compares by date with a day's slack.
 */
export function dueDateAllowed(value: string, now = new Date()): boolean {
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Date.parse(value) >= startOfToday - DAY;
}
/** Only a date can be too early: one that is not a date says so by itself. */
const notPast = (value: string) => Number.isNaN(Date.parse(value)) || dueDateAllowed(value);

const DateTime = z.iso.datetime({ offset: true, message: TASK_MESSAGES.dueDateInvalid });
const DueDate = DateTime.refine(notPast, TASK_MESSAGES.dueDatePast);
const Title = z
  .string()
  .trim()
  .min(1, TASK_MESSAGES.titleRequired)
  .max(TASK_TITLE_MAX, TASK_MESSAGES.titleTooLong);
const Description = z.string().trim().max(TASK_DESCRIPTION_MAX, TASK_MESSAGES.descriptionTooLong);

export const Task = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** ISO date-time: the local midnight of the day it is due. */
  dueDate: z.string().nullable(),
  /** When it was completed; null while open. */
  completedDate: z.string().nullable(),
  createdDate: z.string(),
  /** Fractional rank: the list's order, highest first. */
  rank: z.string(),
});
export type Task = z.infer<typeof Task>;

/** A new task (POST): it goes to the top of the list. An empty description is none. */
export const TaskInput = z.object({
  title: Title,
  description: Description.optional(),
  dueDate: DueDate.optional(),
});
export type TaskInput = z.infer<typeof TaskInput>;

/**
 * A change to a task (PUT): only the fields sent change; null clears. `completedDate` completes
 * the task (any time sent: the server stamps its own) or, null, reopens it. A due date that is
 * not the task's current one must not be before today (the service checks it against the task).
 */
export const TaskPatch = z.object({
  title: Title.optional(),
  description: Description.nullable().optional(),
  dueDate: DateTime.nullable().optional(),
  completedDate: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type TaskPatch = z.infer<typeof TaskPatch>;

/** The edit form's rules: those of a new task, but a due date already set may stay even if it has passed. */
export const taskEdit = (currentDueDate: string | null) =>
  z.object({
    title: Title,
    description: Description.optional(),
    dueDate: DateTime.refine((v) => v === currentDueDate || notPast(v), TASK_MESSAGES.dueDatePast).optional(),
  });

export const TaskSort = z.enum(['rank', 'dueDate', 'createdDate']);
export type TaskSort = z.infer<typeof TaskSort>;

/**
 * The list, always descending (spec §9.4): by rank (the person's own order) unless said, by due
 * date (tasks without one last) or by created date. Completed tasks are left out unless
 * `completed=true`, which lists them with the open ones.
 */
export const TaskListQuery = PageQuery.extend({
  size: pageSize(50),
  completed: z.enum(['true', 'false']).optional(),
  sort: TaskSort.default('rank'),
});
export type TaskListQuery = z.infer<typeof TaskListQuery>;

/**
 * Where a task moves: between `lowerId` (the task that will rank just below it, shown under it)
 * and `upperId` (the one just above it); either may be left out at an end of the list.
 */
export const MoveTaskInput = z
  .object({ lowerId: TaskId.optional(), upperId: TaskId.optional() })
  .refine((v) => v.lowerId !== undefined || v.upperId !== undefined, {
    message: 'Give lowerId, upperId or both',
    path: ['lowerId'],
  });
export type MoveTaskInput = z.infer<typeof MoveTaskInput>;
