import { historyOf, named } from '../history/index.js';
import { domainEvents, type Projection } from '../../lib/projection.js';
import { countOf } from '../counter/index.js';

/** What the table stream derives from a location's items. */
export const projections: Projection[] = [
  historyOf(
    'location',
    (i) => [{ rootId: i.companyId, subject: named('Location', i.name || i.formattedAddress || i.address) }],
    'locationId',
  ),
  domainEvents('location', () => import('./location.events.js').then((m) => m.locationEvents)),
  countOf('location'),
];
