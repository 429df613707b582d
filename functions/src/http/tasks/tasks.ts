import { TaskRoutes } from '@polyloop/shared/contract/routes/tasks';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const tasks = loadOnce(() => import('../../domain/task/task.service.js'));

/** The tasks panel: the caller's own tasks only. */
export const taskRoutes = implement(TaskRoutes, {
  listTasks: async ({ query, actor }) => (await tasks()).list(actor, query),
  createTask: async ({ body, actor }) => (await tasks()).create(actor, body),
  getTask: async ({ params, actor }) => (await tasks()).get(actor, params.id),
  updateTask: async ({ params, body, actor }) => (await tasks()).update(actor, params.id, body),
  deleteTask: async ({ params, actor }) => (await tasks()).remove(actor, params.id),
  moveTask: async ({ params, body, actor }) => (await tasks()).move(actor, params.id, body),
});
