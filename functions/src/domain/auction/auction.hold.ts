import { convertWeight } from '@polyloop/shared/conversions';
import type { Weight } from '@polyloop/shared/supply/listing';
import { ConditionFailed, type TxItem } from '../../data/entity.js';
import { retrying } from '../../lib/commit.js';
import type { Audit } from '../history/index.js';
import { HaveItem, weightMove } from '../listing/index.js';
import type { AuctionItem } from './auction.entity.js';

/**
 * The weight of a have that an auction holds, as orders hold what they sell: taken in the
 * auction's creation transaction (so the same pounds cannot be auctioned twice, or sold by an order
 * meanwhile), and given back in the transaction that cancels it or closes it unsold. A declared
 * winner's order takes it over (`Orders.create`'s `returns`). Each move is conditioned on the
 * have's remaining weight as read, as an order's is.
 */

/** What an auction of `weight` holds of the have, in the have's unit. */
export const holdOf = (have: HaveItem, weight: Weight): Weight => ({
  unitValue: convertWeight(weight.unitValue, weight.unit, have.remainingWeight.unit),
  unit: have.remainingWeight.unit,
});

/** The have's part of the auction's creation: its remaining weight less what the auction holds. */
export const holdTx = (have: HaveItem, held: Weight, stamp: Audit): TxItem =>
  weightMove({ kind: 'have', item: have }, -held.unitValue, 0, stamp);

/** The weight an auction holds, in the unit of the have as read now (the have's unit does not change, but the hold says its own). */
const backIn = (have: HaveItem, held: Weight) =>
  convertWeight(held.unitValue, held.unit, have.remainingWeight.unit);

/**
 * The have's part of giving the hold back (with the auction's write that removes `held`), read
 * now; none when the auction holds nothing or the have is gone.
 */
export async function releaseTx(
  item: Pick<AuctionItem, 'tenantId' | 'haveId' | 'held'>,
  stamp: Audit,
): Promise<TxItem[]> {
  if (!item.held) return [];
  const have = await HaveItem.get({ tenantId: item.tenantId, id: item.haveId }, { consistent: true });
  return have ? [weightMove({ kind: 'have', item: have }, backIn(have, item.held), 0, stamp)] : [];
}

/** What the hold gives back to the have, in the have's unit, for an order that takes it over. */
export const heldIn = (have: HaveItem, held: Weight | undefined) => (held ? backIn(have, held) : 0);

/** The stamp of a write the platform makes itself (a timer's close, a have closing its auctions). */
export const systemStamp = (at: string): Audit => ({
  updatedBy: 'system',
  updatedByName: 'Polyloop',
  updatedDate: at,
});

/**
 * Runs a read-decide-write that moves a have's weight, again when the have changed between its
 * read and the write (an order took weight meanwhile): the next run decides on what is left.
 */
export async function onHaveAsRead<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await retrying(run);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof ConditionFailed) || error.entity !== HaveItem.name)
        throw error;
    }
  }
}
