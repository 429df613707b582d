import { describe, expect, it } from 'vitest';
import { FREIGHT_MESSAGES } from '@polyloop/shared/freight/freight';
import {
  canSwap,
  fieldOfServerKey,
  initialFormValues,
  judgeFreightForm,
  locationOfPlace,
  regionsText,
  swapped,
  toLocalInput,
  type FreightFormValues,
} from './freight-form';
import { formatCost, formatMiles, formatPounds } from './freight-format';
import { freightPrefillOf, freightPrefillOfOrder, freightWeightOf } from './record-prefill';

/** Tuesday 24 November 2026, 9:30 in the machine's zone, as the browser sees it. */
const now = new Date(2026, 10, 24, 9, 30);

const chicago = locationOfPlace({
  placeId: 'p-chi',
  latitude: 41.88,
  longitude: -87.62,
  formattedAddress: 'Chicago, IL 60601, USA',
  address: '',
  city: 'Chicago',
  stateProvince: 'IL',
  country: 'US',
  postalCode: '60601',
});
const houston = { ...chicago, placeId: 'p-hou', city: 'Houston', stateProvince: 'TX', postalCode: '77002' };

const filled = (over: Partial<FreightFormValues> = {}): FreightFormValues => ({
  pickup: { text: 'Chicago, IL 60601, USA', place: chicago },
  destination: { text: 'Houston, TX 77002, USA', place: houston },
  pickupDate: toLocalInput(new Date(2026, 10, 26, 12)),
  order: null,
  weight: null,
  ...over,
});

describe('the freight search form', () => {
  it('starts empty with the pickup two days ahead at noon', () => {
    expect(initialFormValues(now)).toEqual({
      pickup: { text: '', place: null },
      destination: { text: '', place: null },
      pickupDate: '2026-11-26T12:00',
      order: null,
      weight: null,
    });
  });

  it('sends a chosen suggestion without its coordinates or empty parts', () => {
    expect(chicago).toEqual({
      placeId: 'p-chi',
      city: 'Chicago',
      stateProvince: 'IL',
      country: 'US',
      postalCode: '60601',
      address: undefined,
      addressLineTwo: undefined,
    });
    const judged = judgeFreightForm(filled(), now);
    expect(judged.input).toEqual({
      pickupLocation: chicago,
      destinationLocation: houston,
      pickupDate: new Date(2026, 10, 26, 12).toISOString(),
    });
  });

  it('says which address is missing, and that typed text must be a chosen suggestion', () => {
    const judged = judgeFreightForm(
      filled({ pickup: { text: '', place: null }, destination: { text: 'Houst', place: null } }),
      now,
    );
    expect(judged.errors).toEqual({
      pickup: FREIGHT_MESSAGES.pickupAddressRequired,
      destination: FREIGHT_MESSAGES.chooseSuggestion,
    });
  });

  it('asks for a city and a country in the United States or Canada', () => {
    const noCity = { text: 'Illinois', place: { ...chicago, city: '' } };
    const noCountry = { text: 'Chicago', place: { ...chicago, country: '' as 'US' } };
    expect(judgeFreightForm(filled({ pickup: noCity, destination: noCountry }), now).errors).toEqual({
      pickup: FREIGHT_MESSAGES.noCity,
      destination: FREIGHT_MESSAGES.noCountry,
    });
    const mexico = { text: 'Monterrey', place: { ...chicago, country: 'MX' as 'US' } };
    expect(judgeFreightForm(filled({ pickup: mexico }), now).errors).toEqual({
      pickup: FREIGHT_MESSAGES.countryNotServed,
    });
  });

  it('needs a pickup date that is not past and within the limit', () => {
    expect(judgeFreightForm(filled({ pickupDate: '' }), now).errors).toEqual({
      pickupDate: FREIGHT_MESSAGES.pickupDateRequired,
    });
    expect(judgeFreightForm(filled({ pickupDate: '2026-11-24T08:00' }), now).errors).toEqual({
      pickupDate: FREIGHT_MESSAGES.pickupDateTooSoon,
    });
    expect(judgeFreightForm(filled({ pickupDate: '2027-06-01T12:00' }), now).errors).toEqual({
      pickupDate: FREIGHT_MESSAGES.pickupDateTooFar,
    });
  });

  it('switches the places, and only once either is filled in', () => {
    const empty = initialFormValues(now);
    expect(canSwap(empty)).toBe(false);
    expect(canSwap({ ...empty, destination: { text: 'Hou', place: null } })).toBe(true);
    const s = swapped(filled());
    expect([s.pickup.place?.city, s.destination.place?.city]).toEqual(['Houston', 'Chicago']);
  });

  it('puts the server’s field errors on the address or date they are about', () => {
    expect(fieldOfServerKey('body.pickupLocation.country')).toBe('pickup');
    expect(fieldOfServerKey('destinationLocation')).toBe('destination');
    expect(fieldOfServerKey('pickupDate')).toBe('pickupDate');
    expect(fieldOfServerKey('query.page')).toBeUndefined();
  });

  it('names the regions served', () => {
    expect(regionsText()).toBe('United States and Canada');
    expect(regionsText(['US'])).toBe('United States');
  });
});

