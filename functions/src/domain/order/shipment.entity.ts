import * as z from 'zod';
import { OrderPlace } from '@polyloop/shared/orders/order';
import { ShipmentWeight } from '@polyloop/shared/orders/shipment';
import { ShipmentStatus } from '@polyloop/shared/orders/shipment-status';
import { defineEntity } from '../../data/entity.js';
import { createdRange, StoredLine } from './order.entity.js';
import { AuditFields } from '../history/index.js';

const ManifestLine = StoredLine.extend({
  pieceCount: z.number().int().optional(),
  netWeight: ShipmentWeight,
  tareWeight: z.number(),
  revenueCents: z.number().int(),
  costCents: z.number().int(),
});
export type ManifestLine = z.infer<typeof ManifestLine>;

/** A shipment (part 1 §3): a load of one order, with its manifest on the item. */
export const ShipmentEntity = defineEntity({
  name: 'shipment',
  schema: z.object({
    tenantId: z.string(),
    id: z.string(),
    identifier: z.string(),
    orderId: z.string(),
    orderIdentifier: z.string(),
    supplierId: z.string(),
    supplierName: z.string(),
    receiverId: z.string(),
    receiverName: z.string(),
    source: OrderPlace.optional(),
    destination: OrderPlace.optional(),
    status: ShipmentStatus,
    carrierName: z.string().optional(),
    trailerNumber: z.string().optional(),
    sealNumber: z.string().optional(),
    number: z.string().optional(),
    pickupDate: z.string().optional(),
    deliveryDate: z.string().optional(),
    contactName: z.string().optional(),
    contactPhone: z.string().optional(),
    appointment: z.string().optional(),
    pickupDetails: z.string().optional(),
    deliveryDetails: z.string().optional(),
    blindShipment: z.boolean().default(false),
    manifest: z.array(ManifestLine),
    /** Its order's representatives (the reports' "representative" grouping), kept as the order's change. */
    representatives: z.array(z.string()).default([]),
    netMilliPounds: z.number().int(),
    revenueCents: z.number().int(),
    costCents: z.number().int(),
    /** Its commissions, in whole cents (the finance area adds and removes them in their own transactions). */
    commissionCents: z.number().int().default(0),
    /**
     * How many issued invoices and bills stand on it: while any do, what they were made from (the
     * manifest's items, weights and prices) is locked.
     */
    invoiceLocks: z.number().int().default(0),
    exportedDate: z.string().optional(),
    /** cieTrade's id for the exported shipment. */
    tradingReference: z.string().optional(),
    /** Epoch ms: an export to cieTrade is in flight (a claim that keeps a second one out). */
    exportingSince: z.number().optional(),
    createdDate: z.string(),
    updatedDate: z.string(),
    ...AuditFields,
  }),
  indexes: {
    // ShipmentEntity.get: one shipment by id
    byId: { pk: ['tenantId'], sk: ['id'] },
    // pageShipments: newest change first
    byUpdated: { index: 'gsi1', pk: ['tenantId'], sk: ['updatedDate', 'id'] },
    // pageShipments with a status
    byStatus: { index: 'gsi2', pk: ['tenantId', 'status'], sk: ['updatedDate', 'id'] },
    // listShipmentsOfOrder: an order's shipments, oldest first
    byOrder: { index: 'gsi3', pk: ['tenantId', 'orderId'], sk: ['createdDate', 'id'] },
  },
});
export type ShipmentRecord = z.infer<typeof ShipmentEntity.schema>;

/** A page of shipments, newest change first, of one status or all. */
export const pageShipments = (
  tenantId: string,
  status: ShipmentRecord['status'] | undefined,
  limit: number,
  cursor: string | null,
) =>
  status
    ? ShipmentEntity.query('byStatus', { tenantId, status }, { order: 'desc', limit, cursor })
    : ShipmentEntity.query('byUpdated', { tenantId }, { order: 'desc', limit, cursor });

/** An order's shipments, oldest first. */
export const listShipmentsOfOrder = (tenantId: string, orderId: string) =>
  ShipmentEntity.queryAll('byOrder', { tenantId, orderId });

/** Shipments created on those days (time-ordered ids): one Query per MB. */
export const listShipmentsCreatedBetween = (tenantId: string, from: string, to: string) =>
  ShipmentEntity.queryAll('byId', { tenantId }, { range: createdRange(from, to) });
