import type { Image, ItemChange } from '../../data/changes.js';
import {
  counterWrites,
  type CounterMove as Move,
  Counter,
  pageCountersBetween,
  DASHBOARD_PREFIX,
  readDashboardCounter,
  volumeCounter,
} from '../counter/index.js';
import { OrderEntity } from './order.entity.js';

/**
 * The dashboard's "top companies by volume": each order's weight, in thousandths of a pound, on a
 * per-tenant counter per order date and company (`dash:<yyyy-mm-dd>:v:<companyId>`), for the
 * supplier and for the receiver. The table stream moves them (an order created, deleted, or its
 * date changed), so a window of days is one Query of small counters, however many orders exist.
 */

function contributions(image: Image | undefined): Move[] {
  const order = image?.__entity === OrderEntity.name ? OrderEntity.decode(image) : undefined;
  if (!order) return [];
  return [order.supplierId, order.receiverId].map((companyId) => ({
    tenantId: order.tenantId,
    name: volumeCounter(order.orderDate, companyId),
    delta: order.totalMilliPounds,
  }));
}

/** The volume counter moves one write of an order means: what it was leaves, what it is joins. */
export function volumeMoves(before: Image | undefined, after: Image | undefined): Move[] {
  const moves = new Map<string, Move>();
  for (const [sign, image] of [
    [-1, before],
    [1, after],
  ] as const)
    for (const m of contributions(image)) {
      const key = `${m.tenantId}|${m.name}`;
      const delta = (moves.get(key)?.delta ?? 0) + sign * m.delta;
      moves.set(key, { ...m, delta });
    }
  return [...moves.values()].filter((m) => m.delta !== 0);
}

/** The counter writes one change of an order means (see `order.volume` in order.projections.ts). */
export const volumeWrites = (change: ItemChange) => counterWrites(volumeMoves(change.before, change.after));

/** Removes a tenant's volume counters, before a rebuild counts every order again. */
export async function clearVolume(tenantId: string): Promise<void> {
  let cursor: string | null = null;
  do {
    const page = await pageCountersBetween(tenantId, DASHBOARD_PREFIX, `${DASHBOARD_PREFIX}\uffff`, cursor);
    for (const c of page.items)
      if (readDashboardCounter(c.name)?.kind === 'volume') await Counter.delete({ tenantId, name: c.name });
    cursor = page.cursor;
  } while (cursor);
}
