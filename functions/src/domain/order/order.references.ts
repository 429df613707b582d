import type { Image, ItemChange } from '../../data/changes.js';
import type { TxItem } from '../../data/operations.js';
import { OrderEntity, type OrderRecord } from './order.entity.js';
import { OrderRef, OrderRefCount } from './order-ref.entity.js';

/** The refs an order is filed under (see OrderRef): its two companies, its status, and each have, need and material of its items. */
export function refsOf(
  order: Pick<OrderRecord, 'supplierId' | 'receiverId' | 'status' | 'haveIds' | 'needIds' | 'items'>,
) {
  return [
    ...new Set([
      `company:${order.supplierId}`,
      `company:${order.receiverId}`,
      `status:${order.status}`,
      ...order.haveIds.map((id) => `have:${id}`),
      ...order.needIds.map((id) => `need:${id}`),
      ...order.items.flatMap((i) => (i.materialId ? [`material:${i.materialId}`] : [])),
    ]),
  ];
}

const decode = (image: Image | undefined) =>
  image?.__entity === OrderEntity.name ? OrderEntity.decode(image) : undefined;

/**
 * What one write of an order means for its reference items: a ref it left is deleted and its
 * count goes down, a ref it joined is put and its count goes up, and a ref it stays under moves
 * to its new last-change time. The count moves come last, so when an order with very many refs
 * needs more than one transaction, only the last (with the marker) holds what may not be repeated.
 */
export function referenceWrites(change: ItemChange): TxItem[] {
  const before = decode(change.before);
  const after = decode(change.after);
  const order = after ?? before;
  if (!order) return [];
  const { tenantId, id } = order;
  const had = new Set(before ? refsOf(before) : []);
  const has = new Set(after ? refsOf(after) : []);
  const moved = before?.updatedDate !== after?.updatedDate;
  const writes: TxItem[] = [];
  const counts: TxItem[] = [];
  for (const ref of had)
    if (!has.has(ref) || moved)
      writes.push(OrderRef.tx.delete({ tenantId, ref, updatedDate: before!.updatedDate, id }));
  for (const ref of has)
    if (!had.has(ref) || moved)
      writes.push(OrderRef.tx.put({ tenantId, ref, updatedDate: after!.updatedDate, id }));
  const count = (ref: string, delta: number) =>
    counts.push(OrderRefCount.tx.update({ tenantId, ref }, {}, { add: { count: delta }, upsert: true }));
  for (const ref of had) if (!has.has(ref)) count(ref, -1);
  for (const ref of has) if (!had.has(ref)) count(ref, 1);
  return [...writes, ...counts];
}
