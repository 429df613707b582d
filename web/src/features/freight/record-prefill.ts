import { roundDecimal } from '@polyloop/shared/conversions';
import { FREIGHT_RULES, type FreightLocationInput } from '@polyloop/shared/freight/freight';
import { pounds, toMilliPounds, type Order } from '@polyloop/shared/orders/order';
import type { Weight } from '@polyloop/shared/supply/listing';
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

/**
 * What a load of items weighs as freight is quoted for it: their weights summed exactly in
 * thousandths of a pound, then rounded once to whole pounds by the rule (half away from zero).
 * Undefined when that is nothing.
 */
export function freightWeightOf(items: readonly { weight: Weight }[]): Weight | undefined {
  const milliPounds = items.reduce((sum, item) => sum + toMilliPounds(item.weight), 0);
  const whole = roundDecimal(pounds(milliPounds), 0);
  return whole > 0 ? { unitValue: whole, unit: 'POUND' } : undefined;
}

/** An order's freight search: its places, the order itself, and its items' total weight. */
export function freightPrefillOfOrder(
  order: Pick<Order, 'id' | 'identifier' | 'source' | 'destination'> & {
    items: readonly { weight: Weight }[];
  },
): FreightPrefill {
  const weight = freightWeightOf(order.items);
  return {
    ...freightPrefillOf(order.source, order.destination),
    order: { id: order.id, identifier: order.identifier },
    ...(weight ? { weight } : {}),
  };
}
