/**
 * What the market aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { availabilityTx } from './listing-availability.js';
export type { BidState } from './open-bids.js';
export { PublicListingEntity, hasAnyListing } from './public-listing.entity.js';
export type { PublicListingItem } from './public-listing.entity.js';
export { bidTx, bidsMovedTx, canReadBids, isLive, winsAuction } from './reverse-auction.js';
export { getListing as getPublicListing, ownListings, ownView } from './market.service.js';
