import { useNavigate } from 'react-router';
import { Badge, Image, Stack, Text } from '@chakra-ui/react';
import { CrmRoutes, MATERIAL_TYPE_LABELS, MaterialType } from '@polyloop/shared';
import {
  LISTING_STATUS_LABELS,
  ListingStatus,
  type HaveListItem,
  type NeedListItem,
} from '@polyloop/shared/supply/listing';
import type { Column } from '../../components/DataTable';
import { ListActions, RecordLink } from '../../components/list/ListActions';
import {
  CheckFilter,
  DateFilter,
  ListToolbar,
  MaterialTypeFilter,
  SearchFilter,
  SelectFilter,
} from '../../components/list/ListFilters';
import { LocationFilter } from '../../components/list/LocationFilter';
import { LOCATION_FILTERS, locationQuery } from '../../components/list/location-query';
import { ListTable } from '../../components/list/ListTable';
import { SavedViews } from '../../components/list/SavedViews';
import { useList } from '../../components/list/use-list';
import { flagOf } from '../../components/list/list-state';
import { useApi } from '../../lib/api';
import { formatDate, formatPlace } from '../../lib/format';
import { PageHeader } from '../crm-shared/PageHeader';
import { formatPrice, formatWeight, priceOf, STATUS_PALETTE } from './format';
import { KINDS, type Kind } from './kinds';

type Row = HaveListItem | NeedListItem;
const PAGE_SIZE = 25;
const typeOf = (v: string) => MaterialType.safeParse(v).data;
const statusOf = (v: string) => ListingStatus.safeParse(v).data;
const dateOf = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

export const StatusBadge = ({ status }: { status: ListingStatus }) => (
  <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle">
    {LISTING_STATUS_LABELS[status]}
  </Badge>
);

export function listingColumns(kind: Kind): Column<Row>[] {
  const k = KINDS[kind];
  const photo: Column<Row>[] = [
    {
      key: 'photo',
      header: 'Photo',
      hideBelow: 'md',
      cell: (r) =>
        'thumbnailUrl' in r && r.thumbnailUrl ? (
          <Image
            src={r.thumbnailUrl}
            alt={`Photo of ${r.identifier}`}
            boxSize="10"
            objectFit="cover"
            borderRadius="sm"
          />
        ) : null,
    },
  ];
  return [
    ...(kind === 'have' ? photo : []),
    {
      key: 'identifier',
      header: 'Identifier',
      cell: (r) => <RecordLink to={`${k.base}/${r.id}`} name={r.identifier} archived={r.archived} />,
    },
    { key: 'company', header: 'Company', cell: (r) => r.companyName },
    {
      key: 'material',
      header: 'Material',
      cell: (r) =>
        r.name ? (
          <Stack gap="0">
            <Text fontWeight="medium">{r.name}</Text>
            {r.materialName && (
              <Text color="fg.muted" fontSize="sm">
                {r.materialName}
              </Text>
            )}
          </Stack>
        ) : (
          (r.materialName ?? MATERIAL_TYPE_LABELS[r.materialType])
        ),
    },
    { key: 'type', header: 'Type', hideBelow: 'md', cell: (r) => MATERIAL_TYPE_LABELS[r.materialType] },
    { key: 'weight', header: 'Remaining', cell: (r) => formatWeight(r.remainingWeight) },
    { key: 'price', header: k.priceLabel, hideBelow: 'md', cell: (r) => formatPrice(priceOf(r as never)) },
    { key: 'location', header: 'Location', hideBelow: 'lg', cell: (r) => formatPlace(r.location) },
    {
      key: 'expires',
      header: 'Expires',
      sortKey: 'expirationDate',
      cell: (r) => formatDate(`${r.expirationDate}T12:00:00Z`),
    },
    { key: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  ];
}

/** Haves or needs (spec part 1 §2): open ones by expiration date, filters, pages of 25, saved views, export. */
export function ListingsListPage({ kind }: { kind: Kind }) {
  const k = KINDS[kind];
  const navigate = useNavigate();
  const companies = useApi(CrmRoutes.companyOptions, { query: { size: 100 } });
  const companyOptions = companies.data?.data ?? [];
  const list = useList(k.list, {
    filters: {
      q: '',
      status: '',
      materialType: '',
      companyId: '',
      expiringBefore: '',
      archived: '',
      ...LOCATION_FILTERS,
    },
    sort: 'expirationDate,asc',
    pageSize: PAGE_SIZE,
    query: ({ filters, sort, page, size }) => ({
      page,
      size,
      sort,
      q: filters.q || undefined,
      status: statusOf(filters.status),
      materialType: typeOf(filters.materialType),
      companyId: filters.companyId || undefined,
      expiringBefore: dateOf(filters.expiringBefore),
      archived: flagOf(filters.archived),
      ...locationQuery(filters),
    }),
  });
  return (
    <Stack gap="4">
      <PageHeader title={k.title} />
      <ListToolbar
        list={list}
        actions={
          <ListActions
            views={<SavedViews type={k.viewType} list={list} />}
            exportList={{ title: `Export ${k.plural}`, kind: k.plural, route: k.exportRoute }}
            create={{ to: `${k.base}/new`, label: `New ${k.noun}` }}
          />
        }
      >
        <SearchFilter
          list={list}
          name="q"
          label={`Search ${k.plural}`}
          placeholder="Name, material, lot number…"
        />
        <SelectFilter
          list={list}
          name="status"
          label="Status"
          options={ListingStatus.options}
          labels={LISTING_STATUS_LABELS}
        />
        <MaterialTypeFilter list={list} name="materialType" />
        <SelectFilter
          list={list}
          name="companyId"
          label="Company"
          options={companyOptions.map((c) => c.id)}
          labels={Object.fromEntries(companyOptions.map((c) => [c.id, c.name]))}
        />
        <DateFilter list={list} name="expiringBefore" label="Expiring before" />
        <LocationFilter list={list} />
        <CheckFilter list={list} name="archived" label="Archived" />
      </ListToolbar>
      <ListTable
        list={list}
        label={k.title}
        columns={listingColumns(kind)}
        onRowClick={(r) => navigate(`${k.base}/${r.id}`)}
        errorText={`The ${k.plural} could not be loaded.`}
        empty={`No open ${k.plural}. Create one with "New ${k.noun}".`}
        emptyFiltered={`No ${k.plural} match these filters.`}
      />
    </Stack>
  );
}
