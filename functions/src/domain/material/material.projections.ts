import { historyOf, named } from '../history/index.js';
import { domainEvents, type Projection } from '../../lib/projection.js';
import { searchOf } from '../search/index.js';

/** What the table stream derives from materials and their companies. */
export const projections: Projection[] = [
  historyOf('material', (i) => [{ rootId: i.materialId, subject: named('Material', i.name) }], 'materialId'),
  // An association shows in its company's feed and in its material's.
  historyOf(
    'company-material',
    (i) => [
      { rootId: i.companyId, subject: named('Material', i.materialName) },
      { rootId: i.materialId, subject: named('Company', i.companyName) },
    ],
    (i) => `${String(i.companyId ?? '')}:${String(i.materialId ?? '')}`,
  ),
  domainEvents('material', () => import('./material.events.js').then((m) => m.materialEvents)),
  domainEvents('company-material', () => import('./material.events.js').then((m) => m.associationEvents)),
  searchOf('material', () => import('./material.search.js').then((m) => m.material)),
];
