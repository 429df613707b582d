import type { OrderPlace, OrderStatus } from '@polyloop/shared/orders/order';
import { ORDER_STATUS_COLOURS, ORDER_STATUS_LABELS } from '@polyloop/shared/orders/order';
import { formatDate } from '../../lib/format';
export { formatMoney, formatWeight, formatCost } from '../inventory/format';

/** "Mill yard, Chicago, IL". */
export const formatPlace = (p: OrderPlace | null | undefined) =>
  p ? [p.name, p.city, p.stateProvince].filter(Boolean).join(', ') || p.address || 'Location' : '—';

export const ORDERS_BASE = '/orders';
export const SHIPMENTS_BASE = '/shipments';

export const orderStatusBadge = (status: OrderStatus) => ({
  label: ORDER_STATUS_LABELS[status],
  colorPalette: ORDER_STATUS_COLOURS[status],
});

/** A yyyy-mm-dd day of an order or shipment, read at noon UTC so no time zone moves it to another day; a dash when there is none. */
export const formatDay = (d: string | null) => (d ? formatDate(`${d}T12:00:00Z`) : '—');
