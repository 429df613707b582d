import { Link as RouterLink, useParams } from 'react-router';
import { Link, Stack } from '@chakra-ui/react';
import { InventoryRoutes, MATERIAL_TYPE_LABELS } from '@polyloop/shared';
import type { ProcessReport } from '@polyloop/shared/inventory/process-report';
import { formatDate } from '../../lib/format';
import { DataTable, type Column } from '../../components/DataTable';
import { useRecord } from '../../components/RecordPage';
import { Section } from '../../components/Section';
import { PageHeader } from '../crm-shared/PageHeader';
import { useUserOptions } from '../crm-shared/hooks';
import { Facts } from './Facts';
import {
  formatCost,
  formatLotPlace,
  formatMoney,
  formatWeight,
  haveFromInventory,
  INVENTORY_BASE,
  REPORTS_BASE,
} from './format';

type Input = ProcessReport['inputs'][number];
type Output = ProcessReport['outputs'][number];

const lotLink = (l: { lotId: string; identifier: string }) => (
  <Link asChild color="brand.fg">
    <RouterLink to={`${INVENTORY_BASE}/${l.lotId}`}>{l.identifier}</RouterLink>
  </Link>
);

const INPUT_COLUMNS: Column<Input & { id: string }>[] = [
  { key: 'lot', header: 'Lot', cell: lotLink },
  { key: 'lotNumber', header: 'Lot number', hideBelow: 'md', cell: (i) => i.lotNumber ?? '—' },
  { key: 'percentage', header: 'Share', cell: (i) => `${i.percentage}%` },
  { key: 'consumed', header: 'Consumed', cell: (i) => formatWeight(i.consumed) },
  { key: 'cost', header: 'Cost', hideBelow: 'md', cell: (i) => formatCost(i.cost) },
];
const OUTPUT_COLUMNS: Column<Output & { id: string }>[] = [
  { key: 'lot', header: 'Lot', cell: lotLink },
  { key: 'lotNumber', header: 'Lot number', cell: (o) => o.lotNumber ?? '—' },
  { key: 'weight', header: 'Weight', cell: (o) => formatWeight(o.weight) },
  { key: 'cost', header: 'Cost', cell: (o) => formatCost(o.cost) },
];

/** One process report: what went in, what came out, what was lost and what it cost. */
export function ProcessReportPage() {
  const { id = '' } = useParams();
  const { record: r, fallback } = useRecord(
    InventoryRoutes.getProcessReport,
    { params: { id } },
    { noun: 'process report', back: { label: 'Back to process reports', to: REPORTS_BASE } },
  );
  const users = useUserOptions();
  if (!r) return fallback;
  return (
    <Stack gap="4">
      <PageHeader title={r.identifier} />
      <Section title="Details">
        <Facts
          items={[
            ['Processed', formatDate(`${r.processingDate}T12:00:00Z`)],
            ['Material', r.materialName ?? '—'],
            ['Material type', MATERIAL_TYPE_LABELS[r.materialType]],
            ['Weight in', formatWeight(r.inputWeight)],
            ['Final weight', formatWeight(r.finalWeight)],
            ['Total lost weight', formatWeight(r.totalLostWeight)],
            ['Yield loss', `${r.yieldLoss}%`],
            ['Processing cost', r.processingCost === null ? '—' : formatMoney(r.processingCost)],
            ['Total cost', formatMoney(r.totalCost)],
            ['Location', formatLotPlace(r.location)],
            [
              'Have',
              r.have ? (
                <Link asChild color="brand.fg">
                  <RouterLink to={haveFromInventory(r.have.id)}>{r.have.identifier}</RouterLink>
                </Link>
              ) : (
                '—'
              ),
            ],
            ['Representatives', r.representatives.map(users.nameOf).join(', ')],
            ['Recorded by', r.createdByName ?? '—'],
            ['Notes', r.notes ?? '—'],
          ]}
        />
      </Section>
      <Section title="Inputs">
        <DataTable
          label="Inputs"
          columns={INPUT_COLUMNS}
          rows={r.inputs.map((i) => ({ ...i, id: i.lotId }))}
          empty="No inputs."
        />
      </Section>
      <Section title="Outputs">
        <DataTable
          label="Outputs"
          columns={OUTPUT_COLUMNS}
          rows={r.outputs.map((o) => ({ ...o, id: o.lotId }))}
          empty="No outputs."
        />
      </Section>
    </Stack>
  );
}
