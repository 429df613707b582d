import { MATERIAL_TYPE_LABELS } from '@polyloop/shared';
import { ORDER_KIND_LABELS, type OrderListItem } from '@polyloop/shared/orders/order';
import type { ShipmentListItem } from '@polyloop/shared/orders/shipment';
import type { Column } from '../../components/DataTable';
import { RecordLink } from '../../components/list/ListActions';
import { formatDate } from '../../lib/format';
import { formatMoney, formatWeight, ORDERS_BASE, SHIPMENTS_BASE, formatDay } from './format';
import { OrderStatusBadge, ShipmentStatusBadge } from './StatusBadges';

const day = formatDay;

/** The orders list's columns; the sortable ones name their sort (part 1 §3). */
export const ORDER_COLUMNS: Column<OrderListItem>[] = [
  {
    key: 'identifier',
    header: 'Order',
    sortKey: 'identifier',
    cell: (o) => <RecordLink to={`${ORDERS_BASE}/${o.id}`} name={o.identifier} />,
  },
  { key: 'supplier', header: 'Supplier', sortKey: 'supplier', cell: (o) => o.supplier.name },
  { key: 'receiver', header: 'Receiver', hideBelow: 'md', cell: (o) => o.receiver.name },
  {
    key: 'source',
    header: 'Source city',
    sortKey: 'sourceCity',
    hideBelow: 'lg',
    cell: (o) => o.source?.city ?? '—',
  },
  {
    key: 'destination',
    header: 'Destination city',
    sortKey: 'destinationCity',
    hideBelow: 'lg',
    cell: (o) => o.destination?.city ?? '—',
  },
  {
    key: 'types',
    header: 'Material',
    hideBelow: 'md',
    cell: (o) => o.materialTypes.map((t) => MATERIAL_TYPE_LABELS[t]).join(', '),
  },
  { key: 'weight', header: 'Total weight', sortKey: 'totalWeight', cell: (o) => formatWeight(o.totalWeight) },
  { key: 'kind', header: 'Kind', hideBelow: 'md', cell: (o) => ORDER_KIND_LABELS[o.kind] },
  { key: 'sales', header: 'Total', sortKey: 'totalSales', cell: (o) => formatMoney(o.total) },
  { key: 'status', header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
  { key: 'shipments', header: 'Shipments', hideBelow: 'lg', cell: (o) => o.shipmentCount },
  {
    key: 'updated',
    header: 'Last modified',
    sortKey: 'updatedDate',
    hideBelow: 'md',
    cell: (o) => formatDate(o.updatedDate),
  },
];

export const SHIPMENT_COLUMNS: Column<ShipmentListItem>[] = [
  {
    key: 'identifier',
    header: 'Shipment',
    cell: (s) => <RecordLink to={`${SHIPMENTS_BASE}/${s.id}`} name={s.identifier} />,
  },
  { key: 'order', header: 'Order', hideBelow: 'md', cell: (s) => s.order.identifier },
  { key: 'supplier', header: 'Supplier', hideBelow: 'lg', cell: (s) => s.supplier.name },
  { key: 'receiver', header: 'Receiver', cell: (s) => s.receiver.name },
  { key: 'status', header: 'Status', cell: (s) => <ShipmentStatusBadge status={s.status} /> },
  { key: 'carrier', header: 'Carrier', hideBelow: 'md', cell: (s) => s.carrierName ?? '—' },
  { key: 'pickup', header: 'Pickup', hideBelow: 'lg', cell: (s) => day(s.pickupDate) },
  { key: 'delivery', header: 'Delivery', hideBelow: 'lg', cell: (s) => day(s.deliveryDate) },
  { key: 'weight', header: 'Net weight', cell: (s) => formatWeight(s.netWeight) },
  { key: 'revenue', header: 'Revenue', hideBelow: 'md', cell: (s) => formatMoney(s.revenue) },
];
