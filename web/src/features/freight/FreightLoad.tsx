import { Link as RouterLink } from 'react-router';
import { Link, Text, type TextProps } from '@chakra-ui/react';
import type { FreightOrder } from '@polyloop/shared/freight/freight';
import type { Weight } from '@polyloop/shared/supply/listing';
import { formatPounds } from './freight-format';

export const orderPath = (order: FreightOrder) => `/orders/${encodeURIComponent(order.id)}`;

/** A link to the order a search or a booking is for: "GLP-O12", or "Order GLP-O12". */
export const OrderLink = ({ order, label = order.identifier }: { order: FreightOrder; label?: string }) => (
  <Link asChild colorPalette="blue">
    <RouterLink to={orderPath(order)}>{label}</RouterLink>
  </Link>
);

/**
 * What a search or a booking is for: "For order GLP-O12 · 20,000 lbs" in the search form,
 * "Order GLP-O12 · 20,000 lbs" in the bookings; nothing when it names neither.
 */
export function FreightLoad({
  load: { order, weight },
  lead = 'For order',
  ...props
}: {
  load: { order?: FreightOrder | null; weight?: Weight | null };
  lead?: 'For order' | 'Order';
} & TextProps) {
  if (!order && !weight) return null;
  return (
    <Text {...props}>
      {order && (
        <>
          {lead === 'For order' ? 'For order ' : ''}
          <OrderLink
            order={order}
            label={lead === 'Order' ? `Order ${order.identifier}` : order.identifier}
          />
        </>
      )}
      {order && weight && ' · '}
      {weight && formatPounds(weight)}
    </Text>
  );
}
