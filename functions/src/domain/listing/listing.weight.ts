import { sumWeight } from '@polyloop/shared/conversions';
import type { TxItem } from '../../data/entity.js';
import type { Audit } from '../history/audit.js';
import { HaveItem, NeedItem, type ListingItem } from './listing.entity.js';

/** A have or need a write changed: the record as read, whose remaining weight an order or an auction takes from or gives back. */
export type Listing = { kind: 'have' | 'need'; item: ListingItem };
const ENTITY = { have: HaveItem, need: NeedItem } as const;

/**
 * Moves a have's or need's remaining weight by `delta` (in the record's unit), on the condition
 * that the remaining weight is still what was read: of two orders racing for the same pounds, the
 * second finds it changed, reads again and decides again. `orders` moves its order count (an
 * auction's hold on a have moves the weight alone).
 */
export function weightMove({ kind, item }: Listing, delta: number, orders: 1 | 0 | -1, stamp: Audit): TxItem {
  const entity = ENTITY[kind] as typeof HaveItem;
  return entity.tx.update(
    { tenantId: item.tenantId, id: item.id },
    {
      remainingWeight: {
        unitValue: sumWeight(item.remainingWeight.unit, item.remainingWeight.unitValue, delta),
        unit: item.remainingWeight.unit,
      },
      ...stamp,
    },
    {
      ...(orders ? { add: { orderCount: orders } } : {}),
      condition: { remainingWeight: item.remainingWeight },
      current: item as HaveItem,
    },
  );
}

