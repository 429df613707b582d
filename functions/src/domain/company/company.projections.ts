import { historyOf, named } from '../history/index.js';
import { defineProjection, domainEvents, tableWrites, type Projection } from '../../lib/projection.js';
import { searchOf } from '../search/index.js';

/** What the table stream derives from a company's items. */
export const projections: Projection[] = [
  historyOf('company', (i) => [{ rootId: i.companyId, subject: named('Company', i.name) }], 'companyId'),
  domainEvents('company', () => import('./company.events.js').then((m) => m.companyEvents)),
  searchOf('company', () => import('./company.search.js').then((m) => m.company)),
  // The tag→company index and each tag's usage count (company.tag-links.ts), which merging and
  // deleting a tag read. On the events consumer: an administrator merging tags right after a
  // colleague tagged a company waits for it.
  defineProjection({
    name: 'company.tags',
    entity: 'company',
    consumer: 'events',
    derive: async (change) => (await import('./company.tag-links.js')).tagLinkWrites(change),
    write: tableWrites,
    rebuild: { owns: ['tag-link', 'tag-count'] },
  }),
];
