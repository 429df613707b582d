import type { Task, TaskSort } from '@polyloop/shared/tasks/task';

/** The panel's sort menu (spec part 3 §9.4: all descending). */
export const SORTS: readonly { value: TaskSort; label: string }[] = [
  { value: 'rank', label: 'Rank' },
  { value: 'dueDate', label: 'Due date' },
  { value: 'createdDate', label: 'Created date' },
];

/** Spec §9.4: a page of the list, and how far down the list scrolls before the next page loads. */
export const PAGE_SIZE = 50;
export const LOAD_THRESHOLD = 0.75;
export const SCROLL_DEBOUNCE_MS = 50;
export const LIST_HEIGHT = 400;
export const TOUCH_DELAY_MS = 150;

/** `items` with the one at `from` moved to `to` (indexes of the list as shown). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The neighbours a dropped task is sent with: the list shows the highest rank first, so the task
 * shown above it is `upperId` and the one below `lowerId` (absent at either end of what is loaded:
 * the server places it next to the one given).
 */
export function neighboursAt(
  list: readonly Pick<Task, 'id'>[],
  index: number,
): { lowerId?: string; upperId?: string } {
  const upper = list[index - 1];
  const lower = list[index + 1];
  return { ...(lower ? { lowerId: lower.id } : {}), ...(upper ? { upperId: upper.id } : {}) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a date input holds it (yyyy-mm-dd), in the person's own timezone. */
export const localDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Today, as the due date's minimum (spec §5.2). */
export const today = () => localDate(new Date());

/**
 * A chosen day as the task stores it: that day's local midnight as an ISO time, the date shifted
 * by the timezone offset (spec §5.2). A blank is no date.
 */
export function dueDateOf(day: string | undefined): string | undefined {
  const match = day && /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day ? day : undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).toISOString();
}

/** A stored due date as the date input shows it. */
export const dayOf = (iso: string | null | undefined) => (iso ? localDate(new Date(iso)) : '');

/** Whether a due date has passed (before today, in the person's timezone). */
export const overdue = (task: Pick<Task, 'dueDate' | 'completedDate'>) =>
  !!task.dueDate && !task.completedDate && dayOf(task.dueDate) < today();
