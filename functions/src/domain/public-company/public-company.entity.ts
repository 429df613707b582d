import * as z from 'zod';
import { Service } from '@polyloop/shared/enums';
import { defineEntity } from '../../data/entity.js';

/**
 * A company's face on the network: one per tenant. It carries the counts of its contacts and
 * locations, kept in the same transactions that add or remove them, so "an enabled profile has
 * a contact and a location" is a condition on this one item.
 */
export const PublicProfile = defineEntity({
  name: 'public-company',
  schema: z.object({
    tenantId: z.string(),
    /** What other companies see and link to; never the tenant id. */
    publicCompanyId: z.string(),
    name: z.string(),
    about: z.string().optional(),
    website: z.string().optional(),
    services: z.array(Service),
    enabled: z.boolean(),
    logoKey: z.string().optional(),
    linkCount: z.number().int(),
    contactCount: z.number().int(),
    locationCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  indexes: {
    // PublicProfile.get: the caller's own profile
    byTenant: { pk: ['tenantId'], sk: [] },
    // (the network's reads by public id arrive with the network area)
    byId: { index: 'gsi1', pk: ['publicCompanyId'], sk: [] },
  },
});
export type PublicProfileItem = z.infer<typeof PublicProfile.schema>;
