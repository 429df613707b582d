/**
 * What the auction aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { maySee, profileOf } from './auction.access.js';
export { AuctionBidderEntity, AuctionEntity, listBiddersOfAuction } from './auction.entity.js';
export type { AuctionBidderItem } from './auction.entity.js';
export { AuctionEvents } from './auction.events.js';
export { needsWinner } from './auction.timers.js';
