import { useNavigate } from 'react-router';
import { Stack } from '@chakra-ui/react';
import { CrmRoutes, LABELS, MATERIAL_TYPE_LABELS, MaterialType } from '@polyloop/shared';
import type { Material } from '@polyloop/shared/crm/material';
import type { Column } from '../../components/DataTable';
import { ListActions, RecordLink } from '../../components/list/ListActions';
import {
  CheckFilter,
  ListToolbar,
  MaterialTypeFilter,
  SearchFilter,
} from '../../components/list/ListFilters';
import { ListTable } from '../../components/list/ListTable';
import { SavedViews } from '../../components/list/SavedViews';
import { useList } from '../../components/list/use-list';
import { flagOf } from '../../components/list/list-state';
import { materialPath } from './material-path';

const PAGE_SIZE = 25;
const typeOf = (v: string) => MaterialType.safeParse(v).data;

const columns: Column<Material>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (m) => <RecordLink to={materialPath(m)} name={m.name} archived={m.archived} />,
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

/** The company's materials (my-company → materials): search, type, archived, pages, saved views, export. */
export default function MaterialsListPage() {
  const navigate = useNavigate();
  const list = useList(CrmRoutes.listMaterials, {
    filters: { q: '', type: '', archived: '' },
    pageSize: PAGE_SIZE,
    query: ({ filters, page, size }) => ({
      page,
      size,
      q: filters.q || undefined,
      type: typeOf(filters.type),
      archived: flagOf(filters.archived),
    }),
  });
  return (
    <Stack gap="4">
      <ListToolbar
        actions={
          <ListActions
            views={<SavedViews type="MATERIALS" list={list} />}
            exportList={{ title: 'Export materials', kind: 'materials', route: CrmRoutes.exportMaterials }}
            create={{ to: '/materials/new', label: 'New material' }}
          />
        }
      >
        <SearchFilter list={list} name="q" label="Search materials" placeholder="Name or identifier" />
        <MaterialTypeFilter list={list} name="type" />
        <CheckFilter list={list} name="archived" label="Archived" />
      </ListToolbar>
      <ListTable
        list={list}
        label="Materials"
        columns={columns}
        onRowClick={(m) => navigate(materialPath(m))}
        errorText="The materials could not be loaded."
        empty='No materials yet. Create one with "New material".'
        emptyFiltered="No materials match these filters."
      />
    </Stack>
  );
}
