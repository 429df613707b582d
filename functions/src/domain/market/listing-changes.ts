import { MARKET_MESSAGES } from '@polyloop/shared/network/market';
import { commit, now } from '../../lib/commit.js';
import { Conflict } from '../../lib/errors.js';
import { countTx, moveCountTx } from './market-counters.js';
import {
  listListingsOfRecord,
  PublicListingEntity,
  type PublicListingItem,
} from './public-listing.entity.js';

/**
 * How a listing changes once published: its company's edits and closing, and its have or need
 * closing it. Apart from the market service so what closes listings (the network-listings
 * consumer) carries only this.
 */

/** Writes a listing's change under its version, moving its market counters when it closes or its closing time moves. */
export async function change(
  listing: PublicListingItem,
  changes: Partial<PublicListingItem>,
  actorId: string,
  at: string,
): Promise<PublicListingItem> {
  const next = { ...listing, ...changes };
  const closing = next.status !== 'ACTIVE';
  const moved = !closing && next.closesAt !== listing.closesAt;
  const counters = closing ? countTx(listing, -1) : moved ? moveCountTx(listing, next) : [];
  const written = {
    ...changes,
    lane: closing ? ('CLOSED' as const) : listing.lane,
    updatedDate: at,
    updatedBy: actorId,
    version: listing.version + 1,
  };
  await commit(
    [
      PublicListingEntity.tx.update({ id: listing.id }, written, {
        condition: { version: listing.version },
        current: listing,
      }),
      ...counters,
    ],
    (entity) =>
      entity === PublicListingEntity.name
        ? new Conflict(MARKET_MESSAGES.updateFailed, 'LISTING_CHANGED')
        : undefined,
  );
  return { ...listing, ...written };
}

/** Closes a record's open listings when the have or need itself closes (part 2 §4). */
export async function closeListingsOfRecord(tenantId: string, recordId: string): Promise<number> {
  const at = now();
  let closed = 0;
  for (const listing of await listListingsOfRecord(tenantId, recordId)) {
    if (listing.status !== 'ACTIVE') continue;
    try {
      await change(
        listing,
        { status: listing.kind === 'PUBLIC_OFFER' ? 'CLOSED' : 'CANCELLED' },
        'system',
        at,
      );
      closed++;
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
    }
  }
  return closed;
}
