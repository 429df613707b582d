import * as z from 'zod';
import { Country } from '@polyloop/shared';
import { defineEntity } from '../../data/entity.js';

/** A place of business shown on the public profile (always chosen from the address suggestions). */
export const PublicLocation = defineEntity({
  name: 'public-location',
  version: 1,
  schema: z.object({
    tenantId: z.string(),
    /** Time-ordered, so the primary location (the first one) lists first. */
    locationId: z.string(),
    name: z.string().optional(),
    address: z.string(),
    addressLineTwo: z.string().optional(),
    city: z.string(),
    stateProvince: z.string(),
    postalCode: z.string(),
    country: Country,
    formattedAddress: z.string().optional(),
    latitude: z.number(),
    longitude: z.number(),
    createdAt: z.string(),
  }),
  indexes: {
    // listPublicLocations: a profile's locations, oldest first
    byTenant: { pk: ['tenantId'], sk: ['locationId'] },
  },
});
export type PublicLocationItem = z.infer<typeof PublicLocation.schema>;
