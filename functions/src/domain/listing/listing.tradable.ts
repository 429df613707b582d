import type { ListingItem } from './listing.entity.js';

/**
 * Whether a have or need may be traded on `on` (a day): offered, published, auctioned or
 * requested from, it must be open, active, not archived, not expired and have weight left.
 */
export const isTradable = (record: ListingItem, on: string): boolean =>
  !record.archived &&
  record.lane === 'OPEN' &&
  record.status === 'ACTIVE' &&
  record.expirationDate >= on &&
  record.remainingWeight.unitValue > 0;
