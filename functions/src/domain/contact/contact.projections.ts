import { historyOf, named } from '../history/index.js';
import { domainEvents, type Projection } from '../../lib/projection.js';
import { countOf } from '../counter/index.js';
import { searchOf } from '../search/index.js';

/** What the table stream derives from a contact's items. */
export const projections: Projection[] = [
  historyOf(
    'contact',
    (i) => [{ rootId: i.companyId, subject: named('Contact', i.firstName, i.lastName) }],
    'contactId',
  ),
  domainEvents('contact', () => import('./contact.events.js').then((m) => m.contactEvents)),
  countOf('contact'),
  searchOf('contact', () => import('./contact.search.js').then((m) => m.contact)),
];
