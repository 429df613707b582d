import { domainEvents, type Projection } from '../../lib/projection.js';

/** What the table stream derives from comments. */
export const projections: Projection[] = [
  domainEvents('comment', () => import('./comment.events.js').then((m) => m.commentEvents)),
];
