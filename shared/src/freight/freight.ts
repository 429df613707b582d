import * as z from 'zod';
import { storableNumber } from '../bounds.js';
import { Weight } from '../supply/listing.js';

/**
 * Freight quotes and booking (spec part 3 §2.3, §3.1, §4.4, §4.5, §4.7, §5.1, §8.1, §8.2, §9.1):
 * the user asks for quotes between two places in the US or Canada, every freight partner serving
 * them is asked, and their quotes stream to the user's `freight-quote` channel as they arrive.
 */

export const FREIGHT_RULES = {
  /** The quote stream stops after this long (§9.1), and the server stops taking quotes. */
  timeoutSeconds: 60,
  tickerMs: 1000,
  /** The "quotes take time" note shows after this long. */
  slowNoteSeconds: 10,
  skeletons: 3,
  /** A quote can be booked for 48 hours after it was requested. */
  quoteValidHours: 48,
  /** A partner answers a booking within 30 minutes of business hours. */
  bookingAnswerMinutes: 30,
  businessHours: { zone: 'America/New_York', startHour: 8, endHour: 20 },
  /** How far ahead a pickup may be asked for. */
  maxPickupDays: 90,
  countries: ['US', 'CA'] as const,
  currency: 'USD',
} as const;

/** What a partner may answer instead of a price (§4.7). */
export const FreightErrorKind = z.enum([
  'ADDRESS_NOT_ACCURATE',
  'ADDRESS_MISSING_FIELDS',
  'REGION_NOT_SUPPORTED',
  'DISTANCE_UNKNOWN',
  'QUOTE_REJECTED',
  'PICKUP_DATE_TOO_FAR',
  'PICKUP_DATE_TOO_SOON',
  'UNKNOWN',
]);
export type FreightErrorKind = z.infer<typeof FreightErrorKind>;

/** The card's alert per error kind (§8.1, keys freight.quote.errors.*): both pickup date kinds share one. */
export const FREIGHT_QUOTE_ERRORS = {
  addressMissingFields:
    'The partner needs a fuller address, with street and postal code, to quote this shipment.',
  addressNotAccurate:
    'The partner could not place one of the addresses precisely. Choose a street address and search again.',
  regionNotSupported: 'This partner does not serve this route.',
  distanceUnknown: 'The partner could not work out the distance of this route.',
  quoteRejected: 'The partner declined to quote this shipment.',
  pickupDateInvalid: 'The partner cannot pick up on this date. Try another pickup date.',
  generic: 'The partner could not quote this shipment.',
} as const;

export function quoteErrorMessage(kind: FreightErrorKind): string {
  switch (kind) {
    case 'ADDRESS_MISSING_FIELDS':
      return FREIGHT_QUOTE_ERRORS.addressMissingFields;
    case 'ADDRESS_NOT_ACCURATE':
      return FREIGHT_QUOTE_ERRORS.addressNotAccurate;
    case 'REGION_NOT_SUPPORTED':
      return FREIGHT_QUOTE_ERRORS.regionNotSupported;
    case 'DISTANCE_UNKNOWN':
      return FREIGHT_QUOTE_ERRORS.distanceUnknown;
    case 'QUOTE_REJECTED':
      return FREIGHT_QUOTE_ERRORS.quoteRejected;
    case 'PICKUP_DATE_TOO_FAR':
    case 'PICKUP_DATE_TOO_SOON':
      return FREIGHT_QUOTE_ERRORS.pickupDateInvalid;
    default:
      return FREIGHT_QUOTE_ERRORS.generic;
  }
}

