import { NetworkRoutes } from '@polyloop/shared';
import { OFFER_MESSAGES } from '@polyloop/shared/network/offer';
import { REQUEST_MESSAGES } from '@polyloop/shared/network/request';
import {
  ACTIVITY_TAB_LABELS,
  ActivitySort,
  ActivityTab,
  OFFER_KIND_LABELS,
  OfferKind,
  REQUEST_KIND_LABELS,
  RequestKind,
} from '@polyloop/shared/network/resolve';
import { useApi } from '../../../lib/api';
import { SelectFilter } from '../../../components/list/ListFilters';
import { useList } from '../../../components/list/use-list';
import type { ListState } from '../../../components/list/list-state';
import { listStatusOf } from './ListStatusSelect';
import { mixedOfferColumns, mixedRequestColumns } from './mixed-columns';
import { STATUS_ONLY, TabbedStatusList } from './StatusLists';

/**
 * My Activity's combined lists (part 2 §3 offer and request kinds): every kind of my company's
 * offers, and of its requests, in one list by latest activity, narrowed by tab (sent, received),
 * kind and list status. A row opens the record's own page.
 */

const tabOf = (v: string) => ActivityTab.safeParse(v).data ?? 'ALL';
const SORT: ActivitySort = 'updatedDate,desc';

/** Tab, kind ('' for every kind), list status and sort, in the URL; the route's query from them. */
const mixed = <K extends string>(kindOf: (value: string) => K | undefined) => ({
  ...STATUS_ONLY,
  filters: { tab: 'ALL', kind: '', status: 'ACTIVE' },
  sort: SORT,
  query: (state: ListState<'tab' | 'kind' | 'status'>) => ({
    tab: tabOf(state.filters.tab),
    kind: kindOf(state.filters.kind),
    status: listStatusOf(state.filters.status),
    sort: ActivitySort.safeParse(state.sort).data ?? SORT,
    page: state.page,
    size: state.size,
  }),
});
const kinds = <K extends string>(options: readonly K[]) => options.filter((k) => k !== 'ALL');

/** My offers of every kind: network offers sent and received, and public offers my company published. */
export function OffersPage() {
  const offers = useApi(NetworkRoutes.countNetworkOffers).data?.data;
  const market = useApi(NetworkRoutes.countMarket).data?.data;
  const list = useList(
    NetworkRoutes.listOffers,
    mixed((v) => OfferKind.safeParse(v).data),
  );
  const published = market?.myPublicOffers;
  const counts = {
    ALL: offers && published !== undefined ? offers.all + published : undefined,
    SENT: offers && published !== undefined ? offers.sent + published : undefined,
    RECEIVED: offers?.received,
  };
  return (
    <TabbedStatusList
      list={list}
      tabsLabel="Offers"
      tabs={ActivityTab.options}
      tabOf={tabOf}
      labels={ACTIVITY_TAB_LABELS}
      countOf={(tab) => (list.state.filters.kind ? undefined : counts[tab])}
      noun="offers"
      filters={
        <SelectFilter
          list={list}
          name="kind"
          label="Kind"
          options={kinds(OfferKind.options)}
          labels={OFFER_KIND_LABELS}
        />
      }
      columns={mixedOfferColumns}
      to={(row) => `/network/offers/${row.id}`}
      errorText={OFFER_MESSAGES.loadFailed}
      empty={{
        open: 'No open offers. Offers your company sends or receives, and its public offers, show here.',
        closed: 'No closed offers.',
      }}
    />
  );
}

/** My requests of every kind: private requests sent and received, public requests and reverse auctions. */
export function RequestsPage() {
  const requests = useApi(NetworkRoutes.countNetworkRequests).data?.data;
  const market = useApi(NetworkRoutes.countMarket).data?.data;
  const list = useList(
    NetworkRoutes.listRequests,
    mixed((v) => RequestKind.safeParse(v).data),
  );
  const published = market?.myPublicRequests;
  const counts = {
    ALL: requests && published !== undefined ? requests.sent + requests.received + published : undefined,
    SENT: requests && published !== undefined ? requests.sent + published : undefined,
    RECEIVED: requests?.received,
  };
  return (
    <TabbedStatusList
      list={list}
      tabsLabel="Requests"
      tabs={ActivityTab.options}
      tabOf={tabOf}
      labels={ACTIVITY_TAB_LABELS}
      countOf={(tab) => (list.state.filters.kind ? undefined : counts[tab])}
      noun="requests"
      filters={
        <SelectFilter
          list={list}
          name="kind"
          label="Kind"
          options={kinds(RequestKind.options)}
          labels={REQUEST_KIND_LABELS}
        />
      }
      columns={mixedRequestColumns}
      to={(row) => `/network/requests/${row.id}`}
      errorText={REQUEST_MESSAGES.loadFailed}
      empty={{
        open: 'No open requests. Send one from a need to ask companies you are linked with, or publish it on the market.',
        closed: 'No closed requests.',
      }}
    />
  );
}
