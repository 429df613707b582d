import * as z from 'zod';
import { RecordId as Id, Email, PersonName, Phone } from '../primitives.js';
import { OrderPrice, OrderWeight } from '../orders/order.js';
import { ListingPlace } from '../supply/listing.js';
import { NETWORK_ID_PATTERN } from './id.js';

/**
 * What offers, requests and public listings share (spec part 2 §2, §3, §5, §9): their ids, the
 * parties, places, contact details and the limits the wizards enforce.
 */

export { NETWORK_ID_PATTERN, isNetworkId } from './id.js';
export const NetworkId = z.string().regex(NETWORK_ID_PATTERN, 'Not an offer or request id');

export const IsoDate = z.iso.date({ message: 'Enter a date as yyyy-mm-dd' });

/** The material's name a listing, an offer or an auction shows. */
export const MaterialName = z
  .string()
  .trim()
  .min(1, 'Material name is required')
  .max(120, 'Material name must be at most 120 characters');
/** What its company writes about a listing, a request or an auction's material. */
export const Description = z.string().trim().max(2000, 'Description must be at most 2000 characters');

/** At most this many people of one company look after an offer or request (the spec leaves the value open). */
export const MAX_NETWORK_REPRESENTATIVES = 5;
/** One offer or request goes to at most this many linked companies at once (two items each in one transaction). */
export const MAX_RECIPIENTS = 25;
export const MESSAGE_MAX = 2000;

export const NETWORK_MESSAGES = {
  representativesRequired: 'Assign at least one representative',
  representativesMax: `Assign at most ${MAX_NETWORK_REPRESENTATIVES} representatives`,
  linkRequired: 'Choose at least one linked company',
  recipientsMax: `Send to at most ${MAX_RECIPIENTS} companies at once`,
  notLinked: 'You can only trade with companies you are linked with.',
  profileDisabled: "Enable your company's public profile to trade on the network.",
  freePlan: 'Upgrade your plan to send offers and requests.',
  changed: 'It changed meanwhile. Reload it and try again.',
} as const;

export const Representatives = z
  .array(Id)
  .min(1, NETWORK_MESSAGES.representativesRequired)
  .max(MAX_NETWORK_REPRESENTATIVES, NETWORK_MESSAGES.representativesMax);

export const Message = z
  .string()
  .trim()
  .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`);

/** Who to talk to about an offer (part 2 §5: name, e-mail and a 10-digit phone). */
export const ContactInformation = z.object({
  name: PersonName('Contact name'),
  email: Email,
  phoneNumber: Phone,
});
export type ContactInformation = z.infer<typeof ContactInformation>;

/** The network's price and weight: the orders' bounds, so a confirmed offer always makes a valid order. */
export const NetworkPrice = OrderPrice;
export const NetworkWeight = OrderWeight;

/** A company as the network names it: its public id and name. */
export const NetworkParty = z.object({ id: z.string(), name: z.string() });
export type NetworkParty = z.infer<typeof NetworkParty>;

/** Where material is or goes, as both parties see it: a listing's place without the company's own location id. */
export const NetworkPlace = ListingPlace.omit({ locationId: true });
export type NetworkPlace = z.infer<typeof NetworkPlace>;

export const placeLabel = (p: NetworkPlace | null | undefined) =>
  p ? [p.city, p.stateProvince, p.country].filter(Boolean).join(', ') || p.name || '' : '';

export { NEAR_MESSAGE, NearQuery, nearIsWhole } from '../near.js';
