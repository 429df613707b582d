import { domainEvents, type Projection } from '../../lib/projection.js';
import { searchOf } from '../search/index.js';

/** What the table stream derives from network offers. */
export const projections: Projection[] = [
  domainEvents('network-offer', () => import('./offer.events.js').then((m) => m.offerEvents)),
  searchOf('network-offer', () => import('./offer.search.js').then((m) => m.networkOffer)),
];
