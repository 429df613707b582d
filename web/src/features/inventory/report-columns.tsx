import { MATERIAL_TYPE_LABELS } from '@polyloop/shared';
import type { ProcessReport } from '@polyloop/shared/inventory/process-report';
import type { Column } from '../../components/DataTable';
import { RecordLink } from '../../components/list/ListActions';
import { formatDate } from '../../lib/format';
import { formatLotPlace, formatWeight, REPORTS_BASE } from './format';

/** How process reports list, on their page and on a have's processing tab. */
export const REPORT_COLUMNS: Column<ProcessReport>[] = [
  {
    key: 'identifier',
    header: 'Report',
    cell: (r) => <RecordLink to={`${REPORTS_BASE}/${r.id}`} name={r.identifier} />,
  },
  { key: 'date', header: 'Processed', cell: (r) => formatDate(`${r.processingDate}T12:00:00Z`) },
  {
    key: 'material',
    header: 'Material',
    cell: (r) => r.materialName ?? MATERIAL_TYPE_LABELS[r.materialType],
  },
  { key: 'final', header: 'Final weight', cell: (r) => formatWeight(r.finalWeight) },
  { key: 'lost', header: 'Lost weight', hideBelow: 'md', cell: (r) => formatWeight(r.totalLostWeight) },
  { key: 'yield', header: 'Yield loss', cell: (r) => `${r.yieldLoss}%` },
  {
    key: 'inputs',
    header: 'Inputs',
    hideBelow: 'md',
    cell: (r) => r.inputs.map((i) => i.identifier).join(', '),
  },
  { key: 'location', header: 'Location', hideBelow: 'lg', cell: (r) => formatLotPlace(r.location) },
];
