import { TaskRoutes } from '@polyloop/shared/contract/routes/tasks';
import { implement } from '../preset.js';
import * as Tasks from '../../domain/task/task.service.js';

/** The tasks panel: the caller's own tasks only. */
export const taskRoutes = implement(TaskRoutes, {
  listTasks: ({ query, actor }) => Tasks.list(actor, query),
  createTask: ({ body, actor }) => Tasks.create(actor, body),
  getTask: ({ params, actor }) => Tasks.get(actor, params.id),
  updateTask: ({ params, body, actor }) => Tasks.update(actor, params.id, body),
  deleteTask: ({ params, actor }) => Tasks.remove(actor, params.id),
  moveTask: ({ params, body, actor }) => Tasks.move(actor, params.id, body),
});
