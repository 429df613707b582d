import { domainEvents, type Projection } from '../../lib/projection.js';
import { searchOf } from '../search/index.js';
import { loadOnce } from '../../lib/lazy.js';

const documents = loadOnce(() => import('./auction.search.js'));

/** What the table stream derives from auctions and their bidders. */
export const projections: Projection[] = [
  domainEvents('auction', () => import('./auction.events.js').then((m) => m.auctionEvents)),
  domainEvents('auction-bidder', () => import('./auction.events.js').then((m) => m.bidderEvents)),
  searchOf('auction', () => documents().then((m) => m.auction)),
  searchOf('auction-bidder', () => documents().then((m) => m.auctionBidder)),
];
