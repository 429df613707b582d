import type {
  MoveTaskInput,
  Task as TaskView,
  TaskInput,
  TaskListQuery,
  TaskPatch,
} from '@polyloop/shared/tasks/task';
import { dueDateAllowed, MAX_TASKS, TASK_MESSAGES } from '@polyloop/shared/tasks/task';
import { ConditionFailed, transact, type TxItem } from '../../data/entity.js';
import { pageFrom, type Page } from '../../data/page.js';
import type { Member } from '../../lib/actor.js';
import { commit, newId, now, orNotFound, retrying, stale } from '../../lib/commit.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { listTasksOfUser, Task, TaskCount, TaskRank, type TaskItem } from './task.entity.js';
import { placement } from './task.rank.js';

export const view = (t: TaskItem): TaskView => ({
  id: t.taskId,
  title: t.title,
  description: t.description ?? null,
  dueDate: t.dueDate ?? null,
  completedDate: t.completedDate ?? null,
  createdDate: t.createdDate,
  rank: t.rank,
});

const keyOf = (actor: Member, taskId: string) => ({ tenantId: actor.tenantId, userId: actor.userId, taskId });
const rankKey = (actor: Member, rank: string) => ({ tenantId: actor.tenantId, userId: actor.userId, rank });
const countKey = (actor: Member) => ({ tenantId: actor.tenantId, userId: actor.userId });

const byRank = (a: TaskItem, b: TaskItem) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0);
/** Latest first; equal (or no) values keep the person's own order. */
const descending = (value: (t: TaskItem) => string | undefined) => (a: TaskItem, b: TaskItem) => {
  const x = value(a) ?? '';
  const y = value(b) ?? '';
  return x < y ? 1 : x > y ? -1 : byRank(b, a);
};
const SORTS = {
  rank: (a: TaskItem, b: TaskItem) => byRank(b, a),
  dueDate: descending((t) => t.dueDate),
  createdDate: descending((t) => t.createdDate),
};

const limitReached = () =>
  new Conflict(
    `You can keep at most ${MAX_TASKS} tasks, open and completed. Delete some to add more.`,
    'TASK_LIMIT_REACHED',
  );
const listChanged = () => new Conflict(TASK_MESSAGES.moved, 'TASK_LIST_CHANGED');

async function find(actor: Member, taskId: string): Promise<TaskItem> {
  const task = await Task.get(keyOf(actor, taskId), { consistent: true });
  if (!task) throw new NotFound(TASK_MESSAGES.notFound);
  return task;
}

export async function get(actor: Member, taskId: string): Promise<TaskView> {
  return view(await find(actor, taskId));
}

/** A person's tasks are bounded (MAX_TASKS), so the list reads them whole (one Query) and sorts and pages in memory. */
export async function list(actor: Member, query: TaskListQuery): Promise<Page<TaskView>> {
  const all = await listTasksOfUser(actor.tenantId, actor.userId);
  const shown = query.completed === 'true' ? all : all.filter((t) => !t.completedDate);
  return pageFrom(shown.sort(SORTS[query.sort]).map(view), query.page, query.size);
}

/**
 * Adds a task at the top of the list (a rank above the highest). One transaction: the task, its
 * rank's guard and the person's count under the cap. Two tasks added at once pick the same rank;
 * the guard lets one commit and the other reads again and goes above it.
 */
export async function create(actor: Member, input: TaskInput): Promise<TaskView> {
  return retrying(async () => {
    const all = await listTasksOfUser(actor.tenantId, actor.userId);
    if (all.length >= MAX_TASKS) throw limitReached();
    const rank = placement(all.map((t) => t.rank)).top();
    const stamp = now();
    const item: TaskItem = {
      ...keyOf(actor, newId()),
      title: input.title,
      description: input.description || undefined,
      dueDate: input.dueDate,
      rank,
      createdDate: stamp,
      updatedDate: stamp,
      updatedBy: actor.userId,
    };
    await commit(
      [
        Task.tx.create(item),
        TaskRank.tx.create({ ...rankKey(actor, rank), taskId: item.taskId }),
        TaskCount.tx.update(
          countKey(actor),
          {},
          {
            add: { count: 1 },
            upsert: true,
            condition: (w) => w.or(w.missing('count'), w.lt('count', MAX_TASKS)),
          },
        ),
      ],
      (entity) => (entity === TaskCount.name ? limitReached() : stale(entity)),
    );
    return view(item);
  });
}

