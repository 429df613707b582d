import { Link as RouterLink, Outlet, useNavigate, useSearchParams } from 'react-router';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { NetworkRoutes } from '@polyloop/shared';
import { OFFER_MESSAGES, OFFER_TAB_LABELS, OfferTab } from '@polyloop/shared/network/offer';
import { REQUEST_MESSAGES, RequestTab } from '@polyloop/shared/network/request';
import { MARKET_MESSAGES } from '@polyloop/shared/network/market';
import { useApi } from '../../../lib/api';
import { TabLinks } from '../../../components/TabLinks';
import { ListToolbar } from '../../../components/list/ListFilters';
import { ListTable } from '../../../components/list/ListTable';
import { useList } from '../../../components/list/use-list';
import type { ListState } from '../../../components/list/list-state';
import { PageHeader } from '../../crm-shared/PageHeader';
import { FilterTabs } from '../market/FilterTabs';
import { withCount } from '../market/format';
import { MY_LISTINGS, useMarketPushes } from '../market/use-market-pushes';
import { myPublicOfferColumns, myPublicRequestColumns, offerColumns, requestColumns } from './columns';
import { ListStatusSelect, listStatusOf } from './ListStatusSelect';
import { AuctionList } from '../auctions/AuctionLists';
import { newAuctionPath } from '../common/paths';

const PAGE_SIZE = 25;

type StatusListProps<T extends { id: string }> = Omit<
  Parameters<typeof ListTable<T>>[0],
  'list' | 'onRowClick'
> & {
  list: Parameters<typeof ListTable<T>>[0]['list'] & Parameters<typeof ListStatusSelect>[0]['list'];
  /** Where a row leads. */
  to: (row: T) => string;
};

/** One of my company's lists, open or closed (the list status above it); a row opens its page. */
function StatusList<T extends { id: string }>({ to, ...table }: StatusListProps<T>) {
  const navigate = useNavigate();
  return (
    <Stack gap="4">
      <ListToolbar>
        <ListStatusSelect list={table.list} />
      </ListToolbar>
      <ListTable {...table} onRowClick={(row) => navigate(to(row))} />
    </Stack>
  );
}

type TabbedStatusListProps<T extends { id: string }, V extends string> = Omit<
  StatusListProps<T>,
  'list' | 'label' | 'empty' | 'emptyFiltered'
> & {
  list: StatusListProps<T>['list'] & {
    state: { filters: { tab: string } };
    setFilter: (name: 'tab', value: string) => void;
  };
  /** The tabs' accessible name. */
  tabsLabel: string;
  tabs: readonly V[];
  tabOf: (value: string) => V;
  labels: Readonly<Record<V, string>>;
  /** How many open records a tab holds, once known. */
  countOf: (tab: V) => number | undefined;
  /** What the list holds ("offers"), as its label and empty texts name it. */
  noun: string;
  /** The text when no record is open, and when none is closed. */
  empty: { open: string; closed: string };
};

/**
 * One of my company's lists that tabs narrow too (sent, received…): each tab with its count of
 * open records while open ones show, the list below it open or closed.
 */
function TabbedStatusList<T extends { id: string }, V extends string>({
  tabsLabel,
  tabs,
  tabOf,
  labels,
  countOf,
  noun,
  empty,
  ...table
}: TabbedStatusListProps<T, V>) {
  const tab = tabOf(table.list.state.filters.tab);
  const active = listStatusOf(table.list.state.filters.status) === 'ACTIVE';
  return (
    <FilterTabs
      label={tabsLabel}
      tabs={tabs.map((value) => ({
        value,
        label: labels[value],
        count: active ? countOf(value) : undefined,
      }))}
      value={tab}
      onChange={(value) => table.list.setFilter('tab', value)}
    >
      <StatusList
        {...table}
        label={`${labels[tab]} ${noun}`}
        empty={active ? empty.open : empty.closed}
        emptyFiltered={active ? `No open ${noun} in this tab.` : `No closed ${noun} in this tab.`}
      />
    </FilterTabs>
  );
}

