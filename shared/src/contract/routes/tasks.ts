import * as z from 'zod';
import { defineRoutes } from '../define.js';
import { creation, deletion, pagedList } from '../kinds.js';
import { MoveTaskInput, Task, TaskId, TaskInput, TaskListQuery, TaskPatch } from '../../tasks/task.js';

const t = '/api/tasks';
const params = z.object({ id: TaskId });

/**
 * One person's tasks (spec part 3 §2.8, §3.3, §4.2, §5.2, §7.4, §9.4). Every route reaches only
 * the caller's own tasks in the company they act for: anyone else's id answers 404.
 */
export const TaskRoutes = defineRoutes(
  'tasks',
  { tags: ['Tasks'] },
  {
    listTasks: pagedList(Task, {
      path: t,
      summary:
        'The caller’s tasks, highest rank first unless sorted by due date or created date (both descending); completed ones only with completed=true. Total in x-total-count.',
      query: TaskListQuery,
    }),
    createTask: creation(Task, {
      path: t,
      summary: 'Adds a task at the top of the caller’s list (at most 500 tasks, open and completed).',
      permission: 'TASKS_CREATION',
      body: TaskInput,
    }),
    getTask: {
      method: 'GET',
      path: `${t}/{id}`,
      summary: 'One of the caller’s tasks.',
      params,
      response: Task,
    },
    updateTask: {
      method: 'PUT',
      path: `${t}/{id}`,
      summary:
        'Changes the fields sent (null clears): title, description, due date; completedDate completes the task now, or reopens it when null.',
      permission: 'TASKS_CREATION',
      params,
      body: TaskPatch,
      response: Task,
    },
    deleteTask: deletion({
      path: `${t}/{id}`,
      summary: 'Deletes one of the caller’s tasks.',
      permission: 'TASKS_CREATION',
      params,
    }),
    moveTask: {
      method: 'POST',
      path: `${t}/{id}/rank`,
      summary:
        'Moves a task between two neighbours (lowerId ranks just below it, upperId just above); one write. 409 when the list changed meanwhile.',
      permission: 'TASKS_CREATION',
      params,
      body: MoveTaskInput,
      response: Task,
    },
  },
);
