import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
  Badge,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  InputGroup,
  Link,
  NativeSelect,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { LuDownload, LuPlus, LuSearch } from 'react-icons/lu';
import { CrmRoutes, MATERIAL_TYPE_LABELS, MaterialType } from '@polyloop/shared';
import type { CompanyListItem } from '@polyloop/shared/crm/company';
import { useApi } from '../../lib/api';
import { DataTable, Pager, type Column, type Sort } from '../../components/DataTable';
import { ExportDialog } from '../../components/ExportDialog';
import { PageHeader } from '../crm-shared/PageHeader';
import { formatDate, useUserOptions } from '../crm-shared/hooks';
import { useDebounced } from '../../lib/use-debounced';

export const PAGE_SIZE = 25;

/** The CRM's companies (spec part 1 §2): search, filters, sort, pages, export. */
export default function CompaniesPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebounced(search.trim(), 350);
  const [exporting, setExporting] = useState(false);
  const { nameOf } = useUserOptions();

  const page = Number(params.get('page') ?? 0) || 0;
  const [field, direction] = (params.get('sort') ?? 'name,asc').split(',') as [string, 'asc' | 'desc'];
  const materialType = params.get('materialType') ?? '';
  const tag = params.get('tag') ?? '';
  const archived = params.get('archived') === 'true';

  const set = (patch: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch))
          if (v) next.set(k, v);
          else next.delete(k);
        if (!('page' in patch)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  useEffect(() => {
    if ((params.get('q') ?? '') !== q) set({ q: q || undefined });
  }, [q]);

  const list = useApi(
    CrmRoutes.listCompanies,
    {
      query: {
        page,
        size: PAGE_SIZE,
        sort: `${field},${direction}`,
        q: q || undefined,
        materialType: materialType ? [materialType as MaterialType] : undefined,
        tag: tag || undefined,
        archived: archived ? 'true' : 'false',
      },
    },
    { keepPreviousData: true },
  );
  const rows = list.data?.data;

  const columns: Column<CompanyListItem>[] = [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (c) => (
        <HStack gap="2">
          <Link asChild fontWeight="medium" color="brand.fg">
            <RouterLink to={`/companies/${c.id}`}>{c.name}</RouterLink>
          </Link>
          {c.archived && <Badge size="sm">Archived</Badge>}
        </HStack>
      ),
    },
    {
      key: 'hq',
      header: 'Headquarters',
      cell: (c) =>
        c.headquarters ? [c.headquarters.city, c.headquarters.stateProvince].filter(Boolean).join(', ') : '—',
    },
    {
      key: 'materials',
      header: 'Materials',
      hideBelow: 'md',
      cell: (c) => (c.materials.length ? c.materials.map((m) => MATERIAL_TYPE_LABELS[m]).join(', ') : '—'),
    },
    {
      key: 'tags',
      header: 'Tags',
      hideBelow: 'lg',
      cell: (c) =>
        c.tags.length ? (
          <Wrap gap="1">
            {c.tags.map((t) => (
              <Badge key={t} variant="outline">
                {t}
              </Badge>
            ))}
          </Wrap>
        ) : (
          '—'
        ),
    },
    {
      key: 'reps',
      header: 'Representatives',
      hideBelow: 'lg',
      cell: (c) => (c.representatives.length ? c.representatives.map(nameOf).join(', ') : '—'),
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
  const filtered = !!(q || materialType || tag || archived);

  return (
    <Stack gap="4">
      <PageHeader title="Companies">
        <Button variant="outline" onClick={() => setExporting(true)}>
          <LuDownload aria-hidden /> Export
        </Button>
        <Button asChild>
          <RouterLink to="/companies/new">
            <LuPlus aria-hidden /> New company
          </RouterLink>
        </Button>
      </PageHeader>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
        <Field.Root maxW={{ md: 'xs' }}>
          <Field.Label>Search companies</Field.Label>
          <InputGroup startElement={<LuSearch aria-hidden />}>
            <Input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Name"
            />
          </InputGroup>
        </Field.Root>
        <Field.Root maxW={{ md: '40' }}>
          <Field.Label>Material type</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={materialType}
              onChange={(e) => set({ materialType: e.target.value || undefined })}
            >
              <option value="">All</option>
              {MaterialType.options.map((m) => (
                <option key={m} value={m}>
                  {MATERIAL_TYPE_LABELS[m]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW={{ md: '40' }}>
          <Field.Label>Tag</Field.Label>
          <Input
            defaultValue={tag}
            onKeyDown={(e) => e.key === 'Enter' && set({ tag: e.currentTarget.value.trim() || undefined })}
            onBlur={(e) => set({ tag: e.target.value.trim() || undefined })}
          />
        </Field.Root>
        <Checkbox.Root
          checked={archived}
          onCheckedChange={(d) => set({ archived: d.checked ? 'true' : undefined })}
          pb="2"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Archived</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
      {list.error ? (
        <Text color="fg.error" role="alert">
          The companies could not be loaded.
        </Text>
      ) : (
        <DataTable
          label="Companies"
          columns={columns}
          rows={rows}
          rowKey={(c) => c.id}
          loading={list.isLoading}
          sort={{ field, direction }}
          onSort={(s: Sort) => set({ sort: `${s.field},${s.direction}` })}
          onRowClick={(c) => navigate(`/companies/${c.id}`)}
          empty={
            filtered ? (
              'No companies match these filters.'
            ) : (
              <Stack align="center" gap="3">
                <Text>No companies yet.</Text>
                <Button asChild size="sm">
                  <RouterLink to="/companies/new">New company</RouterLink>
                </Button>
              </Stack>
            )
          }
        />
      )}
      <Pager
        page={page}
        size={PAGE_SIZE}
        total={list.data?.totalCount}
        onChange={(p) => set({ page: String(p) })}
      />
      {exporting && (
        <ExportDialog
          open
          onClose={() => setExporting(false)}
          title="Export companies"
          kind="companies"
          route={CrmRoutes.exportCompanies}
        />
      )}
    </Stack>
  );
}
