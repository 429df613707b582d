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
import { formatCost, formatMiles } from './freight-format';
import { freightPrefillOf } from './record-prefill';

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
  ...over,
});

describe('the freight search form', () => {
  it('starts empty with the pickup two days ahead at noon', () => {
    expect(initialFormValues(now)).toEqual({
      pickup: { text: '', place: null },
      destination: { text: '', place: null },
      pickupDate: '2026-11-26T12:00',
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
