import type * as z from 'zod';
import type { ExportQuery } from '@polyloop/shared/crm/files';
import { toCsv, type Cell } from './csv.js';

/** A file the browser saves under `fileName`: an export, a datasheet. The HTTP layer sends it as an attachment. */
export interface Download {
  fileName: string;
  contentType: string;
  /** Text is sent as it is; bytes go base64-encoded through API Gateway. */
  body: Buffer | string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_TYPE = 'text/csv; charset=utf-8';

/** A list as the export dialog asks for it (CSV or XLSX), named `<what>-<from>-<to>.<format>`. */
export async function tableFile(
  what: string,
  sheet: string,
  query: z.infer<typeof ExportQuery>,
  header: string[],
  rows: Cell[][],
): Promise<Download> {
  const fileName = `${what}-${query.from}-${query.to}.${query.format}`;
  if (query.format === 'csv') return { fileName, contentType: CSV_TYPE, body: toCsv(header, rows) };
  // The zip writer builds its tables at load, a cost every cold start would pay for a rare export.
  const { toXlsx } = await import('./xlsx.js');
  return { fileName, contentType: XLSX_TYPE, body: Buffer.from(toXlsx(sheet, header, rows)) };
}
