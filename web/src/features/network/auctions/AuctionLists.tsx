import { useNavigate } from 'react-router';
import { Badge, Stack, Text } from '@chakra-ui/react';
import { MATERIAL_TYPE_LABELS, NetworkRoutes } from '@polyloop/shared';
import {
  AUCTION_MESSAGES,
  AUCTION_STATE_COLOURS,
  AUCTION_STATE_LABELS,
  BIDDER_STATUS_LABELS,
  type Auction,
  type AuctionDisplayState,
  type AuctionScope,
  type BidderStatus,
} from '@polyloop/shared/network/auction';
import type { Column } from '../../../components/DataTable';
import { RecordLink } from '../../../components/list/ListActions';
import { ListToolbar } from '../../../components/list/ListFilters';
import { ListTable } from '../../../components/list/ListTable';
import { useList } from '../../../components/list/use-list';
import { ListStatusSelect, listStatusOf } from '../activity/ListStatusSelect';
import { auctionPath } from '../common/paths';
import { formatBid, formatEnds } from './auction-time';

/** An auction's display state (live, ending soon, closed, cancelled) in its colour. */
export function AuctionStateBadge({ state }: { state: AuctionDisplayState }) {
  return (
    <Badge colorPalette={AUCTION_STATE_COLOURS[state]} variant="subtle">
      {AUCTION_STATE_LABELS[state]}
    </Badge>
  );
}

const STANDING_COLOURS: Record<BidderStatus, string> = {
  LEADING: 'green',
  TRAILING: 'orange',
  WON: 'blue',
  LOST: 'gray',
  CANCELLED: 'gray',
};

/** My company's standing as a bidder: Leading, Outbid, Won, Lost or Withdrawn. */
export function StandingBadge({ status }: { status: BidderStatus }) {
  return (
    <Badge colorPalette={STANDING_COLOURS[status]} variant="subtle">
      {BIDDER_STATUS_LABELS[status]}
    </Badge>
  );
}

const materialOf = (a: Auction) => a.materialName || MATERIAL_TYPE_LABELS[a.materialType];

function columnsFor(scope: AuctionScope): Column<Auction>[] {
  const now = Date.now();
  return [
    {
      key: 'material',
      header: 'Material',
      cell: (a) => <RecordLink to={auctionPath(a.id)} name={materialOf(a)} />,
    },
    ...(scope === 'OWN'
      ? []
      : [
          {
            key: 'company',
            header: 'Company',
            hideBelow: 'md' as const,
            cell: (a: Auction) => a.offeringCompany.name,
          },
        ]),
    { key: 'state', header: 'State', cell: (a) => <AuctionStateBadge state={a.displayState} /> },
    {
      key: 'leading',
      header: 'Leading bid',
      cell: (a) =>
        a.leadingBid ? (
          formatBid(a.leadingBid.price)
        ) : (
          <Text as="span" color="fg.muted">{`From ${formatBid(a.startingBid)}`}</Text>
        ),
    },
    { key: 'bids', header: 'Bids', hideBelow: 'md', align: 'end', cell: (a) => String(a.bidCount) },
    {
      key: 'ends',
      header: 'Ends',
      cell: (a) => (
        <time dateTime={a.endDate} title={new Date(a.endDate).toLocaleString('en-US')}>
          {formatEnds(a.endDate, now)}
        </time>
      ),
    },
    ...(scope === 'OWN'
      ? []
      : [
          {
            key: 'standing',
            header: 'My status',
            cell: (a: Auction) =>
              a.currentBidderStatus ? (
                <StandingBadge status={a.currentBidderStatus} />
              ) : a.own ? (
                'Yours'
              ) : (
                '—'
              ),
          },
        ]),
  ];
}

const EMPTY: Record<AuctionScope, { ACTIVE: string; CLOSED: string }> = {
  MARKET: {
    ACTIVE: 'No live auctions. Auctions your company is invited to, and public ones, show here.',
    CLOSED: 'No ended auctions.',
  },
  OWN: {
    ACTIVE: 'Your company runs no live auctions. Start one from a have.',
    CLOSED: 'Your company has no ended auctions.',
  },
  BIDDING: {
    ACTIVE: 'Your company bids in no live auctions.',
    CLOSED: 'No ended auctions your company bid in.',
  },
};
const LABELS: Record<AuctionScope, string> = {
  MARKET: 'Auctions',
  OWN: 'My auctions',
  BIDDING: 'Auctions I bid in',
};

/** A list of auctions of one scope, live or ended (the list status above it); a row opens the auction. */
export function AuctionList({ scope, prefix }: { scope: AuctionScope; prefix?: string }) {
  const navigate = useNavigate();
  const list = useList(NetworkRoutes.listAuctions, {
    prefix,
    filters: { status: 'ACTIVE' },
    pageSize: 25,
    query: ({ filters, page, size }) => ({ scope, status: listStatusOf(filters.status), page, size }),
  });
  const status = listStatusOf(list.state.filters.status);
  return (
    <Stack gap="4">
      <ListToolbar>
        <ListStatusSelect list={list} />
      </ListToolbar>
      <ListTable
        list={list}
        label={`${LABELS[scope]}, ${status === 'ACTIVE' ? 'live' : 'ended'}`}
        columns={columnsFor(scope)}
        onRowClick={(a) => navigate(auctionPath(a.id))}
        errorText={AUCTION_MESSAGES.loadFailed}
        empty={EMPTY[scope][status]}
      />
    </Stack>
  );
}
