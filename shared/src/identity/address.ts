import * as z from 'zod';
import { storableNumber } from '../bounds.js';

export const Country = z.enum(['US', 'CA']);
export type Country = z.infer<typeof Country>;

/** An address suggestion while typing (US and Canada only). */
export const PlacePrediction = z.object({
  placeId: z.string(),
  description: z.string(),
  sandbox: z.boolean().optional(),
});
export type PlacePrediction = z.infer<typeof PlacePrediction>;

/** Place details (spec part 3 §3.1): what choosing a suggestion fills in. */
export const PlaceDetails = z.object({
  placeId: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  phoneNumber: z.string().optional(),
  formattedAddress: z.string(),
  name: z.string().optional(),
  website: z.string().optional(),
  address: z.string(),
  addressLineTwo: z.string().optional(),
  city: z.string(),
  /** Short code: IL, ON. */
  stateProvince: z.string(),
  /** Short code. */
  country: Country,
  /** ZIP+4 suffixes are joined with a hyphen. */
  postalCode: z.string(),
});
export type PlaceDetails = z.infer<typeof PlaceDetails>;

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * A postal address as every location form sends it. The address must come from the
 * autocomplete, so coordinates are required (spec part 1 §5, Locations).
 */
export const AddressInput = z.object({
  address: required('Address'),
  addressLineTwo: z.string().trim().max(200).optional(),
  city: required('City'),
  stateProvince: required('State/Province'),
  postalCode: required('Postal Code', 20),
  country: z.enum(['US', 'CA'], { error: 'Country is required' }),
  formattedAddress: z.string().trim().max(400).optional(),
  latitude: storableNumber({
    error: 'Missing primary location data. Please select a location or address from the dropdown.',
  })
    .min(-90)
    .max(90),
  longitude: storableNumber({
    error: 'Missing primary location data. Please select a location or address from the dropdown.',
  })
    .min(-180)
    .max(180),
});
export type AddressInput = z.infer<typeof AddressInput>;
