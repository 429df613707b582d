import { Badge } from '@chakra-ui/react';
import { PUBLIC_LISTING_STATUS_LABELS, type PublicListingStatus } from '@polyloop/shared/network/market';
import { OFFER_STATUS_COLOURS, OFFER_STATUS_LABELS, simpleStatus, type OfferStatus, type SimpleOfferStatus } from '@polyloop/shared/network/offer';

const LISTING_COLOURS: Record<PublicListingStatus, string> = { SCHEDULED: 'purple', ACTIVE: 'green', CLOSED: 'gray', CANCELLED: 'gray', EXPIRED: 'orange' };

/** An offer's status as lists and pages show it: the simplified status (part 2 §4) in its colour. */
export function OfferStatusBadge({ status }: { status: OfferStatus | SimpleOfferStatus }) {
  const simple = status in OFFER_STATUS_LABELS ? (status as SimpleOfferStatus) : simpleStatus(status as OfferStatus);
  return (
    <Badge colorPalette={OFFER_STATUS_COLOURS[simple]} variant="subtle">
      {OFFER_STATUS_LABELS[simple]}
    </Badge>
  );
}

/** A public offer's or request's status (scheduled, active, closed, cancelled, expired). */
export function ListingStatusBadge({ status }: { status: PublicListingStatus }) {
  return (
    <Badge colorPalette={LISTING_COLOURS[status]} variant="subtle">
      {PUBLIC_LISTING_STATUS_LABELS[status]}
    </Badge>
  );
}
