import * as z from 'zod';
import { lifecycle, lifecycleContracts } from '../../lib/lifecycle.js';
import { Location } from './location.entity.js';

const Where = z.object({
  city: z.string(),
  stateProvince: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/** A location of a CRM company was added, changed, archived or restored (matching reads where things are). */
export const LocationEvents = lifecycleContracts(
  'location',
  Where.extend({ tenantId: z.string(), companyId: z.string(), locationId: z.string() }),
  'added',
);

export const locationEvents = lifecycle(
  LocationEvents,
  Location.decode,
  ({ tenantId, companyId, locationId, city, stateProvince, country, latitude, longitude }) => ({
    tenantId,
    companyId,
    locationId,
    city,
    stateProvince,
    country,
    latitude,
    longitude,
  }),
);
