import type * as z from 'zod';
import type { ExportQuery } from '@polyloop/shared/crm/files';
import type { Actor } from '../../lib/actor.js';
import { toCsv, type Cell } from '../export/csv.js';
import { CSV_TYPE, toXlsx, XLSX_TYPE } from '../export/xlsx.js';
import { tenantOf } from './commit.js';
import { createdBetween } from './company.list.js';
import type { CompanyItem } from './company.entity.js';

const HEADER = ['Name', 'Legal name', 'Website', 'Services', 'Materials', 'Tags', 'City', 'State/Province', 'Country', 'Contacts', 'Created'];

const row = (c: CompanyItem): Cell[] => [
  c.name, c.legalName, c.website, c.services.join(', '), c.materials.join(', '), c.tags.join(', '),
  c.headquarters?.city, c.headquarters?.stateProvince, c.headquarters?.country, c.contactCount, c.createdDate.slice(0, 10),
];

export interface ExportFile {
  body: string;
  base64: boolean;
  contentType: string;
  fileName: string;
}

/** Companies created in the date range (inclusive) as CSV or XLSX. */
export async function exportCompanies(actor: Actor, query: z.infer<typeof ExportQuery>): Promise<ExportFile> {
  const rows = (await createdBetween(tenantOf(actor), query.from, query.to)).map(row);
  const fileName = `companies-${query.from}-${query.to}.${query.format}`;
  if (query.format === 'csv') return { body: toCsv(HEADER, rows), base64: false, contentType: CSV_TYPE, fileName };
  return { body: Buffer.from(toXlsx('Companies', HEADER, rows)).toString('base64'), base64: true, contentType: XLSX_TYPE, fileName };
}
