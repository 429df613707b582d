import type { Projection } from '../../lib/projection.js';
import { searchOf } from '../search/index.js';

/** What the table stream derives from public company profiles: the directory's search documents. */
export const projections: Projection[] = [
  searchOf('public-company', () => import('./public-company.search.js').then((m) => m.publicCompany)),
];
