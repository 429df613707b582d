import type * as z from 'zod';
import type { ExportQuery } from '@polyloop/shared/crm/files';
import { MATERIAL_TYPE_LABELS } from '@polyloop/shared/enums';
import { ORDER_STATUS_LABELS, pounds, type OrderPlace } from '@polyloop/shared/orders/order';
import { dollarsOf } from '@polyloop/shared/conversions';
import { SHIPMENT_STATUS_LABELS } from '@polyloop/shared/orders/shipment-status';
import type { Member } from '../../lib/actor.js';
import type { Cell } from '../export/index.js';
import { tableFile, type Download } from '../export/index.js';
import { listOrdersCreatedBetween } from './order.entity.js';
import { listShipmentsCreatedBetween } from './shipment.entity.js';

const place = (p: OrderPlace | undefined) =>
  p ? [p.name, p.city, p.stateProvince, p.country].filter(Boolean).join(', ') : undefined;

/** Orders created in the date range (inclusive), as CSV or XLSX: one row per order, totals in pounds and dollars. */
export async function exportOrders(actor: Member, query: z.infer<typeof ExportQuery>): Promise<Download> {
  const orders = await listOrdersCreatedBetween(actor.tenantId, query.from, query.to);
  return tableFile(
    'orders',
    'Orders',
    query,
    [
      'Identifier',
      'Sales order',
      'Customer PO',
      'Supplier',
      'Receiver',
      'Source',
      'Destination',
      'Material types',
      'Total weight (lbs)',
      'Total sales ($)',
      'Cost ($)',
      'Margin ($)',
      'Order date',
      'Pickup date',
      'Delivery date',
      'Status',
      'Shipments',
      'Created',
    ],
    orders.map((o): Cell[] => [
      o.identifier,
      o.salesOrderNumber,
      o.customerPoNumber,
      o.supplierName,
      o.receiverName,
      place(o.source),
      place(o.destination),
      o.materialTypes.map((t) => MATERIAL_TYPE_LABELS[t]).join(', '),
      pounds(o.totalMilliPounds),
      dollarsOf(o.salesCents),
      dollarsOf(o.costCents),
      dollarsOf(o.salesCents - o.costCents),
      o.orderDate,
      o.pickupDate,
      o.deliveryDate,
      ORDER_STATUS_LABELS[o.status],
      o.shipmentCount,
      o.createdDate.slice(0, 10),
    ]),
  );
}

/** Shipments created in the date range (inclusive), as CSV or XLSX. */
export async function exportShipments(actor: Member, query: z.infer<typeof ExportQuery>): Promise<Download> {
  const shipments = await listShipmentsCreatedBetween(actor.tenantId, query.from, query.to);
  return tableFile(
    'shipments',
    'Shipments',
    query,
    [
      'Identifier',
      'Order',
      'Supplier',
      'Receiver',
      'Status',
      'Carrier',
      'Trailer',
      'Seal',
      'Number',
      'Pickup date',
      'Delivery date',
      'Blind',
      'Net weight (lbs)',
      'Revenue ($)',
      'Cost ($)',
      'Gross margin ($)',
      'Exported on',
      'Created',
    ],
    shipments.map((s): Cell[] => [
      s.identifier,
      s.orderIdentifier,
      s.supplierName,
      s.receiverName,
      SHIPMENT_STATUS_LABELS[s.status],
      s.carrierName,
      s.trailerNumber,
      s.sealNumber,
      s.number,
      s.pickupDate,
      s.deliveryDate,
      s.blindShipment ? 'Yes' : 'No',
      pounds(s.netMilliPounds),
      dollarsOf(s.revenueCents),
      dollarsOf(s.costCents),
      dollarsOf(s.revenueCents - s.costCents),
      s.exportedDate?.slice(0, 10),
      s.createdDate.slice(0, 10),
    ]),
  );
}
