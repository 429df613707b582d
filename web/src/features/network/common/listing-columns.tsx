import type { PublicOffer, PublicRequest } from '@polyloop/shared/network/market';
import type { NetworkRequest } from '@polyloop/shared/network/request';
import type { Column } from '../../../components/DataTable';
import { RecordLink } from '../../../components/list/ListActions';
import { formatMoment } from '../market/format';
import { formatNetworkPlace } from './format';
import { ListingStatusBadge } from './StatusBadges';

/** A request's title, leading to its page. */
export const requestTitleColumn: Column<Pick<NetworkRequest | PublicRequest, 'id' | 'title'>> = {
  key: 'title',
  header: 'Request',
  cell: (r) => <RecordLink to={`/network/requests/${r.id}`} name={r.title} />,
};

/** Where a public listing stands on the market. */
export const listingStatusColumn: Column<Pick<PublicOffer | PublicRequest, 'status'>> = {
  key: 'status',
  header: 'Status',
  cell: (l) => <ListingStatusBadge status={l.status} />,
};

/** Where a listing on the market is, when it closes (the market sorts by it), and where it stands. */
export function marketCloseColumns<T extends PublicOffer | PublicRequest>(
  closesAt: (listing: T) => string,
): Column<T>[] {
  return [
    { key: 'location', header: 'Location', hideBelow: 'lg', cell: (l) => formatNetworkPlace(l.location) },
    {
      key: 'closes',
      header: 'Closes',
      sortKey: 'closesAt',
      hideBelow: 'md',
      cell: (l) => formatMoment(closesAt(l)),
    },
    listingStatusColumn,
  ];
}
