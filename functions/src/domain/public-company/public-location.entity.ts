import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';
import { StoredAddress } from '../../data/address.js';

/** A place of business shown on the public profile (always chosen from the address suggestions). */
export const PublicLocation = defineEntity({
  name: 'public-location',
  schema: z.object({
    tenantId: z.string(),
    /** Time-ordered, so the primary location (the first one) lists first. */
    locationId: z.string(),
    ...StoredAddress,
    createdAt: z.string(),
  }),
  indexes: {
    // listPublicLocations: a profile's locations, oldest first
    byTenant: { pk: ['tenantId'], sk: ['locationId'] },
  },
});
export type PublicLocationItem = z.infer<typeof PublicLocation.schema>;

/** A profile's public locations, oldest first. */
export const listPublicLocations = (tenantId: string) => PublicLocation.queryAll('byTenant', { tenantId });
