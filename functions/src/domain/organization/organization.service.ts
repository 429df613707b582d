import type { Integration } from '@polyloop/shared';
import type * as z from 'zod';

type IntegrationView = z.infer<typeof Integration>;

/**
 * What can be connected. Nothing is connected yet: connecting comes with the accounting and
 * trading-service issues, which will read the connection records here instead of this constant.
 * Only one accounting service may be active at a time (spec part 1 §9).
 */
const CATALOGUE: IntegrationView[] = [
  { id: 'QUICKBOOKS', name: 'QuickBooks Online', description: 'Accounting: send invoices and bills to QuickBooks Online (one accounting service can be active at a time).', status: 'NOT_CONNECTED' },
  { id: 'XERO', name: 'Xero', description: 'Accounting: send invoices and bills to Xero (one accounting service can be active at a time).', status: 'NOT_CONNECTED' },
  { id: 'CIETRADE', name: 'cieTrade', description: 'Trading service: export shipments to cieTrade.', status: 'NOT_CONNECTED' },
];

export async function integrations(_tenantId: string): Promise<IntegrationView[]> {
  return CATALOGUE.map((i) => ({ ...i }));
}
