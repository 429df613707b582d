import type { Order, OrderKind, OrderListItem, OrderPlace } from '@polyloop/shared/orders/order';
import { pounds } from '@polyloop/shared/orders/order';
import { dollarsOf } from '@polyloop/shared/conversions';
import { fieldError } from '../../lib/errors.js';
import { Counter } from '../counter/index.js';
import { companyOf } from '../company/index.js';
import { Location } from '../location/index.js';
import { Tenant } from '../tenant/index.js';
import type { OrderRecord, StoredLine } from './order.entity.js';

/** The order and shipment counters: the list totals and the dashboard's counts. */
export const COUNTERS = {
  orders: 'orders',
  ordersOf: (status: string) => `orders:${status}`,
  shipments: 'shipments',
  shipmentsOf: (status: string) => `shipments:${status}`,
} as const;

export const counterTx = (tenantId: string, name: string, delta: number) =>
  Counter.tx.update({ tenantId, name }, {}, { add: { count: delta }, upsert: true });

/** The next identifier of a kind, e.g. GLP-O12: an atomic counter per tenant, so two creates never share one. */
export async function nextIdentifier(
  tenantId: string,
  kind: 'order' | 'shipment',
): Promise<{ identifier: string; number: number }> {
  const [tenant, sequence] = await Promise.all([
    Tenant.get({ tenantId }),
    Counter.update({ tenantId, name: `${kind}-sequence` }, {}, { add: { count: 1 }, upsert: true }),
  ]);
  const code = (tenant?.shortCode ?? 'PLX').toUpperCase();
  return { identifier: `${code}-${kind === 'order' ? 'O' : 'S'}${sequence.count}`, number: sequence.count };
}

/** A company of the tenant (its own or a CRM company), or a field error. */
export async function partyOf(tenantId: string, companyId: string, fieldName: string) {
  const company = await companyOf(tenantId, companyId);
  if (!company) throw fieldError(fieldName, 'Choose a company from the list.');
  return { id: company.companyId, name: company.name };
}

/** One of a company's locations as an order records it, or a field error. */
export async function placeOf(
  tenantId: string,
  companyId: string,
  locationId: string,
  fieldName: string,
): Promise<OrderPlace> {
  const location = await Location.get({ tenantId, locationId });
  if (!location || location.companyId !== companyId || location.status !== 'ACTIVE')
    throw fieldError(fieldName, 'The location must be one of the company’s locations.');
  return {
    locationId,
    name: location.name ?? null,
    address: location.address ?? null,
    city: location.city ?? null,
    stateProvince: location.stateProvince ?? null,
    country: location.country ?? null,
  };
}

/** A sale when the tenant's own company (its id is the tenant's) supplies, a purchase when it receives. */
export const kindOf = (order: Pick<OrderRecord, 'tenantId' | 'supplierId' | 'receiverId'>): OrderKind =>
  order.supplierId === order.tenantId ? 'SALE' : order.receiverId === order.tenantId ? 'PURCHASE' : 'TRADE';

/** The cents an order is worth to its company (what its list sorts by as "total"). */
export const totalCentsOf = (kind: OrderKind, totals: { salesCents: number; costCents: number }) =>
  kind === 'PURCHASE' ? totals.costCents : totals.salesCents;

export function listItem(order: OrderRecord): OrderListItem {
  const kind = kindOf(order);
  return {
    id: order.id,
    kind,
    identifier: order.identifier,
    salesOrderNumber: order.salesOrderNumber ?? null,
    customerPoNumber: order.customerPoNumber ?? null,
    supplier: { id: order.supplierId, name: order.supplierName },
    receiver: { id: order.receiverId, name: order.receiverName },
    source: order.source ?? null,
    destination: order.destination ?? null,
    materialTypes: order.materialTypes,
    totalWeight: { unitValue: pounds(order.totalMilliPounds), unit: 'POUND' },
    totalSales: dollarsOf(order.salesCents),
    totalRevenue: dollarsOf(order.salesCents),
    totalCost: dollarsOf(order.costCents),
    total: dollarsOf(totalCentsOf(kind, order)),
    margin:
      order.salesCents > 0 && order.costCents > 0 ? dollarsOf(order.salesCents - order.costCents) : null,
    orderDate: order.orderDate,
    pickupDate: order.pickupDate ?? null,
    deliveryDate: order.deliveryDate ?? null,
    pickup: order.pickup,
    status: order.status,
    representatives: order.representatives,
    shipmentCount: order.shipmentCount,
    createdDate: order.createdDate,
    updatedDate: order.updatedDate,
  };
}

/** What an order line and a manifest line show alike: the material and the prices. */
export const storedLineView = (line: StoredLine) => ({
  id: line.id,
  materialId: line.materialId ?? null,
  materialName: line.materialName ?? null,
  materialType: line.materialType,
  description: line.description ?? null,
  packaging: line.packaging ?? null,
  buyPrice: line.buyPrice ?? null,
  sellPrice: line.sellPrice ?? null,
});

export function view(order: OrderRecord): Order {
  return {
    ...listItem(order),
    notes: order.notes ?? null,
    networkOfferId: order.networkOfferId ?? null,
    items: order.items.map((line) => ({
      ...storedLineView(line),
      haveId: line.haveId ?? null,
      haveIdentifier: line.haveIdentifier ?? null,
      needId: line.needId ?? null,
      needIdentifier: line.needIdentifier ?? null,
      lotId: line.lotId ?? null,
      lotIdentifier: line.lotIdentifier ?? null,
      weight: line.weight,
      lotNumber: line.lotNumber ?? null,
      sales: dollarsOf(line.salesCents),
      cost: dollarsOf(line.costCents),
    })),
  };
}
