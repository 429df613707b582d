import { HStack, Text } from '@chakra-ui/react';
import type { PublicOffer, PublicRequest } from '@polyloop/shared/network/market';
import type { NetworkOffer } from '@polyloop/shared/network/offer';
import { formatDate } from '../../../lib/format';
import type { Column } from '../../../components/DataTable';
import { RecordLink } from '../../../components/list/ListActions';
import { listingStatusColumn, requestTitleColumn } from '../common/listing-columns';
import { OfferStatusBadge } from '../common/StatusBadges';
import { formatMoment, formatPrice, formatWeight, materialOf, formatTerms } from '../market/format';

/** Whose move an open offer waits for, from my side. */
export const turnLabel = (o: Pick<NetworkOffer, 'turn' | 'side'>) =>
  o.turn === null ? '—' : o.turn === o.side ? 'Your turn' : 'Their turn';

/**
 * The other company of a record one company sends another (an offer, a private request), and
 * whether my company sent or received it.
 */
function exchangeColumns<T>(
  sentByMe: (row: T) => boolean,
  companies: (row: T) => [sender: { name: string }, receiver: { name: string }],
): Column<T>[] {
  return [
    {
      key: 'company',
      header: 'Company',
      cell: (row) => companies(row)[sentByMe(row) ? 1 : 0].name,
    },
    {
      key: 'direction',
      header: 'Direction',
      hideBelow: 'md',
      cell: (row) => (sentByMe(row) ? 'Sent' : 'Received'),
    },
  ];
}

/** How many offers one of my company's listings drew, and where it stands. */
const myListingOutcomeColumns: Column<Pick<PublicOffer | PublicRequest, 'offerCount' | 'status'>>[] = [
  { key: 'offers', header: 'Offers', cell: (l) => String(l.offerCount) },
  listingStatusColumn,
];

export const offerColumns: Column<NetworkOffer>[] = [
  {
    key: 'offer',
    header: 'Offer',
    cell: (o) => <RecordLink to={`/network/offers/${o.id}`} name={o.materialName} />,
  },
  ...exchangeColumns<NetworkOffer>(
    (o) => o.side === 'OFFERING',
    (o) => [o.offeringCompany, o.receivingCompany],
  ),
  { key: 'price', header: 'Price', cell: (o) => formatPrice(o.currentPrice) },
  { key: 'weight', header: 'Weight', hideBelow: 'md', cell: (o) => formatWeight(o.currentWeight) },
  { key: 'terms', header: 'Terms', hideBelow: 'lg', cell: (o) => formatTerms(o.terms) },
  {
    key: 'status',
    header: 'Status',
    cell: (o) => (
      <HStack gap="2" wrap="wrap">
        <OfferStatusBadge status={o.simpleStatus} offer={o} />
        {o.turn !== null && (
          <Text as="span" fontSize="xs" color={o.turn === o.side ? 'brand.fg' : 'fg.muted'}>
            {turnLabel(o)}
          </Text>
        )}
      </HStack>
    ),
  },
  { key: 'updated', header: 'Last activity', hideBelow: 'lg', cell: (o) => formatDate(o.updatedDate) },
];

export const myPublicOfferColumns: Column<PublicOffer>[] = [
  {
    key: 'material',
    header: 'Material',
    cell: (o) => <RecordLink to={`/network/offers/${o.id}`} name={materialOf(o)} />,
  },
  { key: 'price', header: 'Asking price', cell: (o) => formatPrice(o.askingPrice) },
  { key: 'weight', header: 'Weight', hideBelow: 'md', cell: (o) => formatWeight(o.weight) },
  { key: 'terms', header: 'Terms', hideBelow: 'lg', cell: (o) => formatTerms(o.terms) },
  { key: 'closes', header: 'Closes', hideBelow: 'md', cell: (o) => formatMoment(o.closesAt) },
  ...myListingOutcomeColumns,
];

export const myPublicRequestColumns: Column<PublicRequest>[] = [
  requestTitleColumn,
  { key: 'material', header: 'Material', hideBelow: 'md', cell: materialOf },
  { key: 'weight', header: 'Weight', hideBelow: 'md', cell: (r) => formatWeight(r.weight) },
  {
    key: 'target',
    header: 'Target price',
    hideBelow: 'lg',
    cell: (r) => (r.priceTarget ? formatPrice(r.priceTarget) : '—'),
  },
  { key: 'ends', header: 'Ends', hideBelow: 'md', cell: (r) => formatMoment(r.endDate) },
  ...myListingOutcomeColumns,
];
