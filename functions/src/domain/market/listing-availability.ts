import { convertWeight } from '@polyloop/shared/conversions';
import type { Weight } from '@polyloop/shared/supply/listing';
import type { TxItem } from '../../data/entity.js';
import { countTx } from './market-counters.js';
import { listListingsOfRecord, PublicListingEntity } from './public-listing.entity.js';

/** What an order's write does to the public offers of a have it takes weight from. */
export interface AvailabilityWrites {
  items: TxItem[];
  /** The listings written (a transaction may touch each item once). */
  listingIds: Set<string>;
}

/**
 * The have's open public offers after an order leaves it `left`: each offers at most what is
 * left, and one whose have has nothing left is sold and leaves the market (its counters with it),
 * keeping the last weight it offered: a listing's weight is never 0, its status says it is sold.
 * Written in the order's transaction under each listing's version, so the market never offers
 * pounds that are sold. `openOffers` is what the same transaction moves on a listing's count of
 * open offers (the confirmed offer that made the order), carried by the listing's one write.
 */
export async function availabilityTx(
  tenantId: string,
  haveId: string,
  left: Weight,
  at: string,
  actorId: string,
  openOffers: ReadonlyMap<string, number> = new Map(),
): Promise<AvailabilityWrites> {
  const listings = (await listListingsOfRecord(tenantId, haveId)).filter(
    (l) => l.kind === 'PUBLIC_OFFER' && l.status === 'ACTIVE',
  );
  const out: AvailabilityWrites = { items: [], listingIds: new Set() };
  for (const listing of listings) {
    const available = {
      unitValue: convertWeight(left.unitValue, left.unit, listing.weight.unit),
      unit: listing.weight.unit,
    };
    const sold = left.unitValue <= 0;
    if (!sold && available.unitValue >= listing.weight.unitValue) continue;
    const moved = openOffers.get(listing.id);
    out.items.push(
      PublicListingEntity.tx.update(
        { id: listing.id },
        {
          ...(sold ? { status: 'SOLD' as const, lane: 'CLOSED' as const } : { weight: available }),
          updatedDate: at,
          updatedBy: actorId,
          version: listing.version + 1,
        },
        {
          condition: { version: listing.version },
          current: listing,
          ...(moved ? { add: { openOfferCount: moved } } : {}),
        },
      ),
      ...(sold ? countTx(listing, -1) : []),
    );
    out.listingIds.add(listing.id);
  }
  return out;
}
