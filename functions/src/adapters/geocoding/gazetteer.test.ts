import { describe, expect, it } from 'vitest';
import { PlaceDetails } from '@polyloop/shared';
import { canadianCity, canadianProvince } from './gazetteer-data.js';
import { gazetteerGeocoder } from './gazetteer.js';

const geocoder = gazetteerGeocoder();

/** The first suggestion for a query, and the details a user gets by choosing it. */
async function choose(query: string) {
  const [first] = await geocoder.autocomplete(query);
  if (!first) throw new Error(`No suggestion for ${query}`);
  const details = await geocoder.details(first.placeId);
  return { suggestion: first, details: PlaceDetails.parse(details) };
}

describe('the sandbox gazetteer geocoder', () => {
  it('turns a Chicago street address into details with the typed street and the gazetteer city', async () => {
    const { suggestion, details } = await choose('1200 W Fulton Market, Chicago IL');
    expect(suggestion.sandbox).toBe(true);
    expect(suggestion.description).toMatch(/^1200 W Fulton Market, Chicago, IL 606\d\d, USA$/);
    expect(details).toMatchObject({
      address: '1200 W Fulton Market',
      city: 'Chicago',
      stateProvince: 'IL',
      country: 'US',
      postalCode: expect.stringMatching(/^606\d\d$/),
    });
    expect(details.latitude).toBeCloseTo(41.88, 0);
    expect(details.longitude).toBeCloseTo(-87.63, 0);
    expect(details.formattedAddress).toBe(suggestion.description);
  }, 30_000);

  it('finds Houston with commas between street, city and state', async () => {
    const { details } = await choose('800 Bering Dr, Houston, TX');
    expect(details).toMatchObject({
      address: '800 Bering Dr',
      city: 'Houston',
      stateProvince: 'TX',
      country: 'US',
    });
  });

  it('cleans Toronto of its neighbourhood list and gives the province as ON', async () => {
    const { suggestion, details } = await choose('233 Front St W Toronto ON');
    expect(suggestion.description).toMatch(/^233 Front St W, Toronto, ON M\d[A-Z], Canada$/);
    expect(details).toMatchObject({
      address: '233 Front St W',
      city: 'Toronto',
      stateProvince: 'ON',
      country: 'CA',
    });
    expect(details.latitude).toBeCloseTo(43.65, 0);
  });

  it('finds Vancouver from the full province name', async () => {
    const { details } = await choose('1055 W Georgia St, Vancouver, British Columbia');
    expect(details).toMatchObject({
      address: '1055 W Georgia St',
      city: 'Vancouver',
      stateProvince: 'BC',
      country: 'CA',
      postalCode: expect.stringMatching(/^V\d[A-Z]$/),
    });
  });

  it('answers a ZIP code alone with its city', async () => {
    const suggestions = await geocoder.autocomplete('60601');
    expect(suggestions).toEqual([
      expect.objectContaining({ description: 'Chicago, IL 60601, USA', sandbox: true }),
    ]);
    const details = await geocoder.details(suggestions[0]!.placeId);
    expect(details).toMatchObject({
      address: '',
      city: 'Chicago',
      stateProvince: 'IL',
      postalCode: '60601',
      latitude: 41.8858,
      longitude: -87.6181,
    });
  });

  it('keeps a full Canadian postal code and a ZIP+4 as typed, hyphen included', async () => {
    const toronto = await choose('M5V3L9');
    expect(toronto.details).toMatchObject({
      city: 'Toronto',
      stateProvince: 'ON',
      country: 'CA',
      postalCode: 'M5V 3L9',
    });
    const chicago = await choose('1200 W Fulton Market, Chicago, IL 60607-1234');
    expect(chicago.details).toMatchObject({
      address: '1200 W Fulton Market',
      city: 'Chicago',
      postalCode: '60607-1234',
    });
  });

  it('offers the biggest cities of a name across states, at most five', async () => {
    const suggestions = await geocoder.autocomplete('100 Main St, Springfield');
    expect(suggestions).toHaveLength(5);
    expect(
      suggestions.every((suggestion) => suggestion.description.startsWith('100 Main St, Springfield, ')),
    ).toBe(true);
    expect(new Set(suggestions.map((suggestion) => suggestion.description)).size).toBe(5);
  });

  it('completes a city still being typed', async () => {
    const suggestions = await geocoder.autocomplete('1200 W Fulton Market, Chica');
    expect(suggestions[0]?.description).toMatch(/^1200 W Fulton Market, Chicago, IL /);
  });

  it('returns nothing for garbage, an unknown postal code or a foreign place id', async () => {
    expect(await geocoder.autocomplete('qwzx plorb')).toEqual([]);
    expect(await geocoder.autocomplete('00000')).toEqual([]);
    expect(await geocoder.autocomplete('x')).toEqual([]);
    expect(await geocoder.details('ChIJN1t_tDeuEmsRUsoyG83frY4')).toBeUndefined();
    expect(await geocoder.details('gz.bm90IGpzb24')).toBeUndefined();
  });

  it('rebuilds the same details from a place id every time', async () => {
    const [suggestion] = await geocoder.autocomplete('233 Front St W Toronto ON');
    expect(await geocoder.details(suggestion!.placeId)).toEqual(await geocoder.details(suggestion!.placeId));
  });
});

describe('Canadian gazetteer names', () => {
  it('takes the town of rural areas and the city of urban ones', () => {
    expect(canadianCity('T0A', 'Eastern Alberta (st. Paul)')).toBe('St. Paul');
    expect(canadianCity('M5V', 'Downtown Toronto (cn Tower / King And Spadina)')).toBe('Toronto');
    expect(canadianCity('T3K', 'Calgary Northeast')).toBe('Calgary');
    expect(canadianCity('V7L', 'North Vancouver Outer East')).toBe('North Vancouver');
    expect(canadianCity('V8W', 'Victoria Central British Columbia Provincial Government')).toBe('Victoria');
    expect(canadianCity('G6V', 'Saint-jean- Chrysostome')).toBe('Saint-Jean-Chrysostome');
  });

  it('reads the province from the first letter, splitting X by the name', () => {
    expect(canadianProvince('V0N', 'Sunshine Coast')).toBe('BC');
    expect(canadianProvince('X0A', 'Nunavut Territory')).toBe('NU');
    expect(canadianProvince('X1A', 'Northwest Territory')).toBe('NT');
  });
});
