import * as z from 'zod';
import { Country } from '@polyloop/shared/identity/address';

/** A stored postal address, as every location-like entity keeps it (always chosen from the suggestions, so it has coordinates). */
export const StoredAddress = {
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
};
