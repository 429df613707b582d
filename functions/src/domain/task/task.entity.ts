import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/**
 * One person's task, in the company they act for. Keyed by tenant and user, so a person can only
 * ever reach their own tasks, and all of them (at most `MAX_TASKS`) are one Query.
 */
export const Task = defineEntity({
  name: 'task',
  schema: z.object({
    tenantId: z.string(),
    userId: z.string(),
    taskId: z.string(),
    title: z.string(),
    description: z.string().optional(),
    dueDate: z.string().optional(),
    completedDate: z.string().optional(),
    /** Fractional rank (account/rank.ts), unique among the person's tasks: see TaskRank. */
    rank: z.string(),
    createdDate: z.string(),
    updatedDate: z.string(),
    /** The owner, who alone writes it: the actor of its domain events. */
    updatedBy: z.string(),
  }),
  indexes: {
    // Task.get: one of a person's tasks; listTasksOfUser: all of them
    byUser: { pk: ['tenantId', 'userId'], sk: ['taskId'] },
  },
});
export type TaskItem = z.infer<typeof Task.schema>;

/**
 * A rank held by one of a person's tasks. Created with attribute_not_exists in the same
 * transaction that gives a task its rank (and the old one deleted), so two moves or creates that
 * picked the same rank at once cannot both commit: the person's order stays a strict total order.
 */
export const TaskRank = defineEntity({
  name: 'task-rank',
  schema: z.object({ tenantId: z.string(), userId: z.string(), rank: z.string(), taskId: z.string() }),
  indexes: {
    // TaskRank.tx.create: the rank's uniqueness among the person's tasks (no reads)
    byRank: { pk: ['tenantId', 'userId'], sk: ['rank'] },
  },
});

/** How many tasks a person has: moved in each create and delete, under the cap's condition. */
export const TaskCount = defineEntity({
  name: 'task-count',
  schema: z.object({ tenantId: z.string(), userId: z.string(), count: z.number().int() }),
  indexes: {
    // TaskCount.tx.update: the cap on a person's tasks (no reads)
    byUser: { pk: ['tenantId', 'userId'], sk: [] },
  },
});

/** Every task of one person (consistent: a task just saved lists at once). */
export const listTasksOfUser = (tenantId: string, userId: string) =>
  Task.queryAll('byUser', { tenantId, userId }, { consistent: true });
