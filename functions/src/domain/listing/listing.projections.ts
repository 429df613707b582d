import { historyOf, named } from '../history/index.js';
import { domainEvents, type Projection } from '../../lib/projection.js';
import { searchOf } from '../search/index.js';
import { loadOnce } from '../../lib/lazy.js';

const documents = loadOnce(() => import('./listing.search.js'));

/** What the table stream derives from haves and needs. */
export const projections: Projection[] = [
  historyOf('have', (i) => [{ rootId: i.id, subject: named('Have', i.identifier) }]),
  historyOf('need', (i) => [{ rootId: i.id, subject: named('Need', i.identifier) }]),
  domainEvents('have', () => import('./listing.events.js').then((m) => m.haveEvents)),
  domainEvents('need', () => import('./listing.events.js').then((m) => m.needEvents)),
  searchOf('have', () => documents().then((m) => m.have)),
  searchOf('need', () => documents().then((m) => m.need)),
];
