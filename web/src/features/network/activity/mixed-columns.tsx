import type { ReactNode } from 'react';
import type { OfferListItem, RequestListItem } from '@polyloop/shared/network/resolve';
import { formatDate } from '../../../lib/format';
import type { Column } from '../../../components/DataTable';
import { RecordLink } from '../../../components/list/ListActions';
import { ListingStatusBadge, OfferStatusBadge, RequestStatusBadge } from '../common/StatusBadges';
import { formatMoment, formatPrice, formatWeight, materialOf } from '../market/format';

/**
 * The columns of My Activity's combined lists: one row per record of any kind, each cell read from
 * the record its kind holds (a network offer or request is sent or received; a public listing is
 * published to the whole market).
 */

const KIND_LABELS: Record<OfferListItem['kind'] | RequestListItem['kind'], string> = {
  NETWORK_OFFER: 'Network offer',
  PUBLIC_OFFER: 'Public offer',
  NETWORK_REQUEST: 'Network request',
  PUBLIC_REQUEST: 'Public request',
  REVERSE_AUCTION: 'Reverse auction',
};

type Exchange = { sentByMe: boolean; other: string } | null;
/** Who the record is with, and which way it went; null for a listing (published to everyone). */
function exchangeOf(row: OfferListItem | RequestListItem): Exchange {
  if (row.kind === 'NETWORK_OFFER') {
    const o = row.networkOffer;
    const sentByMe = o.side === 'OFFERING';
    return { sentByMe, other: (sentByMe ? o.receivingCompany : o.offeringCompany).name };
  }
  if (row.kind === 'NETWORK_REQUEST') {
    const r = row.networkRequest;
    const sentByMe = r.side === 'REQUESTING';
    return { sentByMe, other: (sentByMe ? r.receivingCompany : r.requestingCompany).name };
  }
  return null;
}

function sharedColumns<T extends OfferListItem | RequestListItem>(
  status: (row: T) => ReactNode,
): { lead: Column<T>[]; tail: Column<T>[] } {
  return {
    lead: [
      { key: 'kind', header: 'Kind', hideBelow: 'md', cell: (row) => KIND_LABELS[row.kind] },
      { key: 'company', header: 'Company', cell: (row) => exchangeOf(row)?.other ?? 'Market' },
      {
        key: 'direction',
        header: 'Direction',
        hideBelow: 'md',
        cell: (row) => {
          const exchange = exchangeOf(row);
          return exchange ? (exchange.sentByMe ? 'Sent' : 'Received') : 'Published';
        },
      },
    ],
    tail: [
      { key: 'status', header: 'Status', cell: status },
      {
        key: 'updated',
        header: 'Last activity',
        sortKey: 'updatedDate',
        hideBelow: 'lg',
        cell: (row) => formatDate(row.updatedDate),
      },
    ],
  };
}

const offerShared = sharedColumns<OfferListItem>((row) =>
  row.kind === 'NETWORK_OFFER' ? (
    <OfferStatusBadge status={row.networkOffer.simpleStatus} offer={row.networkOffer} />
  ) : (
    <ListingStatusBadge status={row.publicOffer.status} />
  ),
);

export const mixedOfferColumns: Column<OfferListItem>[] = [
  {
    key: 'offer',
    header: 'Offer',
    cell: (row) => (
      <RecordLink
        to={`/network/offers/${row.id}`}
        name={row.kind === 'NETWORK_OFFER' ? row.networkOffer.materialName : materialOf(row.publicOffer)}
      />
    ),
  },
  ...offerShared.lead,
  {
    key: 'price',
    header: 'Price',
    cell: (row) =>
      formatPrice(row.kind === 'NETWORK_OFFER' ? row.networkOffer.currentPrice : row.publicOffer.askingPrice),
  },
  {
    key: 'weight',
    header: 'Weight',
    hideBelow: 'lg',
    cell: (row) =>
      formatWeight(row.kind === 'NETWORK_OFFER' ? row.networkOffer.currentWeight : row.publicOffer.weight),
  },
  ...offerShared.tail,
];

const requestShared = sharedColumns<RequestListItem>((row) =>
  row.kind === 'NETWORK_REQUEST' ? (
    <RequestStatusBadge status={row.networkRequest.status} />
  ) : (
    <ListingStatusBadge status={row.publicRequest.status} />
  ),
);
const requestOf = (row: RequestListItem) =>
  row.kind === 'NETWORK_REQUEST' ? row.networkRequest : row.publicRequest;
const day = (date: string) => formatDate(`${date}T12:00:00Z`);

export const mixedRequestColumns: Column<RequestListItem>[] = [
  {
    key: 'title',
    header: 'Request',
    cell: (row) => <RecordLink to={`/network/requests/${row.id}`} name={requestOf(row).title} />,
  },
  ...requestShared.lead,
  { key: 'material', header: 'Material', hideBelow: 'lg', cell: (row) => materialOf(requestOf(row)) },
  { key: 'weight', header: 'Weight', hideBelow: 'lg', cell: (row) => formatWeight(requestOf(row).weight) },
  {
    key: 'closes',
    header: 'Closes',
    hideBelow: 'md',
    cell: (row) =>
      row.kind === 'NETWORK_REQUEST'
        ? day(row.networkRequest.expirationDate)
        : formatMoment(row.publicRequest.endDate),
  },
  { key: 'offers', header: 'Offers', hideBelow: 'lg', cell: (row) => String(requestOf(row).offerCount) },
  ...requestShared.tail,
];
