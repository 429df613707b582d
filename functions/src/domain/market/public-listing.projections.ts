import { domainEvents, type Projection } from '../../lib/projection.js';
import { searchOf } from '../search/index.js';

/** What the table stream derives from public listings. */
export const projections: Projection[] = [
  domainEvents('public-listing', () =>
    import('./public-listing.events.js').then((m) => m.publicListingEvents),
  ),
  searchOf('public-listing', () => import('./public-listing.search.js').then((m) => m.publicListing)),
];
