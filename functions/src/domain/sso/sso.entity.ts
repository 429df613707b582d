import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';
import { SsoProviderType } from '@polyloop/shared/identity/sso';

/**
 * A company's single sign-on provider, one per company. The provider itself (and its client
 * secret) lives in the user pool under `name`; this record keeps what the company sees of it and
 * which e-mail domains it serves.
 */
export const SsoConnection = defineEntity({
  name: 'sso-connection',
  schema: z.object({
    tenantId: z.string(),
    name: z.string(),
    type: SsoProviderType,
    issuer: z.string().optional(),
    clientId: z.string().optional(),
    hasClientSecret: z.boolean().default(false),
    metadataUrl: z.string().optional(),
    domains: z.array(z.string()),
    updatedAt: z.string(),
    updatedBy: z.string(),
  }),
  indexes: {
    // SsoConnection.get: a company's provider
    byTenant: { pk: ['tenantId'], sk: [] },
  },
});
export type SsoConnectionItem = z.infer<typeof SsoConnection.schema>;

/**
 * Claims an e-mail domain for one company's provider: written with `attribute_not_exists` in the
 * same transaction as the provider, so two companies can never both route one domain.
 */
export const SsoDomain = defineEntity({
  name: 'sso-domain',
  schema: z.object({
    domain: z.string(),
    tenantId: z.string(),
    provider: z.string(),
  }),
  indexes: {
    // SsoDomain.get: which provider (and company) serves a domain
    byDomain: { pk: ['domain'], sk: [] },
  },
});
export type SsoDomainItem = z.infer<typeof SsoDomain.schema>;
