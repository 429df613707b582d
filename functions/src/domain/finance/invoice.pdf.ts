import type { Invoice } from '@polyloop/shared/finance/invoice';
import type { Download } from '../export/index.js';
import { HttpError } from '../../lib/errors.js';

export async function invoicePdf(_tenantId: string, _invoice: Invoice): Promise<Download> {
  throw new HttpError(503, 'Invoice PDFs are not available yet.', 'NOT_AVAILABLE');
}
