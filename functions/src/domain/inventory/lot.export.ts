import type * as z from 'zod';
import type { ExportQuery } from '@polyloop/shared/crm/files';
import { MATERIAL_TYPE_LABELS } from '@polyloop/shared/enums';
import { PRICE_UNIT_LABELS, WEIGHT_UNIT_LABELS } from '@polyloop/shared/conversions';
import { LOT_SOURCE_LABELS, type Lot } from '@polyloop/shared/inventory/lot';
import type { Member } from '../../lib/actor.js';
import type { Cell } from '../export/index.js';
import { tableFile, type Download } from '../export/index.js';
import { listLotsReceivedBetween } from './lot.entity.js';
import { view } from './lot.records.js';

const HEADER = [
  'Identifier',
  'Lot number',
  'Company',
  'Location',
  'Material',
  'Material type',
  'Received weight',
  'Remaining weight',
  'Unit',
  'Cost',
  'Cost unit',
  'Received date',
  'Source',
  'Source reference',
  'Notes',
];

const sourceReference = (l: Lot) =>
  l.source.haveIdentifier ?? l.source.processReportIdentifier ?? l.source.reference ?? undefined;

const row = (l: Lot): Cell[] => [
  l.identifier,
  l.lotNumber ?? undefined,
  l.location.companyName,
  [l.location.name, l.location.city, l.location.stateProvince].filter(Boolean).join(', ') || undefined,
  l.materialName ?? undefined,
  MATERIAL_TYPE_LABELS[l.materialType],
  l.weight.unitValue,
  l.remainingWeight.unitValue,
  WEIGHT_UNIT_LABELS[l.weight.unit],
  l.cost?.unitValue,
  l.cost ? PRICE_UNIT_LABELS[l.cost.unit] : undefined,
  l.receivedDate,
  LOT_SOURCE_LABELS[l.source.kind],
  sourceReference(l),
  l.notes ?? undefined,
];

/** Lots received in the date range (inclusive) as CSV or XLSX: one Query of the received-date index. */
export async function exportLots(actor: Member, query: z.infer<typeof ExportQuery>): Promise<Download> {
  const lots = await listLotsReceivedBetween(actor.tenantId, query.from, query.to);
  return tableFile('inventory', 'Inventory', query, HEADER, lots.map(view).map(row));
}
