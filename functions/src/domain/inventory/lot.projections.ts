import { historyOf, named } from '../history/index.js';
import { domainEvents, type Projection } from '../../lib/projection.js';

/** What the table stream derives from lots and their adjustments (an adjustment shows in its lot's feed). */
export const projections: Projection[] = [
  historyOf('inventory-lot', (i) => [{ rootId: i.id, subject: named('Lot', i.identifier) }]),
  historyOf('lot-adjustment', (i) => [{ rootId: i.lotId, subject: named('Adjustment', i.reason) }]),
  domainEvents('inventory-lot', () => import('./lot.events.js').then((m) => m.lotEvents)),
  domainEvents('lot-adjustment', () => import('./lot.events.js').then((m) => m.adjustmentEvents)),
];
