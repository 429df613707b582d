import { domainEvents, type Projection } from '../../lib/projection.js';
import { searchOf } from '../search/index.js';

/** What the table stream derives from network requests. */
export const projections: Projection[] = [
  domainEvents('network-request', () => import('./request.events.js').then((m) => m.requestEvents)),
  searchOf('network-request', () => import('./request.search.js').then((m) => m.networkRequest)),
];
