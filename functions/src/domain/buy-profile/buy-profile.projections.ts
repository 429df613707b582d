import { historyOf, named } from '../history/index.js';
import { domainEvents, type Projection } from '../../lib/projection.js';

/** What the table stream derives from a buy profile's items. */
export const projections: Projection[] = [
  historyOf(
    'buy-profile',
    (i) => [{ rootId: i.companyId, subject: named('Buy profile', i.materialType) }],
    'profileId',
  ),
  domainEvents('buy-profile', () => import('./buy-profile.events.js').then((m) => m.buyProfileEvents)),
];
