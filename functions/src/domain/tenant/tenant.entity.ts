import * as z from 'zod';
import { PublishingPermissions } from '@polyloop/shared';
import { defineEntity } from '../../data/entity.js';

/** A company using the product: every user and every Core record belongs to exactly one. */
export const Tenant = defineEntity({
  name: 'tenant',
  version: 1,
  schema: z.object({
    tenantId: z.string(),
    name: z.string(),
    shortCode: z.string(),
    website: z.string().optional(),
    city: z.string().optional(),
    stateProvince: z.string().optional(),
    country: z.string().optional(),
    createdAt: z.string(),
    createdBy: z.string().optional(),
    onboardedAt: z.string().optional(),
    intents: z.array(z.string()).default([]),
    materials: z.array(z.string()).default([]),
    defaultTaxRate: z.number().nullable().default(null),
    paymentTerms: z.string().nullable().default(null),
    publishing: PublishingPermissions,
  }),
  indexes: {
    // getTenant: one company by id
    byId: { pk: ['tenantId'], sk: [] },
  },
});
export type TenantItem = z.infer<typeof Tenant.schema>;
