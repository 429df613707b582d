import { domainEvents, type Projection } from '../../lib/projection.js';

/** What the table stream derives from quote searches and quotes. */
export const projections: Projection[] = [
  domainEvents('freight-request', () => import('./freight.events.js').then((m) => m.requestEvents)),
  domainEvents('freight-quote', () => import('./freight.events.js').then((m) => m.quoteEvents)),
];
