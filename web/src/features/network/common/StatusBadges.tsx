import { Badge } from '@chakra-ui/react';
import { PUBLIC_LISTING_STATUS_LABELS, type PublicListingStatus } from '@polyloop/shared/network/market';
import {
  OFFER_STATUS_COLOURS,
  OFFER_STATUS_LABELS,
  QUALIFICATION_LABELS,
  sideStatus,
  simpleStatus,
  type NetworkOffer,
  type OfferStatus,
  type Qualification,
  type SimpleOfferStatus,
} from '@polyloop/shared/network/offer';
import { REQUEST_STATUS_LABELS, type RequestStatus } from '@polyloop/shared/network/request';

const LISTING_COLOURS: Record<PublicListingStatus, string> = {
  SCHEDULED: 'purple',
  ACTIVE: 'green',
  CLOSED: 'gray',
  CANCELLED: 'gray',
  EXPIRED: 'orange',
  SOLD: 'blue',
};
const REQUEST_COLOURS: Record<RequestStatus, string> = {
  ACTIVE: 'green',
  CANCELLED: 'gray',
  EXPIRED: 'orange',
};
const QUALIFICATION_COLOURS: Record<Qualification, string> = {
  QUALIFIED: 'green',
  CONDITIONALLY_QUALIFIED: 'teal',
  DISQUALIFIED: 'red',
  PENDING_REVIEW: 'yellow',
};

/**
 * An offer's status as lists and pages show it: the simplified status (part 2 §4) in its colour or,
 * given my side of the offer, my side's own state ("Awaiting your confirmation").
 */
export function OfferStatusBadge({
  status,
  offer,
}: {
  status: OfferStatus | SimpleOfferStatus;
  offer?: Pick<NetworkOffer, 'status' | 'side' | 'confirmedSides'>;
}) {
  const simple =
    status in OFFER_STATUS_LABELS ? (status as SimpleOfferStatus) : simpleStatus(status as OfferStatus);
  const shown = offer
    ? sideStatus(offer)
    : { label: OFFER_STATUS_LABELS[simple], colour: OFFER_STATUS_COLOURS[simple] };
  return (
    <Badge colorPalette={shown.colour} variant="subtle">
      {shown.label}
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

/** A private request's status (active, cancelled, expired). */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return (
    <Badge colorPalette={REQUEST_COLOURS[status]} variant="subtle">
      {REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}

/** How the requester rated an offer; "Not rated" before it did. */
export function QualificationBadge({ qualification }: { qualification: Qualification | null }) {
  if (!qualification) return <Badge variant="outline">Not rated</Badge>;
  return (
    <Badge colorPalette={QUALIFICATION_COLOURS[qualification]}>{QUALIFICATION_LABELS[qualification]}</Badge>
  );
}

/** My own company's listing, among everyone's. */
export function YoursBadge() {
  return (
    <Badge colorPalette="brand" variant="solid" size="sm">
      Yours
    </Badge>
  );
}
