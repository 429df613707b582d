import * as z from 'zod';
import { AccountingProvider } from '@polyloop/shared/finance/accounting';
import { defineEntity } from '../../data/entity.js';

const Tokens = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresAt: z.string(),
  realmId: z.string(),
});

/**
 * A company's accounting connection: ONE item per company, created only where none is, so two
 * connects at once leave one connection and a 409 (spec part 1 §9: one active service). In AWS its
 * tokens are a Secrets Manager secret of its own; `localTokens` holds them only in the local cloud,
 * against its sandbox service.
 */
export const AccountingConnectionEntity = defineEntity({
  name: 'accounting-connection',
  schema: z.object({
    tenantId: z.string(),
    provider: AccountingProvider,
    status: z.enum(['ACTIVE', 'NEEDS_RECONNECT']),
    realmId: z.string(),
    connectedBy: z.string(),
    connectedDate: z.string(),
    sandbox: z.boolean(),
    /** Local cloud only (sandbox): the tokens, which AWS keeps in Secrets Manager. */
    localTokens: Tokens.optional(),
  }),
  indexes: {
    // AccountingConnectionEntity.get: the company's connection
    byTenant: { pk: ['tenantId'], sk: [] },
  },
});
export type AccountingConnectionItem = z.infer<typeof AccountingConnectionEntity.schema>;

/**
 * A connect in progress: the OAuth `state` handed to the service, bound to the company, the person
 * and the provider; deleted when used (so used once), refused after `expiresAt` (epoch seconds,
 * also DynamoDB's TTL).
 */
export const AccountingConnectStateEntity = defineEntity({
  name: 'accounting-connect-state',
  schema: z.object({
    state: z.string(),
    tenantId: z.string(),
    userId: z.string(),
    provider: AccountingProvider,
    expiresAt: z.number().int(),
  }),
  indexes: {
    // AccountingConnectStateEntity.get: a state handed back by the service
    byState: { pk: ['state'], sk: [] },
  },
});

/** The company's accounting defaults (spec part 1 §3 accounting settings), ids from the service's lists. */
export const AccountingSettingsEntity = defineEntity({
  name: 'accounting-settings',
  schema: z.object({
    tenantId: z.string(),
    provider: AccountingProvider,
    taxRateId: z.string().optional(),
    termsId: z.string().optional(),
    incomeAccountId: z.string().optional(),
    expenseAccountId: z.string().optional(),
    itemMapping: z.record(z.string(), z.string()).default({}),
    updatedBy: z.string(),
    updatedDate: z.string(),
  }),
  indexes: {
    // AccountingSettingsEntity.get: the company's settings
    byTenant: { pk: ['tenantId'], sk: [] },
  },
});
export type AccountingSettingsItem = z.infer<typeof AccountingSettingsEntity.schema>;

/** A CRM company's customer and/or vendor in the connected service. */
export const CompanyLinkEntity = defineEntity({
  name: 'accounting-company-link',
  schema: z.object({
    tenantId: z.string(),
    companyId: z.string(),
    companyName: z.string(),
    provider: AccountingProvider,
    customerId: z.string().optional(),
    customerName: z.string().optional(),
    vendorId: z.string().optional(),
    vendorName: z.string().optional(),
    updatedDate: z.string(),
  }),
  indexes: {
    // CompanyLinkEntity.get, listCompanyLinks: the company's links, by CRM company id
    byTenant: { pk: ['tenantId'], sk: ['companyId'] },
  },
});
export type CompanyLinkItem = z.infer<typeof CompanyLinkEntity.schema>;

/** Every company link of a company (a company links tens, not thousands). */
export const listCompanyLinks = (tenantId: string) => CompanyLinkEntity.queryAll('byTenant', { tenantId });
