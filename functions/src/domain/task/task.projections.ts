import { domainEvents, type Projection } from '../../lib/projection.js';

/** What the table stream derives from tasks. */
export const projections: Projection[] = [
  domainEvents('task', () => import('./task.events.js').then((m) => m.taskEvents)),
];
