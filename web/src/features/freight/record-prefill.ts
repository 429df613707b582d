import { FREIGHT_RULES, type FreightLocationInput } from '@polyloop/shared/freight/freight';
import type { FreightPrefill, PlaceValue } from './freight-form';

/**
 * A record's places (an order's or shipment's source and destination, a network offer's) as the
 * freight form's starting addresses. They carry no suggestion id: the server looks the address
 * up (`FreightLocationInput`). A place outside the US and Canada, or without a city, is left for
 * the user to fill in.
 */
export interface RecordPlace {
  address?: string | null;
  city: string | null;
  stateProvince: string | null;
  country: string | null;
}

const COUNTRY_ALIASES: Record<string, (typeof FREIGHT_RULES.countries)[number]> = {
  US: 'US',
  USA: 'US',
  'UNITED STATES': 'US',
  'UNITED STATES OF AMERICA': 'US',
  CA: 'CA',
  CAN: 'CA',
  CANADA: 'CA',
};

export function prefillOfPlace(p: RecordPlace | null | undefined): PlaceValue | undefined {
  const city = p?.city?.trim();
  const country = COUNTRY_ALIASES[p?.country?.trim().toUpperCase() ?? ''];
  if (!p || !city || !country) return undefined;
  const address = p.address?.trim() || undefined;
  const stateProvince = p.stateProvince?.trim() || undefined;
  const place: FreightLocationInput = { address, city, stateProvince, country };
  return { text: [address, city, stateProvince, country].filter(Boolean).join(', '), place };
}

/** The prefilled pickup and destination of a record; undefined when neither place can be used. */
export function freightPrefillOf(
  source: RecordPlace | null | undefined,
  destination: RecordPlace | null | undefined,
): FreightPrefill | undefined {
  const pickup = prefillOfPlace(source);
  const to = prefillOfPlace(destination);
  return pickup || to ? { pickup, destination: to } : undefined;
}
