import { Link as RouterLink } from 'react-router';
import { Link } from '@chakra-ui/react';
import type { NetworkOffer } from '@polyloop/shared/network/offer';
import type { Column } from '../../../components/DataTable';
import { formatDate } from '../../../lib/format';
import { formatPrice, formatTerms, formatWeight, partnerOf } from './format';
import { offerPath } from './paths';
import { OfferStatusBadge } from './StatusBadges';

/** A list of offers as tables show them: the other company (a link to the offer), status, proposal and last move. */
export const OFFER_COLUMNS: Column<NetworkOffer>[] = [
  {
    key: 'company',
    header: 'Company',
    cell: (o) => (
      <Link asChild color="brand.fg">
        <RouterLink to={offerPath(o.id)} onClick={(e) => e.stopPropagation()}>
          {partnerOf(o).name}
        </RouterLink>
      </Link>
    ),
  },
  { key: 'status', header: 'Status', cell: (o) => <OfferStatusBadge status={o.status} offer={o} /> },
  { key: 'price', header: 'Price', cell: (o) => formatPrice(o.currentPrice) },
  { key: 'weight', header: 'Weight', cell: (o) => formatWeight(o.currentWeight) },
  { key: 'terms', header: 'Terms', hideBelow: 'md', cell: (o) => formatTerms(o.terms) },
  { key: 'updated', header: 'Last move', hideBelow: 'lg', cell: (o) => formatDate(o.updatedDate) },
];
