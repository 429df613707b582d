import type { Order, OrderPatch } from '@polyloop/shared/orders/order';
import { ORDER_MESSAGES } from '@polyloop/shared/orders/order';
import type { Member } from '../../lib/actor.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { commit, retrying } from '../../lib/commit.js';
import { audit, feed, type Audit } from '../history/index.js';
import { checkRepresentatives } from '../company/index.js';
import { weightMove } from '../listing/index.js';
import { OrderEntity, type OrderRecord } from './order.entity.js';
import { COUNTERS, counterTx, placeOf, view } from './order.records.js';
import { given, loadListings, loadLots, lotMove, lotTakes, takes } from './order.lines.js';
import { explain } from './order.create.js';
import { listShipmentsOfOrder, ShipmentEntity } from './shipment.entity.js';

/*
 * The order's use cases, as its routes and the seed call them: reading, changing and removing one
 * here; creating one, and the list, in the modules re-exported below.
 */

export { view } from './order.records.js';
export { create, type Alongside } from './order.create.js';
export { list } from './order.lists.js';

export async function find(tenantId: string, id: string): Promise<OrderRecord> {
  const order = await OrderEntity.get({ tenantId, id });
  if (!order) throw new NotFound();
  return order;
}

export const get = async (actor: Member, id: string): Promise<Order> => view(await find(actor.tenantId, id));

/** Changes the header or the status; the items (and the weight they took) stay as they are. */
export async function update(actor: Member, id: string, patch: OrderPatch): Promise<Order> {
  const { tenantId } = actor;
  const stamp = await audit(actor);
  return retrying(async () => {
    const current = await find(tenantId, id);
    const { changes, remove } = await changesOf(tenantId, current, patch, stamp);
    const moved = changes.status && changes.status !== current.status;
    // Its shipments carry its representatives (the reports group by them): they change together.
    const shipments = changes.representatives ? await listShipmentsOfOrder(tenantId, id) : [];
    await commit(
      [
        OrderEntity.tx.update({ tenantId, id }, changes, {
          remove,
          current,
          condition: { updatedDate: current.updatedDate },
        }),
        ...(moved
          ? [
              counterTx(tenantId, COUNTERS.ordersOf(current.status), -1),
              counterTx(tenantId, COUNTERS.ordersOf(changes.status!), 1),
            ]
          : []),
        ...shipments.map((s) =>
          ShipmentEntity.tx.update(
            { tenantId, id: s.id },
            { representatives: changes.representatives },
            { condition: { orderId: id } },
          ),
        ),
      ],
      explain,
    );
    const after = { ...current, ...changes } as OrderRecord;
    for (const name of remove) delete after[name];
    return view(after);
  });
}

/** What a patch changes on the order as read, and the fields it clears (REMOVEd by the update). */
async function changesOf(tenantId: string, current: OrderRecord, patch: OrderPatch, stamp: Audit) {
  const changes: Partial<OrderRecord> = { ...stamp };
  const remove: (keyof OrderRecord)[] = [];
  const text = (name: 'salesOrderNumber' | 'customerPoNumber' | 'notes' | 'pickupDate' | 'deliveryDate') => {
    if (patch[name] === undefined) return;
    const value = given(patch[name]);
    if (value === undefined) remove.push(name);
    else changes[name] = value;
  };
  text('salesOrderNumber');
  text('customerPoNumber');
  text('notes');
  text('pickupDate');
  text('deliveryDate');
  // Each end's place is a location of that end's company: the supplier ships, the receiver takes.
  const ends = [
    ['source', 'sourceLocationId', current.supplierId],
    ['destination', 'destinationLocationId', current.receiverId],
  ] as const;
  for (const [end, field, companyId] of ends) {
    const locationId = patch[field];
    if (locationId) changes[end] = await placeOf(tenantId, companyId, locationId, field);
  }
  for (const name of ['orderDate', 'pickup', 'status'] as const)
    if (patch[name] !== undefined) Object.assign(changes, { [name]: patch[name] });
  if (patch.representatives)
    changes.representatives = await checkRepresentatives(tenantId, patch.representatives);
  return { changes, remove };
}

/**
 * Deletes an order that has no shipments and gives the weight it took back to its haves and
 * needs, in one transaction conditioned on the order being as read (so no shipment came meanwhile).
 */
export async function remove(actor: Member, id: string): Promise<void> {
  const { tenantId } = actor;
  const stamp = await audit(actor);
  await retrying(async () => {
    const order = await find(tenantId, id);
    if (order.shipmentCount > 0) throw new Conflict(ORDER_MESSAGES.hasShipments, 'ORDER_HAS_SHIPMENTS');
    const [listings, lots] = await Promise.all([
      loadListings(tenantId, order.haveIds, order.needIds),
      loadLots(tenantId, order.lotIds),
    ]);
    const moves = [
      ...takes(
        order.items.filter(
          (l) => (!l.haveId || listings.has(l.haveId)) && (!l.needId || listings.has(l.needId)),
        ),
        listings,
      ),
    ].map(([lid, taken]) => weightMove(listings.get(lid)!, taken, -1, stamp));
    await commit(
      [
        OrderEntity.tx.delete({ tenantId, id }, { shipmentCount: 0, updatedDate: order.updatedDate }),
        ...moves,
        ...[...lotTakes(order.items, lots)].map(([lotId, taken]) => lotMove(lots.get(lotId)!, taken, stamp)),
        counterTx(tenantId, COUNTERS.orders, -1),
        counterTx(tenantId, COUNTERS.ordersOf(order.status), -1),
      ],
      explain,
    );
  });
}

export async function history(actor: Member, id: string, cursor: string | undefined, size: number) {
  await find(actor.tenantId, id);
  return feed(actor, id, cursor, size);
}
