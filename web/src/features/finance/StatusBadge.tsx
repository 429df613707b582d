import { Badge } from '@chakra-ui/react';
import {
  INVOICE_STATUS_COLOURS,
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
} from '@polyloop/shared/finance/invoice';

/** Draft grey, issued blue, partly paid orange, paid green, void dark. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const colour = INVOICE_STATUS_COLOURS[status];
  return colour === 'black' ? (
    <Badge bg="gray.900" color="white">
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  ) : (
    <Badge colorPalette={colour}>{INVOICE_STATUS_LABELS[status]}</Badge>
  );
}
