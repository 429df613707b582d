import { historyOf, named } from '../history/index.js';
import type { Projection } from '../../lib/projection.js';
import { searchOf } from '../search/index.js';

/** What the table stream derives from a touchpoint. */
export const projections: Projection[] = [
  historyOf(
    'touchpoint',
    (i) => [{ rootId: i.companyId, subject: named('Touchpoint', String(i.date ?? '').slice(0, 10)) }],
    'touchpointId',
  ),
  searchOf('touchpoint', () => import('./touchpoint.search.js').then((m) => m.touchpoint)),
];
