import { historyOf, named } from '../history/index.js';
import { domainEvents, type Projection } from '../../lib/projection.js';
import { searchOf } from '../search/index.js';

/** What the table stream derives from a company's items. */
export const projections: Projection[] = [
  historyOf('company', (i) => [{ rootId: i.companyId, subject: named('Company', i.name) }], 'companyId'),
  domainEvents('company', () => import('./company.events.js').then((m) => m.companyEvents)),
  searchOf('company', () => import('./company.search.js').then((m) => m.company)),
];
