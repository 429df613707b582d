/**
 * What the listing aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { total } from './listing.counters.js';
export { HaveItem, NeedItem, countCreatedSince, hasAnyHave, pageOfLane } from './listing.entity.js';
export type { ListingEntityOf, ListingItem } from './listing.entity.js';
export { HaveEvents, NeedEvents } from './listing.events.js';
export { find } from './listing.service.js';
export { ENTITY } from './listing.view.js';
export { isTradable } from './listing.tradable.js';
export { soldOutMoves, weightMove } from './listing.weight.js';
export type { Listing } from './listing.weight.js';
