import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
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
} from '@chakra-ui/react';
import { LuDownload, LuPlus, LuSearch } from 'react-icons/lu';
import { CrmRoutes, LABELS, MATERIAL_TYPE_LABELS, MaterialType } from '@polyloop/shared';
import type { Material } from '@polyloop/shared/crm/material';
import { useApi } from '../../lib/api';
import { DataTable, Pager, type Column } from '../../components/DataTable';
import { ExportDialog } from '../../components/ExportDialog';
import { useDebounced } from '../../lib/use-debounced';

const PAGE_SIZE = 25;
export const materialPath = (m: Pick<Material, 'id' | 'type'>) => `/materials/${m.type}/${m.id}/details`;

/** The company's materials (my-company → materials). */
export default function MaterialsListPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 350);
  const [type, setType] = useState<MaterialType | ''>('');
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const list = useApi(
    CrmRoutes.listMaterials,
    {
      query: {
        page,
        size: PAGE_SIZE,
        q: q || undefined,
        type: type || undefined,
        archived: archived ? 'true' : 'false',
      },
    },
    { keepPreviousData: true },
  );
  const columns: Column<Material>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (m) => (
        <HStack gap="2">
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={materialPath(m)}>{m.name}</RouterLink>
          </Link>
          {m.archived && <Badge size="sm">Archived</Badge>}
        </HStack>
      ),
    },
    { key: 'identifier', header: 'Identifier', cell: (m) => m.identifier },
    {
      key: 'type',
      header: 'Type',
      cell: (m) =>
        m.type === 'PLX' && m.otherMaterial ? `Other (${m.otherMaterial})` : MATERIAL_TYPE_LABELS[m.type],
    },
    { key: 'grade', header: 'Grade', hideBelow: 'md', cell: (m) => (m.grade ? LABELS.grade[m.grade] : '—') },
    { key: 'form', header: 'Form', hideBelow: 'md', cell: (m) => (m.form ? LABELS.form[m.form] : '—') },
    { key: 'color', header: 'Color', hideBelow: 'md', cell: (m) => (m.color ? LABELS.color[m.color] : '—') },
  ];
  const filtered = !!(q || type || archived);
  return (
    <Stack gap="4">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }} justify="space-between">
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
          <Field.Root maxW={{ md: 'xs' }}>
            <Field.Label>Search materials</Field.Label>
            <InputGroup startElement={<LuSearch aria-hidden />}>
              <Input
                type="search"
                value={search}
                onChange={(e) => (setSearch(e.target.value), setPage(0))}
                placeholder="Name or identifier"
              />
            </InputGroup>
          </Field.Root>
          <Field.Root maxW={{ md: '40' }}>
            <Field.Label>Material type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={type}
                onChange={(e) => (setType(e.target.value as MaterialType | ''), setPage(0))}
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
          <Checkbox.Root
            checked={archived}
            onCheckedChange={(d) => (setArchived(!!d.checked), setPage(0))}
            pb="2"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Archived</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
        <HStack>
          <Button variant="outline" onClick={() => setExporting(true)}>
            <LuDownload aria-hidden /> Export
          </Button>
          <Button asChild>
            <RouterLink to="/materials/new">
              <LuPlus aria-hidden /> New material
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
      {list.error ? (
        <Text color="fg.error" role="alert">
          The materials could not be loaded.
        </Text>
      ) : (
        <DataTable
          label="Materials"
          columns={columns}
          rows={list.data?.data}
          rowKey={(m) => m.id}
          loading={list.isLoading}
          onRowClick={(m) => navigate(materialPath(m))}
          empty={
            filtered
              ? 'No materials match these filters.'
              : 'No materials yet. Create one with "New material".'
          }
        />
      )}
      <Pager page={page} size={PAGE_SIZE} total={list.data?.totalCount} onChange={setPage} />
      {exporting && (
        <ExportDialog
          open
          onClose={() => setExporting(false)}
          title="Export materials"
          kind="materials"
          route={CrmRoutes.exportMaterials}
        />
      )}
    </Stack>
  );
}
