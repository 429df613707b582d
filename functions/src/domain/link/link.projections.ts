import { domainEvents, type Projection } from '../../lib/projection.js';

/** What the table stream derives from links. */
export const projections: Projection[] = [
  domainEvents('link', () => import('./link.events.js').then((m) => m.linkEvents)),
];
