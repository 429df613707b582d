import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/**
 * A company's connection to an outside service (cieTrade today), as its administrator entered
 * it. The API key is write-only: no route answers it; the table is encrypted at rest.
 */
export const IntegrationConnection = defineEntity({
  name: 'integration-connection',
  schema: z.object({
    tenantId: z.string(),
    integrationId: z.enum(['QUICKBOOKS', 'XERO', 'CIETRADE']),
    accountId: z.string(),
    apiKey: z.string(),
    connectedBy: z.string(),
    connectedDate: z.string(),
  }),
  indexes: {
    // IntegrationConnection.get, listConnections: a company's connections
    byTenant: { pk: ['tenantId'], sk: ['integrationId'] },
  },
});
export type IntegrationConnectionItem = z.infer<typeof IntegrationConnection.schema>;

export const listConnections = (tenantId: string) => IntegrationConnection.queryAll('byTenant', { tenantId });
