import { lazy } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Button, Stack, Text } from '@chakra-ui/react';
import { CrmRoutes, MATERIAL_TYPE_LABELS, Service, serviceLabel } from '@polyloop/shared';
import type { CompanyListItem } from '@polyloop/shared/crm/company';
import type { Column } from '../../components/DataTable';
import { ListActions, RecordLink } from '../../components/list/ListActions';
import {
  CheckFilter,
  CountFilter,
  DateFilter,
  ListToolbar,
  MaterialTypeFilter,
  SearchFilter,
  SelectFilter,
} from '../../components/list/ListFilters';
import { ListMap, ListTable } from '../../components/list/ListTable';
import { LocationFilter } from '../../components/list/LocationFilter';
import { DisplayToggle, useDisplay } from '../../components/list/DisplayToggle';
import { SavedViews } from '../../components/list/SavedViews';
import { useList } from '../../components/list/use-list';
import { formatDate, formatPlace } from '../../lib/format';
import { lazyWithReload } from '../../app/lazy-with-reload';
import { PageHeader } from '../crm-shared/PageHeader';
import { useUserOptions } from '../crm-shared/hooks';
import { CompanyPickFilter } from './CompanyPickFilter';
import { COMPANY_FILTERS, COMPANY_PAGE_SIZES, companyListQuery } from './company-list';
import { TagBadges, useTagChoices } from '../../components/tags';

/** MapLibre is large: it loads only when someone opens the map. */
const CompaniesMap = lazy(lazyWithReload(() => import('./CompaniesMap')));

const ON_THE_MAP = { true: 'With a place', false: 'Without a place' };
const SERVICE_LABELS = Object.fromEntries(Service.options.map((s) => [s, serviceLabel(s)]));
const orDash = (items: string[]) => (items.length ? items.join(', ') : '—');

/**
 * The CRM's companies (spec part 1 §2): search, filters (companies picked, choices, created and
 * last touchpoint ranges, contacts, a distance from a place), sort, pages, saved views, export; as a table or on a map.
 */
export default function CompaniesPage() {
  const navigate = useNavigate();
  const { users, nameOf } = useUserOptions();
  const [display, setDisplay] = useDisplay();
  const tags = useTagChoices();
  const list = useList(CrmRoutes.listCompanies, {
    filters: COMPANY_FILTERS,
    sort: 'name,asc',
    pageSize: COMPANY_PAGE_SIZES[display],
    query: ({ filters, sort, page, size }) =>
      companyListQuery(filters, { page, size: size ?? COMPANY_PAGE_SIZES[display], sort }),
  });
  const representatives = Object.fromEntries(users.map((u) => [u.id, nameOf(u.id)]));
  const empty = (
    <Stack align="center" gap="3">
      <Text>No companies yet.</Text>
      <Button asChild size="sm">
        <RouterLink to="/companies/new">New company</RouterLink>
      </Button>
    </Stack>
  );

  const columns: Column<CompanyListItem>[] = [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (c) => <RecordLink to={`/companies/${c.id}`} name={c.name} archived={c.archived} />,
    },
    { key: 'hq', header: 'Headquarters', cell: (c) => formatPlace(c.headquarters) },
    {
      key: 'materials',
      header: 'Materials',
      hideBelow: 'md',
      cell: (c) => orDash(c.materials.map((m) => MATERIAL_TYPE_LABELS[m])),
    },
    {
      key: 'tags',
      header: 'Tags',
      hideBelow: 'lg',
      cell: (c) => <TagBadges ids={c.tags} names={tags.labels} />,
    },
    {
      key: 'reps',
      header: 'Representatives',
      hideBelow: 'lg',
      cell: (c) => orDash(c.representatives.map(nameOf)),
    },
    { key: 'touch', header: 'Last touchpoint', hideBelow: 'md', cell: (c) => formatDate(c.lastTouchpoint) },
    {
      key: 'created',
      header: 'Created',
      sortKey: 'createdDate',
      hideBelow: 'md',
      cell: (c) => formatDate(c.createdDate),
    },
    {
      key: 'updated',
      header: 'Updated',
      sortKey: 'updatedDate',
      hideBelow: 'lg',
      cell: (c) => formatDate(c.updatedDate),
    },
  ];

  return (
    <Stack gap="4">
      <PageHeader title="Companies">
        <ListActions
          views={<SavedViews type="COMPANIES" list={list} />}
          exportList={{ title: 'Export companies', kind: 'companies', route: CrmRoutes.exportCompanies }}
          create={{ to: '/companies/new', label: 'New company' }}
        />
      </PageHeader>
      <ListToolbar list={list} actions={<DisplayToggle display={display} onChange={setDisplay} />}>
        <SearchFilter list={list} name="q" label="Search companies" placeholder="Name" />
        <CompanyPickFilter list={list} name="companyId" archived={list.state.filters.archived === 'true'} />
        <MaterialTypeFilter list={list} name="materialType" />
        <SelectFilter
          list={list}
          name="service"
          label="Service"
          options={Service.options}
          labels={SERVICE_LABELS}
        />
        <SelectFilter list={list} name="tag" label="Tag" choices={tags} />
        <SelectFilter
          list={list}
          name="representative"
          label="Representative"
          options={users.map((u) => u.id)}
          labels={representatives}
        />
        <DateFilter list={list} name="createdFrom" label="Created from" />
        <DateFilter list={list} name="createdTo" label="Created to" />
        <DateFilter list={list} name="lastTouchpointFrom" label="Last touchpoint from" />
        <DateFilter list={list} name="lastTouchpointTo" label="Last touchpoint to" />
        <CountFilter list={list} name="contactsMin" label="Contacts at least" />
        <CountFilter list={list} name="contactsMax" label="Contacts at most" />
        <SelectFilter
          list={list}
          name="located"
          label="On the map"
          options={['true', 'false']}
          labels={ON_THE_MAP}
        />
        <LocationFilter list={list} />
        <CheckFilter list={list} name="archived" label="Archived" />
      </ListToolbar>
      {display === 'map' ? (
        <ListMap
          list={list}
          size={COMPANY_PAGE_SIZES.map}
          errorText="The companies could not be loaded."
          empty={empty}
          emptyFiltered="No companies match these filters."
        >
          <CompaniesMap companies={list.rows ?? []} />
        </ListMap>
      ) : (
        <ListTable
          list={list}
          label="Companies"
          columns={columns}
          onRowClick={(c) => navigate(`/companies/${c.id}`)}
          errorText="The companies could not be loaded."
          emptyFiltered="No companies match these filters."
          empty={empty}
        />
      )}
    </Stack>
  );
}
