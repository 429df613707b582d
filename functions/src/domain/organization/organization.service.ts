import type { Integration } from '@polyloop/shared';
import type * as z from 'zod';

import type { CieTradeConnection } from '@polyloop/shared/orders/trading';
import type { Member } from '../../lib/actor.js';
import { IntegrationConnection, listConnections } from './integration.entity.js';

type IntegrationView = z.infer<typeof Integration>;

/**
 * What can be connected; a company's connections are `integration-connection` items. cieTrade
 * connects today; the accounting services connect with the finance area. Only one accounting
 * service may be active at a time (spec part 1 §9).
 */
const CATALOGUE: IntegrationView[] = [
  {
    id: 'QUICKBOOKS',
    name: 'QuickBooks Online',
    description:
      'Accounting: send invoices and bills to QuickBooks Online (one accounting service can be active at a time).',
    status: 'NOT_CONNECTED',
  },
  {
    id: 'XERO',
    name: 'Xero',
    description:
      'Accounting: send invoices and bills to Xero (one accounting service can be active at a time).',
    status: 'NOT_CONNECTED',
  },
  {
    id: 'CIETRADE',
    name: 'cieTrade',
    description: 'Trading service: export shipments to cieTrade.',
    status: 'NOT_CONNECTED',
  },
];

/** The catalogue, each marked connected where the company has connected it. */
export async function integrations(tenantId: string): Promise<IntegrationView[]> {
  const connected = new Set((await listConnections(tenantId)).map((c) => c.integrationId));
  return CATALOGUE.map((i) => ({ ...i, status: connected.has(i.id) ? 'CONNECTED' : 'NOT_CONNECTED' }));
}

/** Connects cieTrade with the company's account and API key (replacing an earlier connection). */
export async function connectCieTrade(actor: Member, input: CieTradeConnection): Promise<IntegrationView[]> {
  await IntegrationConnection.put({
    tenantId: actor.tenantId,
    integrationId: 'CIETRADE',
    accountId: input.accountId,
    apiKey: input.apiKey,
    connectedBy: actor.userId,
    connectedDate: new Date().toISOString(),
  });
  return integrations(actor.tenantId);
}

export async function disconnect(
  actor: Member,
  integrationId: IntegrationView['id'],
): Promise<IntegrationView[]> {
  await IntegrationConnection.delete({ tenantId: actor.tenantId, integrationId });
  return integrations(actor.tenantId);
}
