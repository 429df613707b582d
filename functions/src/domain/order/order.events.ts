import * as z from 'zod';
import { ShipmentStatus } from '@polyloop/shared/orders/shipment-status';
import { defineEvent, occurrence } from '../../lib/events.js';
import { eventId, images, lifecycle, lifecycleContracts, type Derivation } from '../../lib/lifecycle.js';
import { OrderEntity, type OrderRecord } from './order.entity.js';
import { ShipmentEntity, type ShipmentRecord } from './shipment.entity.js';

const OrderRef = z.object({
  tenantId: z.string(),
  id: z.string(),
  identifier: z.string(),
  supplierId: z.string(),
  receiverId: z.string(),
  representatives: z.array(z.string()),
});
const ShipmentRef = z.object({
  tenantId: z.string(),
  id: z.string(),
  identifier: z.string(),
  orderId: z.string(),
  orderIdentifier: z.string(),
  status: ShipmentStatus,
});
const Assigned = OrderRef.extend({
  userIds: z.array(z.string()).min(1),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
});

/** An order was created, changed or deleted, or gave colleagues the representative's part. */
export const OrderEvents = {
  ...lifecycleContracts('order', OrderRef),
  removed: defineEvent('order.deleted', 1, OrderRef.extend({ actorId: z.string().nullable() })),
  assigned: defineEvent('order.representatives-assigned', 1, Assigned),
};
/** A shipment was created, changed, deleted, or moved from one status to another. */
export const ShipmentEvents = {
  ...lifecycleContracts('shipment', ShipmentRef),
  removed: defineEvent('shipment.deleted', 1, ShipmentRef.extend({ actorId: z.string().nullable() })),
  statusChanged: defineEvent(
    'shipment.status-changed',
    1,
    ShipmentRef.extend({
      from: ShipmentStatus,
      actorId: z.string().nullable(),
      actorName: z.string().nullable(),
    }),
  ),
};

const orderRef = (o: OrderRecord) => ({
  tenantId: o.tenantId,
  id: o.id,
  identifier: o.identifier,
  supplierId: o.supplierId,
  receiverId: o.receiverId,
  representatives: o.representatives,
});
const shipmentRef = (s: ShipmentRecord) => ({
  tenantId: s.tenantId,
  id: s.id,
  identifier: s.identifier,
  orderId: s.orderId,
  orderIdentifier: s.orderIdentifier,
  status: s.status,
});

const orderBase = lifecycle(OrderEvents, OrderEntity.decode, orderRef);
/** Lifecycle events, and `assigned` when a write named new representatives (never the writer). */
export const orderEvents: Derivation = (change) => {
  const out = orderBase(change);
  const { before, after } = images(OrderEntity.decode, change);
  if (after) {
    const known = new Set([
      ...(before?.representatives ?? []),
      ...(after.updatedBy ? [after.updatedBy] : []),
    ]);
    const userIds = after.representatives.filter((id) => !known.has(id));
    if (userIds.length)
      out.push(
        occurrence(
          OrderEvents.assigned,
          {
            ...orderRef(after),
            userIds,
            actorId: after.updatedBy ?? null,
            actorName: after.updatedByName ?? null,
          },
          { id: eventId(change, OrderEvents.assigned), occurredAt: after.updatedDate },
        ),
      );
  }
  return out;
};

const shipmentBase = lifecycle(ShipmentEvents, ShipmentEntity.decode, shipmentRef);
/** Lifecycle events, and `status-changed` when a write moved the status. */
export const shipmentEvents: Derivation = (change) => {
  const out = shipmentBase(change);
  const { before, after } = images(ShipmentEntity.decode, change);
  if (before && after && before.status !== after.status)
    out.push(
      occurrence(
        ShipmentEvents.statusChanged,
        {
          ...shipmentRef(after),
          from: before.status,
          actorId: after.updatedBy ?? null,
          actorName: after.updatedByName ?? null,
        },
        { id: eventId(change, ShipmentEvents.statusChanged), occurredAt: after.updatedDate },
      ),
    );
  return out;
};
