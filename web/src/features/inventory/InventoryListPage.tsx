import { Link as RouterLink, useNavigate } from 'react-router';
import { Button, Stack } from '@chakra-ui/react';
import { LuFactory } from 'react-icons/lu';
import { InventoryRoutes, MATERIAL_TYPE_LABELS, MaterialType } from '@polyloop/shared';
import { LOT_SOURCE_LABELS, type Lot } from '@polyloop/shared/inventory/lot';
import type { Column } from '../../components/DataTable';
import { ListActions, RecordLink } from '../../components/list/ListActions';
import {
  CheckFilter,
  ListToolbar,
  MaterialTypeFilter,
  SelectFilter,
} from '../../components/list/ListFilters';
import { ListTable } from '../../components/list/ListTable';
import { SavedViews } from '../../components/list/SavedViews';
import { useList } from '../../components/list/use-list';
import { flagOf } from '../../components/list/list-state';
import { formatDate } from '../../lib/format';
import { formatCost, formatLotPlace, formatWeight, INVENTORY_BASE, REPORTS_BASE } from './format';
import { useLocationOptions, useMaterialOptions } from './use-pickers';

const typeOf = (v: string) => MaterialType.safeParse(v).data;

const COLUMNS: Column<Lot>[] = [
  {
    key: 'identifier',
    header: 'Lot',
    cell: (l) => <RecordLink to={`${INVENTORY_BASE}/${l.id}`} name={l.identifier} />,
  },
  { key: 'lotNumber', header: 'Lot number', hideBelow: 'md', cell: (l) => l.lotNumber ?? '—' },
  {
    key: 'material',
    header: 'Material',
    cell: (l) => l.materialName ?? MATERIAL_TYPE_LABELS[l.materialType],
  },
  { key: 'type', header: 'Type', hideBelow: 'md', cell: (l) => MATERIAL_TYPE_LABELS[l.materialType] },
  { key: 'remaining', header: 'Remaining', cell: (l) => formatWeight(l.remainingWeight) },
  { key: 'cost', header: 'Cost', hideBelow: 'md', cell: (l) => formatCost(l.cost) },
  { key: 'location', header: 'Location', hideBelow: 'lg', cell: (l) => formatLotPlace(l.location) },
  { key: 'source', header: 'Source', hideBelow: 'lg', cell: (l) => LOT_SOURCE_LABELS[l.source.kind] },
  { key: 'received', header: 'Received', cell: (l) => formatDate(`${l.receivedDate}T12:00:00Z`) },
];

/** Inventory (spec part 1 §2): lots by received date, filtered by location, material type and material, pages of 25, saved views, export. */
export function InventoryListPage() {
  const navigate = useNavigate();
  const locations = useLocationOptions();
  const materials = useMaterialOptions();
  const list = useList(InventoryRoutes.listLots, {
    filters: { locationId: '', materialType: '', materialId: '', available: '' },
    pageSize: 25,
    query: ({ filters, page, size }) => ({
      page,
      size,
      locationId: filters.locationId || undefined,
      materialType: typeOf(filters.materialType),
      materialId: filters.materialId || undefined,
      available: flagOf(filters.available),
    }),
  });
  return (
    <Stack gap="4">
      <ListToolbar
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to={REPORTS_BASE}>
                <LuFactory aria-hidden /> Process reports
              </RouterLink>
            </Button>
            <ListActions
              views={<SavedViews type="INVENTORY" list={list} />}
              exportList={{ title: 'Export inventory', kind: 'inventory', route: InventoryRoutes.exportLots }}
              create={{ to: `${INVENTORY_BASE}/new`, label: 'New inventory' }}
            />
          </>
        }
      >
        <SelectFilter list={list} name="locationId" label="Location" choices={locations} />
        <MaterialTypeFilter list={list} name="materialType" />
        <SelectFilter list={list} name="materialId" label="Material" choices={materials} />
        <CheckFilter list={list} name="available" label="With weight remaining" />
      </ListToolbar>
      <ListTable
        list={list}
        label="Inventory"
        columns={COLUMNS}
        onRowClick={(l) => navigate(`${INVENTORY_BASE}/${l.id}`)}
        errorText="The inventory could not be loaded."
        empty='No inventory yet. Record some with "New inventory".'
        emptyFiltered="No lots match these filters."
      />
    </Stack>
  );
}