/** The form's messages (§5.1, keys freight.errors.*), the request's and the booking's (§8.2). */
export const FREIGHT_MESSAGES = {
  pickupAddressRequired: 'Pickup address is required',
  deliveryAddressRequired: 'Delivery address is required',
  chooseSuggestion: 'Choose an address from the suggestions',
  noCity: 'The address must include a city',
  noCountry: 'The address must include a country',
  countryNotServed: 'Freight quotes are available in the United States and Canada only',
  pickupDateRequired: 'Pickup date is required',
  pickupDateTooSoon: 'Pickup date must be at or after the next full hour',
  pickupDateTooFar: `Pickup date must be within ${FREIGHT_RULES.maxPickupDays} days`,
  /** error.distanceCalculationFailed */
  distanceCalculationFailed:
    'We could not work out the distance between these addresses. Check them and search again.',
  requestFailed: 'The quote search could not start. Try again.',
  /** freight.freightBooked.success */
  bookedSuccess: 'Booking request sent. You will be told when the partner answers.',
  /** freight.freightBooked.error */
  bookedError: 'The booking request could not be sent.',
  quoteExpired: `This quote has expired: quotes can be booked for ${FREIGHT_RULES.quoteValidHours} hours. Search again for a new one.`,
  alreadyBooked: 'This quote is already booked.',
  notBookable: 'Only a quote with a price can be booked.',
  notCancellable: 'Only a booking waiting for the partner’s answer can be cancelled.',
} as const;

/** The code of a quote request whose places cannot be found (§8.2 error.distanceCalculationFailed). */
export const DISTANCE_FAILED_CODE = 'DISTANCE_CALCULATION_FAILED';

const text = (max: number) => z.string().trim().max(max);

/**
 * A place the user chose from the address suggestions (§3.1: coordinates are not sent). The
 * suggestion's id lets the server find it again; a place prefilled from a record's location may
 * come without one, and the server then looks its address up.
 */
export const FreightLocationInput = z.object({
  placeId: text(300).optional(),
  address: text(200).optional(),
  addressLineTwo: text(200).optional(),
  city: z.string({ error: FREIGHT_MESSAGES.noCity }).trim().min(1, FREIGHT_MESSAGES.noCity).max(100),
  stateProvince: text(100).optional(),
  country: z.enum(FREIGHT_RULES.countries, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? FREIGHT_MESSAGES.noCountry
        : FREIGHT_MESSAGES.countryNotServed,
  }),
  postalCode: text(20).optional(),
});
export type FreightLocationInput = z.infer<typeof FreightLocationInput>;

export const FreightQuoteRequestInput = z.object({
  pickupLocation: FreightLocationInput,
  destinationLocation: FreightLocationInput,
  pickupDate: z.iso.datetime({ offset: true, error: FREIGHT_MESSAGES.pickupDateRequired }),
  /** The order the freight is for: one of the caller's company (else a 404, as for a missing one). */
  orderId: z.string().trim().min(1).max(64).optional(),
  /** What the load weighs, when known (an order's total weight). */
  weight: Weight.optional(),
});
export type FreightQuoteRequestInput = z.infer<typeof FreightQuoteRequestInput>;

/** A place as the freight pages show it. */
export const FreightPlace = z.object({
  address: z.string().nullable(),
  addressLineTwo: z.string().nullable(),
  city: z.string(),
  stateProvince: z.string().nullable(),
  country: z.enum(FREIGHT_RULES.countries),
  postalCode: z.string().nullable(),
  formattedAddress: z.string(),
});
export type FreightPlace = z.infer<typeof FreightPlace>;

/** A freight partner as users see it (§3.1). */
export const FreightPartner = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.object({ filePath: z.string() }).nullable(),
  bookingDisclaimer: z.string(),
  regions: z.array(z.enum(FREIGHT_RULES.countries)),
  /** A simulated partner of the local cloud. */
  sandbox: z.boolean(),
});
export type FreightPartner = z.infer<typeof FreightPartner>;

export const FreightBookingStatus = z.enum(['REQUESTED', 'ACCEPTED', 'REJECTED', 'EXPIRED', 'CANCELLED']);
export type FreightBookingStatus = z.infer<typeof FreightBookingStatus>;

export const FreightBooking = z.object({
  status: FreightBookingStatus,
  requestedDate: z.string(),
  /** When the partner should have answered: 30 minutes of its business hours after the request. */
  answerDueDate: z.string(),
  answeredDate: z.string().nullable(),
  /** The partner's booking reference, once accepted. */
  reference: z.string().nullable(),
  message: z.string().nullable(),
});
export type FreightBooking = z.infer<typeof FreightBooking>;

/** A displayed quote (§3.1): cost is null when missing, not above zero, or the quote is in error. */
export const FreightQuote = z.object({
  id: z.string(),
  requestId: z.string(),
  freightPartner: FreightPartner,
  /** USD. */
  cost: z.number().nullable(),
  /** Miles. */
  distance: z.number(),
  transitDays: z.number().int().nullable(),
  error: z.object({ kind: FreightErrorKind, message: z.string() }).nullable(),
  /** Until when it can be booked. */
  validUntil: z.string(),
  receivedDate: z.string(),
  booking: FreightBooking.nullable(),
});
export type FreightQuote = z.infer<typeof FreightQuote>;

