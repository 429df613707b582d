import type * as z from 'zod';
import type { ExportQuery as Query } from '@polyloop/shared/crm/files';

type ExportQuery = z.infer<typeof Query>;
import type { Member } from '../../lib/actor.js';
import type { Download } from '../export/index.js';
import { HttpError } from '../../lib/errors.js';

export async function exportInvoices(
  _actor: Member,
  _kind: 'INVOICE' | 'BILL',
  _query: ExportQuery,
): Promise<Download> {
  throw new HttpError(503, 'Exports are not available yet.', 'NOT_AVAILABLE');
}
export async function exportFinancials(_actor: Member, _query: ExportQuery): Promise<Download> {
  throw new HttpError(503, 'Exports are not available yet.', 'NOT_AVAILABLE');
}
