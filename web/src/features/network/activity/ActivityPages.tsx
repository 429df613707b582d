import { Link as RouterLink, Outlet, useSearchParams } from 'react-router';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { NetworkRoutes } from '@polyloop/shared';
import { OFFER_MESSAGES, OFFER_TAB_LABELS, OfferTab } from '@polyloop/shared/network/offer';
import { REQUEST_MESSAGES } from '@polyloop/shared/network/request';
import { MARKET_MESSAGES } from '@polyloop/shared/network/market';
import { useApi } from '../../../lib/api';
import { TabLinks } from '../../../components/TabLinks';
import { useList } from '../../../components/list/use-list';
import { PageHeader } from '../../crm-shared/PageHeader';
import { FilterTabs } from '../market/FilterTabs';
import { withCount } from '../market/format';
import { MY_LISTINGS, useMarketPushes } from '../market/use-market-pushes';
import { myPublicOfferColumns, myPublicRequestColumns, offerColumns } from './columns';
import { STATUS_ONLY, StatusList, tabAndStatus, TabbedStatusList, type StatusListProps } from './StatusLists';
import { AuctionList } from '../auctions/AuctionLists';
import { newAuctionPath } from '../common/paths';

const offerPage = (o: { id: string }) => `/network/offers/${o.id}`;
const requestPage = (r: { id: string }) => `/network/requests/${r.id}`;

/**
 * My Activity (part 2 §2 activity): my company's negotiations, its offers and requests of every
 * kind (combined lists), and its listings.
 */
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
            to: 'offers',
            label: withCount('Offers', offers && market && offers.all + market.myPublicOffers),
          },
          {
            to: 'listings',
            label: withCount('Listings', market && market.myPublicOffers + market.myPublicRequests),
          },
          {
            to: 'requests',
            label: withCount(
              'Requests',
              requests && market && requests.sent + requests.received + market.myPublicRequests,
            ),
          },
        ]}
      />
      <Outlet />
    </Stack>
  );
}

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