/** What the `freight-quote` channel carries for each quote (§3.1 streamed freight quote). */
export const StreamedFreightQuote = z.object({
  id: z.string(),
  freightQuote: z.object({ id: z.string(), distance: z.number() }),
  freightPartnerQuote: z.object({
    id: z.string(),
    freightPartner: FreightPartner,
    cost: z.number().nullable(),
    transitDays: z.number().int().nullable(),
    validUntil: z.string(),
    receivedDate: z.string(),
    error: z.object({ kind: FreightErrorKind, message: z.string() }).nullable(),
  }),
});
export type StreamedFreightQuote = z.infer<typeof StreamedFreightQuote>;

/** The order a search or a booking is for, as the order record names it. */
export const FreightOrder = z.object({ id: z.string(), identifier: z.string() });
export type FreightOrder = z.infer<typeof FreightOrder>;

/** A quote search: what was asked, of whom, and the quotes received so far. */
export const FreightQuoteSearch = z.object({
  id: z.string(),
  pickupLocation: FreightPlace,
  destinationLocation: FreightPlace,
  pickupDate: z.string(),
  /** The order the freight is for and the load's weight, when started from one (null for none). */
  order: FreightOrder.nullable(),
  weight: Weight.nullable(),
  /** Miles by road, estimated. */
  distance: z.number(),
  partners: z.array(FreightPartner),
  /** Quotes arriving after this are not taken. */
  timeoutAt: z.string(),
  validUntil: z.string(),
  status: z.enum(['OPEN', 'CLOSED']),
  /** Partners that did not answer in time (known once the search has closed). */
  silentPartnerIds: z.array(z.string()),
  quotes: z.array(FreightQuote),
  createdDate: z.string(),
});
export type FreightQuoteSearch = z.infer<typeof FreightQuoteSearch>;

/** A booked quote with where it goes, for the user's bookings. */
export const FreightBookingView = FreightQuote.extend({
  booking: FreightBooking,
  pickupLocation: FreightPlace,
  destinationLocation: FreightPlace,
  pickupDate: z.string(),
  order: FreightOrder.nullable(),
  weight: Weight.nullable(),
});
export type FreightBookingView = z.infer<typeof FreightBookingView>;

/** Money as partners send it: USD, kept in whole cents (`centsOf`: an amount finer than a cent is rounded by the rule). */
export const UsdAmount = storableNumber().min(0).max(10_000_000);

/** Miles by road from the great-circle miles: US road routes run about a fifth longer than the straight line. */
export const ROAD_CIRCUITY = 1.2;

/** A displayed cost: null when missing, zero or negative, or the quote is in error (§3.1). */
export const displayedCost = (cost: number | null | undefined, error: unknown): number | null =>
  error || cost === null || cost === undefined || cost <= 0 ? null : cost;

/** Progress of a search in percent: received quotes over partners asked (§4.4). */
export const quoteProgress = (received: number, partners: number): number =>
  partners <= 0 ? 100 : Math.min(100, Math.round((received / partners) * 100));

/** Cost ascending with missing cost last, then partner name, then error (§4.4). */
export function compareQuotes(
  a: Pick<FreightQuote, 'cost' | 'freightPartner' | 'error'>,
  b: Pick<FreightQuote, 'cost' | 'freightPartner' | 'error'>,
): number {
  if (a.cost !== b.cost) {
    if (a.cost === null) return 1;
    if (b.cost === null) return -1;
    return a.cost - b.cost;
  }
  const byName = a.freightPartner.name.localeCompare(b.freightPartner.name);
  if (byName) return byName;
  return (a.error?.kind ?? '').localeCompare(b.error?.kind ?? '');
}

export const formatPlace = (p: {
  address?: string | null;
  city: string;
  stateProvince?: string | null;
  postalCode?: string | null;
  country: string;
}) =>
  [p.address, p.city, [p.stateProvince, p.postalCode].filter(Boolean).join(' '), p.country]
    .filter(Boolean)
    .join(', ');
