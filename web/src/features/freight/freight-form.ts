import { format } from 'date-fns';
import type { PlaceDetails } from '@polyloop/shared';
import {
  FREIGHT_MESSAGES,
  FREIGHT_RULES,
  type FreightLocationInput,
  type FreightOrder,
  type FreightQuoteRequestInput,
} from '@polyloop/shared/freight/freight';
import type { Weight } from '@polyloop/shared/supply/listing';
import { defaultPickupDate, pickupDateProblem } from '@polyloop/shared/freight/freight-time';

/**
 * The freight search form (spec part 3 §5.1), judged on submit: each address must be a chosen
 * suggestion (or a place prefilled from a record) in the US or Canada with a city and a country,
 * and the pickup moment must be one the server takes.
 */

/** One address field: what it shows, and the place behind it once chosen. */
export interface PlaceValue {
  text: string;
  place: FreightLocationInput | null;
}

export interface FreightFormValues {
  pickup: PlaceValue;
  destination: PlaceValue;
  /** As the date-and-time picker holds it ("2026-11-26T12:00"), in the browser's zone. */
  pickupDate: string;
  /** The order the freight is for, when started from one; sent with the search. */
  order: FreightOrder | null;
  weight: Weight | null;
}

export type FreightField = 'pickup' | 'destination' | 'pickupDate';
export type FreightFormErrors = Partial<Record<FreightField, string>>;

/** Places to start the form with, e.g. a shipment's source and destination, and the order it is for with its weight. */
export interface FreightPrefill {
  pickup?: PlaceValue;
  destination?: PlaceValue;
  order?: FreightOrder;
  weight?: Weight;
}

export const REGION_NAMES: Record<(typeof FREIGHT_RULES.countries)[number], string> = {
  US: 'United States',
  CA: 'Canada',
};

/** "United States and Canada". */
export function regionsText(
  regions: readonly (typeof FREIGHT_RULES.countries)[number][] = FREIGHT_RULES.countries,
): string {
  const names = regions.map((r) => REGION_NAMES[r]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** What the page and the panel say under their title. */
export const FREIGHT_SUBTITLE = `Quotes from our freight partners for shipments within the ${regionsText()}.`;

/** A moment as the date-and-time picker holds it ("2026-11-26T12:00"). */
export const toLocalInput = (d: Date) => format(d, "yyyy-MM-dd'T'HH:mm");

const blank: PlaceValue = { text: '', place: null };

export function initialFormValues(now: Date, prefill?: FreightPrefill | null): FreightFormValues {
  return {
    pickup: prefill?.pickup ?? blank,
    destination: prefill?.destination ?? blank,
    pickupDate: toLocalInput(defaultPickupDate(now)),
    order: prefill?.order ?? null,
    weight: prefill?.weight ?? null,
  };
}

/** A chosen suggestion as the request sends it: no coordinates (§3.1), no empty parts. */
export function locationOfPlace(p: PlaceDetails): FreightLocationInput {
  const part = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  return {
    placeId: p.placeId,
    address: part(p.address),
    addressLineTwo: part(p.addressLineTwo),
    city: p.city,
    stateProvince: part(p.stateProvince),
    country: p.country,
    postalCode: part(p.postalCode),
  };
}

/** The switch-locations button works once either address has something in it (§4.4 step 10). */
export const canSwap = (v: FreightFormValues) => !!(v.pickup.text.trim() || v.destination.text.trim());

export const swapped = (v: FreightFormValues): FreightFormValues => ({
  ...v,
  pickup: v.destination,
  destination: v.pickup,
});

function placeProblem(v: PlaceValue, required: string): string | undefined {
  if (!v.place) return v.text.trim() ? FREIGHT_MESSAGES.chooseSuggestion : required;
  if (!v.place.city?.trim()) return FREIGHT_MESSAGES.noCity;
  if (!v.place.country?.trim()) return FREIGHT_MESSAGES.noCountry;
  if (!(FREIGHT_RULES.countries as readonly string[]).includes(v.place.country))
    return FREIGHT_MESSAGES.countryNotServed;
  return undefined;
}

function dateProblem(value: string, now: Date): string | undefined {
  const at = value.trim() ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) return FREIGHT_MESSAGES.pickupDateRequired;
  const problem = pickupDateProblem(at, now);
  return problem === 'TOO_SOON'
    ? FREIGHT_MESSAGES.pickupDateTooSoon
    : problem === 'TOO_FAR'
      ? FREIGHT_MESSAGES.pickupDateTooFar
      : undefined;
}

/** The form judged as a whole: its errors by field, or the request to send. */
export function judgeFreightForm(
  v: FreightFormValues,
  now: Date,
):
  { errors: FreightFormErrors; input?: undefined } | { errors?: undefined; input: FreightQuoteRequestInput } {
  const errors: FreightFormErrors = {};
  const pickup = placeProblem(v.pickup, FREIGHT_MESSAGES.pickupAddressRequired);
  const destination = placeProblem(v.destination, FREIGHT_MESSAGES.deliveryAddressRequired);
  const date = dateProblem(v.pickupDate, now);
  if (pickup) errors.pickup = pickup;
  if (destination) errors.destination = destination;
  if (date) errors.pickupDate = date;
  if (Object.keys(errors).length) return { errors };
  return {
    input: {
      pickupLocation: v.pickup.place!,
      destinationLocation: v.destination.place!,
      pickupDate: new Date(v.pickupDate).toISOString(),
      ...(v.order ? { orderId: v.order.id } : {}),
      ...(v.weight ? { weight: v.weight } : {}),
    },
  };
}

/** Which field a server field error is about (`body.pickupLocation.country` → pickup). */
export function fieldOfServerKey(key: string): FreightField | undefined {
  if (/(^|\.)pickupLocation(\.|$)/.test(key)) return 'pickup';
  if (/(^|\.)destinationLocation(\.|$)/.test(key)) return 'destination';
  if (/(^|\.)pickupDate$/.test(key)) return 'pickupDate';
  return undefined;
}