const offerPage = (o: { id: string }) => `/network/offers/${o.id}`;
const requestPage = (r: { id: string }) => `/network/requests/${r.id}`;

/** My Activity (part 2 §2 activity): my company's negotiations, listings and private requests. */
export function ActivityLayout() {
  const offers = useApi(NetworkRoutes.countNetworkOffers).data?.data;
  const market = useApi(NetworkRoutes.countMarket).data?.data;
  const requests = useApi(NetworkRoutes.countNetworkRequests).data?.data;
  return (
    <Stack gap="4">
      <PageHeader title="My Activity" />
      <TabLinks
        label="Activity sections"
        items={[
          { to: 'negotiations', label: withCount('Negotiations', offers?.negotiations) },
          {
            to: 'listings',
            label: withCount('Listings', market && market.myPublicOffers + market.myPublicRequests),
          },
          { to: 'requests', label: withCount('Requests', requests && requests.sent + requests.received) },
        ]}
      />
      <Outlet />
    </Stack>
  );
}

/** My company's lists, filtered by the list status: open ones first. */
const STATUS_ONLY = {
  filters: { status: 'ACTIVE' },
  pageSize: PAGE_SIZE,
  query: ({ filters, page, size }: ListState<'status'>) => ({
    status: listStatusOf(filters.status),
    page,
    size,
  }),
};

/** Lists filtered by a tab as well: all of them first. */
const tabAndStatus = <V extends string>(tabOf: (value: string) => V) => ({
  ...STATUS_ONLY,
  filters: { tab: 'ALL', status: 'ACTIVE' },
  query: (state: ListState<'tab' | 'status'>) => ({
    tab: tabOf(state.filters.tab),
    ...STATUS_ONLY.query(state),
  }),
});

const offerTabOf = (v: string) => OfferTab.safeParse(v).data ?? 'ALL';
const COUNT_OF: Record<OfferTab, 'all' | 'personal' | 'sent' | 'received' | 'negotiations'> = {
  ALL: 'all',
  PERSONAL: 'personal',
  SENT: 'sent',
  RECEIVED: 'received',
  NEGOTIATIONS: 'negotiations',
};

/** The network offers tabs (part 2 §2): all, personal, sent, received and negotiations, open or closed. */
export function NegotiationsPage() {
  const counts = useApi(NetworkRoutes.countNetworkOffers).data?.data;
  const list = useList(NetworkRoutes.listNetworkOffers, tabAndStatus(offerTabOf));
  return (
    <TabbedStatusList
      list={list}
      tabsLabel="Network offers"
      tabs={OfferTab.options}
      tabOf={offerTabOf}
      labels={OFFER_TAB_LABELS}
      countOf={(tab) => counts?.[COUNT_OF[tab]]}
      noun="offers"
      columns={offerColumns}
      to={offerPage}
      errorText={OFFER_MESSAGES.loadFailed}
      empty={{
        open: 'No open offers here. Offers your company sends or receives show here.',
        closed: 'No closed offers here.',
      }}
    />
  );
}

/** My listings (part 2 §2 activity/listings): public offers, private offers, auctions and public requests; the market's live, with the offers each received. */
export function ListingsLayout() {
  const counts = useApi(NetworkRoutes.countMarket).data?.data;
  useMarketPushes(MY_LISTINGS);
  return (
    <Stack gap="4">
      <TabLinks
        label="Listings"
        items={[
          { to: 'public-offers', label: withCount('Public offers', counts?.myPublicOffers) },
          { to: 'private-offers', label: 'Private offers' },
          { to: 'auctions', label: 'Auctions' },
          { to: 'public-requests', label: withCount('Public requests', counts?.myPublicRequests) },
        ]}
      />
      <Outlet />
    </Stack>
  );
}

