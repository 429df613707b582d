import { Badge } from '@chakra-ui/react';
import { PUBLIC_LISTING_STATUS_LABELS, type PublicListingStatus } from '@polyloop/shared/network/market';
import { OFFER_STATUS_COLOURS, OFFER_STATUS_LABELS, QUALIFICATION_LABELS, type Qualification, type SimpleOfferStatus } from '@polyloop/shared/network/offer';
import { REQUEST_STATUS_LABELS, type RequestStatus } from '@polyloop/shared/network/request';
import { PUBLIC_STATUS_PALETTE, QUALIFICATION_PALETTE, REQUEST_STATUS_PALETTE } from './format';

export function ListingStatusBadge({ status }: { status: PublicListingStatus }) {
  return <Badge colorPalette={PUBLIC_STATUS_PALETTE[status]}>{PUBLIC_LISTING_STATUS_LABELS[status]}</Badge>;
}

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge colorPalette={REQUEST_STATUS_PALETTE[status]}>{REQUEST_STATUS_LABELS[status]}</Badge>;
}

export function OfferStatusBadge({ status }: { status: SimpleOfferStatus }) {
  return <Badge colorPalette={OFFER_STATUS_COLOURS[status]}>{OFFER_STATUS_LABELS[status]}</Badge>;
}

/** How the requester rated an offer; "Not rated" before it did. */
export function QualificationBadge({ qualification }: { qualification: Qualification | null }) {
  if (!qualification) return <Badge variant="outline">Not rated</Badge>;
  return <Badge colorPalette={QUALIFICATION_PALETTE[qualification]}>{QUALIFICATION_LABELS[qualification]}</Badge>;
}

/** My own company's listing, among everyone's. */
export function YoursBadge() {
  return (
    <Badge colorPalette="brand" variant="solid" size="sm">
      Yours
    </Badge>
  );
}
