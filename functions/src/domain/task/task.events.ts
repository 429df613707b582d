import * as z from 'zod';
import { defineEvent } from '../../lib/events.js';
import { lifecycle, lifecycleContracts, type Derivation } from '../../lib/lifecycle.js';
import { Task } from './task.entity.js';

const Ref = z.object({
  tenantId: z.string(),
  userId: z.string(),
  taskId: z.string(),
  title: z.string(),
  /** When it is due (the local midnight of the day), null when it has no due date. */
  dueDate: z.string().nullable(),
  /** When it was completed, null while it is open. */
  completedDate: z.string().nullable(),
});

const contracts = lifecycleContracts('task', Ref);

/**
 * A person's task was created, changed (`fields` names what changed: title, description,
 * dueDate, completedDate) or removed. Each carries the due and completed dates as they are now,
 * so a consumer can schedule, move or cancel a due-date reminder from any one of them.
 */
export const TaskEvents = {
  created: contracts.created,
  changed: contracts.changed,
  removed: defineEvent('task.removed', 1, Ref.extend({ actorId: z.string().nullable() })),
};

const derived = lifecycle(TaskEvents, Task.decode, (t) => ({
  tenantId: t.tenantId,
  userId: t.userId,
  taskId: t.taskId,
  title: t.title,
  dueDate: t.dueDate ?? null,
  completedDate: t.completedDate ?? null,
}));

/** A move in the list (only the rank changed) is no news to anyone: it is not told. */
export const taskEvents: Derivation = (change) =>
  derived(change).filter((o) => {
    const fields = (o.data as { fields?: string[] }).fields;
    return !(fields && fields.length === 1 && fields[0] === 'rank');
  });
