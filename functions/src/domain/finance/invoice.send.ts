import type { Invoice } from '@polyloop/shared/finance/invoice';
import type { Member } from '../../lib/actor.js';
import { HttpError } from '../../lib/errors.js';

export async function sendInvoice(_actor: Member, _invoice: Invoice, _to?: string): Promise<{ to: string }> {
  throw new HttpError(503, 'Sending invoices is not available yet.', 'NOT_AVAILABLE');
}
