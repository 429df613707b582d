import type * as z from 'zod';
import {
  FLAG_PROPERTIES,
  RANGE_PROPERTIES,
  type Material,
  type RangeProperty,
} from '@polyloop/shared/crm/material';
import type { ExportQuery } from '@polyloop/shared/crm/files';
import { LABELS, MATERIAL_TYPE_LABELS } from '@polyloop/shared/enums';
import type { Member } from '../../lib/actor.js';
import type { Cell } from '../export/index.js';
import { tableFile, type Download } from '../export/index.js';
import { formatRange } from './datasheet.js';
import { createdBetween } from './material.service.js';

const RANGES = Object.keys(RANGE_PROPERTIES) as RangeProperty[];
const FLAGS = Object.keys(FLAG_PROPERTIES) as (keyof typeof FLAG_PROPERTIES)[];
const HEADER = [
  'Identifier',
  'Name',
  'Type',
  'Other material',
  'Grade',
  'Form',
  'Color',
  'Description',
  ...RANGES.map((k) => RANGE_PROPERTIES[k].label),
  ...FLAGS.map((k) => FLAG_PROPERTIES[k]),
  'Archived',
  'Created',
];

const row = (m: Material): Cell[] => [
  m.identifier,
  m.name,
  MATERIAL_TYPE_LABELS[m.type],
  m.otherMaterial,
  m.grade && LABELS.grade[m.grade],
  m.form && LABELS.form[m.form],
  m.color && LABELS.color[m.color],
  m.description,
  ...RANGES.map((k) => (m[k] ? formatRange(k, m[k]) : undefined)),
  ...FLAGS.map((k) => (m[k] === undefined ? undefined : m[k] ? 'Yes' : 'No')),
  m.archived ? 'Yes' : 'No',
  m.createdDate.slice(0, 10),
];

/** Materials created in the date range (inclusive) as CSV or XLSX, with the same writers as the company export. */
export async function exportMaterials(actor: Member, query: z.infer<typeof ExportQuery>): Promise<Download> {
  return tableFile(
    'materials',
    'Materials',
    query,
    HEADER,
    (await createdBetween(actor, query.from, query.to)).map(row),
  );
}