describe('freight numbers', () => {
  it('writes costs with two decimals, or a dash', () => {
    expect(formatCost(1234.5)).toBe('$1,234.50');
    expect(formatCost(null)).toBe('—');
  });

  it('writes the distance rounded down and digit-grouped', () => {
    expect(formatMiles(1083.9)).toBe('1,083 miles');
    expect(formatMiles(1.4)).toBe('1 mile');
  });
});

describe('freight quotes from a record', () => {
  it('prefills the pickup and destination from its places, for the server to look up', () => {
    const prefill = freightPrefillOf(
      { address: '2200 S Halsted St', city: 'Chicago', stateProvince: 'IL', country: 'US' },
      { city: 'Toronto', stateProvince: 'ON', country: 'Canada' },
    );
    expect(prefill).toEqual({
      pickup: {
        text: '2200 S Halsted St, Chicago, IL, US',
        place: { address: '2200 S Halsted St', city: 'Chicago', stateProvince: 'IL', country: 'US' },
      },
      destination: {
        text: 'Toronto, ON, CA',
        place: { address: undefined, city: 'Toronto', stateProvince: 'ON', country: 'CA' },
      },
    });
  });

  it('leaves out a place without a city or outside the US and Canada', () => {
    expect(
      freightPrefillOf(
        { city: 'Monterrey', stateProvince: 'NL', country: 'MX' },
        { city: null, stateProvince: 'TX', country: 'US' },
      ),
    ).toBeUndefined();
    expect(
      freightPrefillOf(null, { city: 'Houston', stateProvince: 'TX', country: 'US' })?.pickup,
    ).toBeUndefined();
  });
});

describe('freight quotes for an order', () => {
  const pounds = (unitValue: number) => ({ weight: { unitValue, unit: 'POUND' as const } });

  it('weighs the order as its items’ weights summed exactly in pounds, then rounded once to whole pounds', () => {
    // 4,535.9237 kg is exactly 10,000 lb; 0.1 + 0.2 short tons is exactly 600 lb.
    expect(freightWeightOf([pounds(10_000), { weight: { unitValue: 4535.9237, unit: 'KILOGRAM' } }])).toEqual(
      { unitValue: 20_000, unit: 'POUND' },
    );
    expect(
      freightWeightOf([
        { weight: { unitValue: 0.1, unit: 'SHORT_TON' } },
        { weight: { unitValue: 0.2, unit: 'SHORT_TON' } },
      ]),
    ).toEqual({ unitValue: 600, unit: 'POUND' });
    // Half a pound rounds away from zero, once, on the total (each item alone would round down).
    expect(freightWeightOf([pounds(1000.25), pounds(0.25)])).toEqual({ unitValue: 1001, unit: 'POUND' });
  });

  it('sends no weight when the items weigh less than half a pound together', () => {
    expect(freightWeightOf([pounds(0.2), pounds(0.2)])).toBeUndefined();
    expect(freightWeightOf([])).toBeUndefined();
  });

  it('starts the search from the order’s places, and sends its id and weight with it', () => {
    const prefill = freightPrefillOfOrder({
      id: 'order-1',
      identifier: 'GLP-O12',
      source: {
        locationId: 'l1',
        name: null,
        address: '233 S Wacker Dr',
        city: 'Chicago',
        stateProvince: 'IL',
        country: 'US',
      },
      destination: {
        locationId: 'l2',
        name: null,
        address: null,
        city: 'Houston',
        stateProvince: 'TX',
        country: 'US',
      },
      items: [pounds(12_000), pounds(8_000)],
    });
    expect(prefill).toMatchObject({
      order: { id: 'order-1', identifier: 'GLP-O12' },
      weight: { unitValue: 20_000, unit: 'POUND' },
      pickup: { text: '233 S Wacker Dr, Chicago, IL, US' },
    });
    const values = initialFormValues(now, prefill);
    expect(values).toMatchObject({
      order: { id: 'order-1', identifier: 'GLP-O12' },
      weight: { unitValue: 20_000, unit: 'POUND' },
    });
    expect(judgeFreightForm({ ...values, pickupDate: filled().pickupDate }, now).input).toMatchObject({
      pickupLocation: { city: 'Chicago' },
      destinationLocation: { city: 'Houston' },
      orderId: 'order-1',
      weight: { unitValue: 20_000, unit: 'POUND' },
    });
  });

  it('keeps the order when the places are switched, and sends neither order nor weight for a search of its own', () => {
    const forOrder = filled({
      order: { id: 'order-1', identifier: 'GLP-O12' },
      weight: { unitValue: 500, unit: 'POUND' },
    });
    expect(swapped(forOrder)).toMatchObject({ order: { id: 'order-1' }, weight: { unitValue: 500 } });
    const input = judgeFreightForm(filled(), now).input!;
    expect('orderId' in input || 'weight' in input).toBe(false);
  });

  it('writes a weight in whole, digit-grouped pounds', () => {
    expect(formatPounds({ unitValue: 20_000, unit: 'POUND' })).toBe('20,000 lbs');
    expect(formatPounds({ unitValue: 1, unit: 'POUND' })).toBe('1 lb');
    expect(formatPounds({ unitValue: 9.0718474, unit: 'KILOGRAM' })).toBe('20 lbs');
  });
});
