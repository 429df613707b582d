import { domainEvents, type Projection } from '../../lib/projection.js';
import { countOf } from '../counter/index.js';

/** What the table stream derives from users: their events, and each company's count of its people. */
export const projections: Projection[] = [
  domainEvents('user', () => import('./user.events.js').then((m) => m.userEvents)),
  countOf('user'),
];