/** My company's own listings, open or closed: where a row leads, and how the list is introduced. */
const MY_LISTS = {
  'public offers': {
    to: offerPage,
    errorText: MARKET_MESSAGES.loadFailed,
    hint: ' Publish a have from the Sell side of the market.',
  },
  'private offers': { to: offerPage, errorText: OFFER_MESSAGES.loadFailed, hint: '' },
  'public requests': {
    to: requestPage,
    errorText: REQUEST_MESSAGES.loadFailed,
    hint: ' Publish a need from the Buy side of the market.',
  },
} as const;

function MyList<T extends { id: string }>({
  noun,
  ...table
}: Pick<StatusListProps<T>, 'list' | 'columns'> & { noun: keyof typeof MY_LISTS }) {
  const { hint, ...where } = MY_LISTS[noun];
  return (
    <StatusList
      {...table}
      {...where}
      label={`My ${noun}`}
      empty={`Your company has no open ${noun}.${hint}`}
      emptyFiltered={`Your company has no closed ${noun}.`}
    />
  );
}

export function MyPublicOffersPage() {
  const list = useList(NetworkRoutes.listMyPublicOffers, STATUS_ONLY);
  return <MyList list={list} noun="public offers" columns={myPublicOfferColumns} />;
}

export function PrivateOffersPage() {
  const list = useList(NetworkRoutes.listNetworkOffers, {
    ...STATUS_ONLY,
    query: (state) => ({ tab: 'SENT' as const, ...STATUS_ONLY.query(state) }),
  });
  return <MyList list={list} noun="private offers" columns={offerColumns} />;
}

export function MyPublicRequestsPage() {
  const list = useList(NetworkRoutes.listMyPublicRequests, STATUS_ONLY);
  return <MyList list={list} noun="public requests" columns={myPublicRequestColumns} />;
}

const AUCTION_VIEWS = [
  { value: 'OWN', label: 'Mine' },
  { value: 'BIDDING', label: 'Bidding' },
] as const;

/** My company's auctions, and those it bids in, live or ended. */
export function ListingsAuctionsTab() {
  const [params, setParams] = useSearchParams();
  const scope = params.get('view') === 'BIDDING' ? 'BIDDING' : 'OWN';
  return (
    <FilterTabs
      label="Auctions"
      tabs={AUCTION_VIEWS}
      value={scope}
      onChange={(value) => setParams(value === 'OWN' ? {} : { view: value }, { preventScrollReset: true })}
    >
      <Stack gap="4">
        {scope === 'OWN' && (
          <HStack justify="end">
            <Button asChild size="sm">
              <RouterLink to={newAuctionPath()}>New auction</RouterLink>
            </Button>
          </HStack>
        )}
        <AuctionList key={scope} scope={scope} />
      </Stack>
    </FilterTabs>
  );
}

const requestTabOf = (v: string) => RequestTab.safeParse(v).data ?? 'ALL';
const REQUEST_TAB_LABELS = { ALL: 'All', SENT: 'Sent', RECEIVED: 'Received' } as const;

/** Private requests my company sent and received, open or closed. */
export function RequestsPage() {
  const counts = useApi(NetworkRoutes.countNetworkRequests).data?.data;
  const list = useList(NetworkRoutes.listNetworkRequests, tabAndStatus(requestTabOf));
  const countOf = {
    ALL: counts && counts.sent + counts.received,
    SENT: counts?.sent,
    RECEIVED: counts?.received,
  };
  return (
    <TabbedStatusList
      list={list}
      tabsLabel="Private requests"
      tabs={RequestTab.options}
      tabOf={requestTabOf}
      labels={REQUEST_TAB_LABELS}
      countOf={(tab) => countOf[tab]}
      noun="requests"
      columns={requestColumns}
      to={requestPage}
      errorText={REQUEST_MESSAGES.loadFailed}
      empty={{
        open: 'No open requests. Send one from a need to ask companies you are linked with.',
        closed: 'No closed requests.',
      }}
    />
  );
}
