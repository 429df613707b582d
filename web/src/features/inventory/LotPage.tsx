import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Badge, Button, Link, Stack } from '@chakra-ui/react';
import { LuPencil, LuScale } from 'react-icons/lu';
import { InventoryRoutes, MATERIAL_TYPE_LABELS } from '@polyloop/shared';
import { LOT_SOURCE_LABELS, type Adjustment, type Lot } from '@polyloop/shared/inventory/lot';
import { useApi } from '../../lib/api';
import { formatDate, formatDateTime } from '../../lib/format';
import { DataTable, type Column } from '../../components/DataTable';
import { HistorySection } from '../../components/HistoryFeed';
import { useRecord } from '../../components/RecordPage';
import { Section } from '../../components/Section';
import { PageHeader } from '../crm-shared/PageHeader';
import { Facts } from './Facts';
import { AdjustDialog, EditLotDialog } from './LotDialogs';
import {
  formatCost,
  formatLotPlace,
  formatWeight,
  haveFromInventory,
  INVENTORY_BASE,
  REPORTS_BASE,
} from './format';

const ADJUSTMENT_COLUMNS: Column<Adjustment>[] = [
  { key: 'when', header: 'When', cell: (a) => formatDateTime(a.createdDate) },
  {
    key: 'change',
    header: 'Change',
    cell: (a) => `${a.change.unitValue > 0 ? '+' : ''}${formatWeight(a.change)}`,
  },
  { key: 'after', header: 'Remaining after', cell: (a) => formatWeight(a.remainingAfter) },
  { key: 'reason', header: 'Reason', cell: (a) => a.reason },
  { key: 'who', header: 'By', hideBelow: 'md', cell: (a) => a.createdByName ?? '—' },
];

function Source({ lot }: { lot: Lot }) {
  const s = lot.source;
  if (s.kind === 'HAVE' && s.haveId)
    return (
      <Link asChild color="brand.fg">
        <RouterLink to={haveFromInventory(s.haveId)}>{`Have ${s.haveIdentifier ?? ''}`}</RouterLink>
      </Link>
    );
  if (s.kind === 'PROCESS_OUTPUT' && s.processReportId)
    return (
      <Link asChild color="brand.fg">
        <RouterLink
          to={`${REPORTS_BASE}/${s.processReportId}`}
        >{`Process report ${s.processReportIdentifier ?? ''}`}</RouterLink>
      </Link>
    );
  return <>{[LOT_SOURCE_LABELS[s.kind], s.reference].filter(Boolean).join(' ')}</>;
}

/** One lot: what it is and where, what remains, its adjustments (with reasons) and its history. */
export function LotPage() {
  const { id = '' } = useParams();
  const { record: lot, fallback } = useRecord(
    InventoryRoutes.getLot,
    { params: { id } },
    { noun: 'lot', back: { label: 'Back to inventory', to: INVENTORY_BASE } },
  );
  const adjustments = useApi(InventoryRoutes.listLotAdjustments, { params: { id } });
  const [dialog, setDialog] = useState<'adjust' | 'edit'>();
  if (!lot) return fallback;
  const empty = lot.remainingWeight.unitValue === 0;
  return (
    <Stack gap="4">
      <PageHeader
        title={lot.identifier}
        badge={
          <Badge colorPalette={empty ? 'gray' : 'green'} variant="subtle">
            {empty ? 'Used up' : `${formatWeight(lot.remainingWeight)} remaining`}
          </Badge>
        }
      >
        <Button variant="outline" onClick={() => setDialog('edit')}>
          <LuPencil aria-hidden /> Edit lot
        </Button>
        <Button onClick={() => setDialog('adjust')}>
          <LuScale aria-hidden /> Adjust weight
        </Button>
      </PageHeader>
      <Section title="Details">
        <Facts
          items={[
            ['Remaining weight', formatWeight(lot.remainingWeight)],
            ['Received weight', formatWeight(lot.weight)],
            ['Cost', formatCost(lot.cost)],
            ['Material', lot.materialName ?? '—'],
            ['Material type', MATERIAL_TYPE_LABELS[lot.materialType]],
            ['Lot number', lot.lotNumber ?? '—'],
            ['Location', formatLotPlace(lot.location)],
            ['Received', formatDate(`${lot.receivedDate}T12:00:00Z`)],
            ['Source', <Source key="source" lot={lot} />],
            ['Notes', lot.notes ?? '—'],
          ]}
        />
      </Section>
      <Section title="Adjustments">
        <DataTable
          label="Adjustments"
          columns={ADJUSTMENT_COLUMNS}
          rows={adjustments.data?.data}
          loading={adjustments.isLoading}
          empty="No adjustments yet. Use “Adjust weight” to correct what remains, with a reason."
        />
      </Section>
      <HistorySection route={InventoryRoutes.lotHistory} id={lot.id} />
      {dialog === 'adjust' && <AdjustDialog lot={lot} onClose={() => setDialog(undefined)} />}
      {dialog === 'edit' && <EditLotDialog lot={lot} onClose={() => setDialog(undefined)} />}
    </Stack>
  );
}
