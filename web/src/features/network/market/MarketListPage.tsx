import { useNavigate } from 'react-router';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { MATERIAL_TYPE_LABELS, NetworkRoutes } from '@polyloop/shared';
import { MARKET_MESSAGES, type PublicOffer, type PublicRequest } from '@polyloop/shared/network/market';
import type { Column } from '../../../components/DataTable';
import { RecordLink } from '../../../components/list/ListActions';
import { ListToolbar, MaterialTypeFilter, SearchFilter } from '../../../components/list/ListFilters';
import { ListTable } from '../../../components/list/ListTable';
import { LocationFilter } from '../../../components/list/LocationFilter';
import { useList, type ListView } from '../../../components/list/use-list';
import { marketCloseColumns, requestTitleColumn } from '../common/listing-columns';
import { YoursBadge } from '../common/StatusBadges';
import { formatPrice, formatWeight, materialOf, formatTerms } from './format';
import {
  MARKET_FILTERS,
  MARKET_PAGE_SIZE,
  MARKET_SORT,
  marketQuery,
  type MarketFilter,
} from './market-query';
import type { ListState } from '../../../components/list/list-state';

const company = (r: PublicOffer | PublicRequest) => (
  <HStack gap="2" wrap="wrap">
    <Text as="span">{r.company.name}</Text>
    {r.own && <YoursBadge />}
  </HStack>
);

export const supplyColumns: Column<PublicOffer>[] = [
  {
    key: 'material',
    header: 'Material',
    cell: (o) => <RecordLink to={`/network/offers/${o.id}`} name={materialOf(o)} />,
  },
  { key: 'company', header: 'Company', cell: company },
  { key: 'type', header: 'Type', hideBelow: 'md', cell: (o) => MATERIAL_TYPE_LABELS[o.materialType] },
  { key: 'weight', header: 'Weight', cell: (o) => formatWeight(o.weight) },
  { key: 'price', header: 'Asking price', cell: (o) => formatPrice(o.askingPrice) },
  { key: 'terms', header: 'Terms', hideBelow: 'lg', cell: (o) => formatTerms(o.terms) },
  ...marketCloseColumns<PublicOffer>((o) => o.closesAt),
];

export const demandColumns: Column<PublicRequest>[] = [
  requestTitleColumn,
  { key: 'company', header: 'Company', cell: company },
  { key: 'material', header: 'Material', hideBelow: 'md', cell: materialOf },
  { key: 'weight', header: 'Weight', cell: (r) => formatWeight(r.weight) },
  {
    key: 'target',
    header: 'Target price',
    hideBelow: 'md',
    cell: (r) => (r.priceTarget ? formatPrice(r.priceTarget) : '—'),
  },
  {
    key: 'terms',
    header: 'Preferred terms',
    hideBelow: 'lg',
    cell: (r) => formatTerms(r.preferredShippingTerms),
  },
  ...marketCloseColumns<PublicRequest>((r) => r.endDate),
];

const MARKET_LIST = {
  filters: MARKET_FILTERS,
  sort: MARKET_SORT,
  pageSize: MARKET_PAGE_SIZE,
  query: marketQuery,
} as const;

interface FilteredList {
  state: ListState<MarketFilter>;
  setFilter: (name: MarketFilter, value: string, options?: { replace?: boolean }) => void;
  setFilters: (values: Partial<Record<MarketFilter, string>>) => void;
}

function MarketFilters({ list, noun }: { list: FilteredList; noun: string }) {
  return (
    <ListToolbar>
      <SearchFilter list={list} name="q" label={`Search ${noun}`} placeholder="Material, company or words" />
      <MaterialTypeFilter list={list} name="materialType" />
      <LocationFilter list={list} />
    </ListToolbar>
  );
}

/** The two sides of the market: what each lists, the page its rows open, and its load error. */
const MARKET_SIDES = {
  supply: { listings: 'offers', errorText: MARKET_MESSAGES.loadFailed },
  demand: { listings: 'requests', errorText: 'Failed to fetch requests' },
} as const;

/** One side of the market, searched and filtered, closing soonest first; a row opens its listing. */
function MarketList<T extends { id: string }>({
  side,
  list,
  columns,
}: {
  side: keyof typeof MARKET_SIDES;
  list: FilteredList & ListView<T>;
  columns: Column<T>[];
}) {
  const navigate = useNavigate();
  const { listings, errorText } = MARKET_SIDES[side];
  return (
    <Stack gap="4">
      <MarketFilters list={list} noun={side} />
      <ListTable
        list={list}
        label={side === 'supply' ? 'Supply' : 'Demand'}
        columns={columns}
        onRowClick={(row) => navigate(`/network/${listings}/${row.id}`)}
        errorText={errorText}
        empty={`No public ${listings} on the market right now.`}
        emptyFiltered={`No public ${listings} match these filters.`}
      />
    </Stack>
  );
}

/** Supply (part 2 §2 market/supply): every public offer on the market now, closing soonest first. */
export function SupplyPage() {
  const list = useList(NetworkRoutes.listPublicOffers, MARKET_LIST);
  return <MarketList side="supply" list={list} columns={supplyColumns} />;
}

/** Demand (part 2 §2 market/demand): every public request open or scheduled, closing soonest first. */
export function DemandPage() {
  const list = useList(NetworkRoutes.listPublicRequests, MARKET_LIST);
  return <MarketList side="demand" list={list} columns={demandColumns} />;
}
