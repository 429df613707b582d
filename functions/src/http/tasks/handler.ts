import { TaskRoutes } from '@polyloop/shared/contract/routes/tasks';
import { httpHandler } from '../preset.js';
import { taskRoutes } from './tasks.js';

/** The tasks context: one person's tasks. */
export const handler = httpHandler(TaskRoutes, taskRoutes);
