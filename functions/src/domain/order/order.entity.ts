import * as z from 'zod';
import { MaterialType, Packaging } from '@polyloop/shared/enums';
import { OrderPlace, OrderStatus } from '@polyloop/shared/orders/order';
import { Price, Weight } from '@polyloop/shared/supply/listing';
import { defineEntity } from '../../data/entity.js';
import { AuditFields } from '../history/index.js';
import type { Slice } from '../../data/page.js';

/** Zero-padded digits, so a number sorts as text: 15 digits hold a trillion dollars in cents. */
export const sortable = (n: number, digits = 15) => String(Math.max(0, Math.round(n))).padStart(digits, '0');
/** A name or city as a sort key: lower case, blank last. */
export const sortText = (s: string | null | undefined) =>
  s ? s.trim().toLowerCase().slice(0, 60) : '\uffff';

/** What an order line and a manifest line store alike: the material, the prices and the weight in pounds. */
export const StoredLine = z.object({
  id: z.string(),
  materialId: z.string().optional(),
  materialName: z.string().optional(),
  materialType: MaterialType,
  /** What the line is called: as typed, or the have's (need's) name when it was made from one. */
  description: z.string().optional(),
  packaging: Packaging.optional(),
  buyPrice: Price.optional(),
  sellPrice: Price.optional(),
  /** The weight in thousandths of a pound: what totals add up. */
  milliPounds: z.number().int(),
});
export type StoredLine = z.infer<typeof StoredLine>;

const OrderLine = StoredLine.extend({
  haveId: z.string().optional(),
  haveIdentifier: z.string().optional(),
  needId: z.string().optional(),
  needIdentifier: z.string().optional(),
  lotId: z.string().optional(),
  lotIdentifier: z.string().optional(),
  weight: Weight,
  lotNumber: z.string().optional(),
  salesCents: z.number().int(),
  costCents: z.number().int(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** An order (part 1 §3). Items live on the order: an order is read and written whole. */
export const OrderEntity = defineEntity({
  name: 'order',
  schema: z.object({
    tenantId: z.string(),
    id: z.string(),
    identifier: z.string(),
    /** The identifier's number, zero-padded: the "id" sort. */
    numberKey: z.string(),
    salesOrderNumber: z.string().optional(),
    customerPoNumber: z.string().optional(),
    supplierId: z.string(),
    supplierName: z.string(),
    supplierKey: z.string(),
    receiverId: z.string(),
    receiverName: z.string(),
    source: OrderPlace.optional(),
    destination: OrderPlace.optional(),
    items: z.array(OrderLine),
    materialTypes: z.array(MaterialType),
    haveIds: z.array(z.string()).default([]),
    needIds: z.array(z.string()).default([]),
    lotIds: z.array(z.string()).default([]),
    totalMilliPounds: z.number().int(),
    salesCents: z.number().int(),
    costCents: z.number().int(),
    /** Padded totals: the "total weight" and "total sales" sorts. */
    weightKey: z.string(),
    salesKey: z.string(),
    orderDate: z.string(),
    pickupDate: z.string().optional(),
    deliveryDate: z.string().optional(),
    pickup: z.boolean().default(false),
    status: OrderStatus,
    representatives: z.array(z.string()).default([]),
    notes: z.string().optional(),
    /** The network offer whose confirmation made it (its negotiation). */
    networkOfferId: z.string().optional(),
    shipmentCount: z.number().int().default(0),
    createdDate: z.string(),
    updatedDate: z.string(),
    ...AuditFields,
  }),
  indexes: {
    // OrderEntity.get: one order by id
    byId: { pk: ['tenantId'], sk: ['id'] },
    // pageOrders('updatedDate'): last modified
    byUpdated: { index: 'gsi1', pk: ['tenantId'], sk: ['updatedDate', 'id'] },
    // pageOrders('totalSales')
    bySales: { index: 'gsi2', pk: ['tenantId'], sk: ['salesKey', 'id'] },
    // pageOrders('totalWeight')
    byWeight: { index: 'gsi3', pk: ['tenantId'], sk: ['weightKey', 'id'] },
    // pageOrders('supplier')
    bySupplier: { index: 'gsi4', pk: ['tenantId'], sk: ['supplierKey', 'id'] },
    // pageOrders('identifier')
    byNumber: { index: 'gsi5', pk: ['tenantId'], sk: ['numberKey'] },
  },
});
export type OrderRecord = z.infer<typeof OrderEntity.schema>;
export type IndexedOrderSort = 'updatedDate' | 'totalSales' | 'totalWeight' | 'supplier' | 'identifier';

/** One page of a tenant's orders in one indexed order: the single Query an order list page is. */
export function pageOrders(
  tenantId: string,
  sort: IndexedOrderSort,
  order: 'asc' | 'desc',
  limit: number,
  cursor: string | null,
): Promise<Slice<OrderRecord>> {
  const page = { order, limit, cursor };
  switch (sort) {
    case 'updatedDate':
      return OrderEntity.query('byUpdated', { tenantId }, page);
    case 'totalSales':
      return OrderEntity.query('bySales', { tenantId }, page);
    case 'totalWeight':
      return OrderEntity.query('byWeight', { tenantId }, page);
    case 'supplier':
      return OrderEntity.query('bySupplier', { tenantId }, page);
    case 'identifier':
      return OrderEntity.query('byNumber', { tenantId }, page);
  }
}

/** The first characters of the time-ordered ids (`newId`) made at a moment: ids sort by creation. */
const idAt = (iso: string) => new Date(iso).getTime().toString(36).padStart(9, '0');

/** The id range of the records created on the days from `from` to `to` (inclusive, UTC). */
export function createdRange(from: string, to: string) {
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    between: [{ id: idAt(`${from}T00:00:00Z`) }, { id: idAt(end) }] as [{ id: string }, { id: string }],
  };
}

/** Orders created on those days: ids are time-ordered, so a range of the table's key, one Query per MB. */
export const listOrdersCreatedBetween = (tenantId: string, from: string, to: string) =>
  OrderEntity.queryAll('byId', { tenantId }, { range: createdRange(from, to) });

/** Whether the company has any order at all (the getting-started checklist): one Query of one item. */
export const hasAnyOrder = async (tenantId: string) =>
  (await OrderEntity.query('byId', { tenantId }, { limit: 1 })).items.length > 0;
