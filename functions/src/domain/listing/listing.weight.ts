import { sumWeight } from '@polyloop/shared/conversions';
import type { TxItem } from '../../data/entity.js';
import type { Audit } from '../history/index.js';
import { counterMoves } from './listing.counters.js';
import { ExpiryMark, HaveItem, NeedItem, type ListingItem } from './listing.entity.js';

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

/**
 * An order taking the last of a have: the same conditional move, and the have completed, with
 * its list counters and expiry mark, in the order's transaction. Nothing is left to offer, so
 * nothing offers it (its open offers and listings close from its `closed` event).
 */
export function soldOutMoves(listing: Listing, delta: number, stamp: Audit): TxItem[] {
  const { item } = listing;
  const remainingWeight = {
    unitValue: sumWeight(item.remainingWeight.unit, item.remainingWeight.unitValue, delta),
    unit: item.remainingWeight.unit,
  };
  const after = { ...item, remainingWeight, status: 'COMPLETED' as const, lane: 'COMPLETED' as const };
  return [
    HaveItem.tx.update(
      { tenantId: item.tenantId, id: item.id },
      { remainingWeight, status: 'COMPLETED', lane: 'COMPLETED', ...stamp },
      {
        add: { orderCount: 1 },
        condition: { remainingWeight: item.remainingWeight },
        current: item as HaveItem,
      },
    ),
    ...counterMoves('have', item, after),
    ...(item.lane === 'OPEN'
      ? [
          ExpiryMark.tx.delete({
            day: item.expirationDate,
            tenantId: item.tenantId,
            kind: 'have',
            id: item.id,
          }),
        ]
      : []),
  ];
}
