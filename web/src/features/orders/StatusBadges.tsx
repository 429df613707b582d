import { Badge } from '@chakra-ui/react';
import { ORDER_STATUS_COLOURS, ORDER_STATUS_LABELS, type OrderStatus } from '@polyloop/shared/orders/order';
import {
  SHIPMENT_STATUS_COLOURS,
  SHIPMENT_STATUS_LABELS,
  type ShipmentStatus,
} from '@polyloop/shared/orders/shipment-status';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge colorPalette={ORDER_STATUS_COLOURS[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

/** Pending red, approved violet, dispatched orange, in transit yellow, delivered green, invoiced blue, paid grey, rejected dark (part 1 §4). */
export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const colour = SHIPMENT_STATUS_COLOURS[status];
  return colour === 'black' ? (
    <Badge bg="gray.900" color="white">
      {SHIPMENT_STATUS_LABELS[status]}
    </Badge>
  ) : (
    <Badge colorPalette={colour}>{SHIPMENT_STATUS_LABELS[status]}</Badge>
  );
}