/**
 * Changes the fields sent. Completing stamps the server's time (a completed task keeps its
 * first completion); null reopens. A due date other than the current one may not be in the past.
 */
export async function update(actor: Member, taskId: string, patch: TaskPatch): Promise<TaskView> {
  const before = await find(actor, taskId);
  if (patch.dueDate && patch.dueDate !== before.dueDate && !dueDateAllowed(patch.dueDate))
    throw new BadRequest('Some fields are not valid.', { 'body.dueDate': [TASK_MESSAGES.dueDatePast] });
  const changes: Partial<TaskItem> = { updatedDate: now(), updatedBy: actor.userId };
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.description !== undefined) changes.description = patch.description || undefined;
  if (patch.dueDate !== undefined) changes.dueDate = patch.dueDate ?? undefined;
  if (patch.completedDate !== undefined)
    changes.completedDate = patch.completedDate === null ? undefined : (before.completedDate ?? now());
  return view(await orNotFound(() => Task.update(keyOf(actor, taskId), changes), TASK_MESSAGES.notFound));
}

/** Deletes a task with its rank's guard, and counts it out. */
export async function remove(actor: Member, taskId: string): Promise<void> {
  await retrying(async () => {
    const task = await find(actor, taskId);
    await commit(
      [
        Task.tx.delete(keyOf(actor, taskId), { rank: task.rank }),
        TaskRank.tx.delete(rankKey(actor, task.rank), { taskId }),
        TaskCount.tx.update(countKey(actor), {}, { add: { count: -1 } }),
      ],
      stale,
    );
  });
}

/**
 * Moves a task between two neighbours; only the task is rewritten. One transaction: the task's
 * new rank (on condition its rank is still the one read), a check that every neighbour the move
 * was placed against still has its rank, and the new rank's guard (the old one deleted). A move
 * that lost a race with another change of the list answers 409, and the client reloads.
 */
export async function move(actor: Member, taskId: string, input: MoveTaskInput): Promise<TaskView> {
  const all = (await listTasksOfUser(actor.tenantId, actor.userId)).sort(byRank);
  const task = all.find((t) => t.taskId === taskId);
  if (!task) throw new NotFound(TASK_MESSAGES.notFound);
  if (input.lowerId === taskId || input.upperId === taskId)
    throw new BadRequest('A task cannot be its own neighbour.', {
      [`body.${input.lowerId === taskId ? 'lowerId' : 'upperId'}`]: ['Must be another task'],
    });
  const others = all.filter((t) => t.taskId !== taskId);
  // A neighbour that is gone (or was never the caller's) means the list the client shows is stale.
  const neighbour = (id: string | undefined) => {
    if (id === undefined) return undefined;
    const found = others.find((t) => t.taskId === id);
    if (!found) throw listChanged();
    return found;
  };
  const lower = neighbour(input.lowerId);
  const upper = neighbour(input.upperId);
  const place = placement(others.map((t) => t.rank)).between(lower?.rank, upper?.rank);
  if (!place) throw listChanged();
  if (place.contains(task.rank)) return view(task);
  const checked = new Map<string, TaskItem>();
  for (const t of [lower, upper, ...place.neighbours.map((rank) => others.find((o) => o.rank === rank))])
    if (t) checked.set(t.taskId, t);
  const items: TxItem[] = [
    Task.tx.update(
      keyOf(actor, taskId),
      { rank: place.rank, updatedDate: now(), updatedBy: actor.userId },
      { condition: { rank: task.rank } },
    ),
    TaskRank.tx.delete(rankKey(actor, task.rank), { taskId }),
    TaskRank.tx.create({ ...rankKey(actor, place.rank), taskId }),
    ...[...checked.values()].map((t) => Task.tx.check(keyOf(actor, t.taskId), { rank: t.rank })),
  ];
  try {
    await transact(items);
  } catch (error) {
    if (error instanceof ConditionFailed) throw listChanged();
    throw error;
  }
  return view({ ...task, rank: place.rank });
}
