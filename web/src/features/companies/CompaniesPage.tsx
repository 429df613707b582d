import { Link as RouterLink, useNavigate } from 'react-router';
import { Button, Stack, Text } from '@chakra-ui/react';
import { CrmRoutes, MATERIAL_TYPE_LABELS, MaterialType } from '@polyloop/shared';
import type { CompanyListItem } from '@polyloop/shared/crm/company';
import type { Column } from '../../components/DataTable';
import { ListActions, RecordLink } from '../../components/list/ListActions';
import {
  CheckFilter,
  ListToolbar,
  MaterialTypeFilter,
  SearchFilter,
  SelectFilter,
} from '../../components/list/ListFilters';
import { ListTable } from '../../components/list/ListTable';
import { SavedViews } from '../../components/list/SavedViews';
import { useList } from '../../components/list/use-list';
import { flagOf } from '../../components/list/list-state';
import { formatDate, formatPlace } from '../../lib/format';
import { PageHeader } from '../crm-shared/PageHeader';
import { useUserOptions } from '../crm-shared/hooks';
import { TagBadges, useTagChoices } from '../../components/tags';

export const PAGE_SIZE = 25;
const isMaterialType = (v: string): v is MaterialType =>
  (MaterialType.options as readonly string[]).includes(v);
const orDash = (items: string[]) => (items.length ? items.join(', ') : '—');

/** The CRM's companies (spec part 1 §2): search, filters, sort, pages, saved views, export. */
export default function CompaniesPage() {
  const navigate = useNavigate();
  const { nameOf } = useUserOptions();
  const tags = useTagChoices();
  const list = useList(CrmRoutes.listCompanies, {
    filters: { q: '', materialType: '', tag: '', archived: '' },
    sort: 'name,asc',
    pageSize: PAGE_SIZE,
    query: ({ filters, sort, page, size }) => ({
      page,
      size,
      sort,
      q: filters.q || undefined,
      materialType: isMaterialType(filters.materialType) ? [filters.materialType] : undefined,
      tag: filters.tag || undefined,
      archived: flagOf(filters.archived),
    }),
  });

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
      <ListToolbar>
        <SearchFilter list={list} name="q" label="Search companies" placeholder="Name" />
        <MaterialTypeFilter list={list} name="materialType" />
        <SelectFilter list={list} name="tag" label="Tag" choices={tags} />
        <CheckFilter list={list} name="archived" label="Archived" />
      </ListToolbar>
      <ListTable
        list={list}
        label="Companies"
        columns={columns}
        onRowClick={(c) => navigate(`/companies/${c.id}`)}
        errorText="The companies could not be loaded."
        emptyFiltered="No companies match these filters."
        empty={
          <Stack align="center" gap="3">
            <Text>No companies yet.</Text>
            <Button asChild size="sm">
              <RouterLink to="/companies/new">New company</RouterLink>
            </Button>
          </Stack>
        }
      />
    </Stack>
  );
}
