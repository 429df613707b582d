import type { Image } from '../../data/changes.js';
import { volumeCounter } from '../counter/dashboard-counters.js';
import { OrderEntity } from './order.entity.js';

/**
 * The dashboard's "top companies by volume": each order's weight, in thousandths of a pound, on a
 * per-tenant counter per order date and company (`dash:<yyyy-mm-dd>:v:<companyId>`), for the
 * supplier and for the receiver. The table stream moves them (an order created, deleted, or its
 * date changed), so a window of days is one Query of small counters, however many orders exist.
 */

type Move = { tenantId: string; name: string; delta: number };

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
