import * as sdk from '@aws-sdk/client-location';
import { describe, expect, it, vi } from 'vitest';
import { PlaceDetails } from '@polyloop/shared';
import {
  amazonLocationGeocoder,
  placeDetailsFromLocation,
  predictionsFromSuggestions,
} from './amazon-location.js';

/** Shapes as GetPlace answers them from an Esri place index. */
const fixtures = {
  chicagoAddress: {
    AddressNumber: '1200',
    Street: 'W Fulton Market',
    Neighborhood: 'Near West Side',
    Municipality: 'Chicago',
    SubRegion: 'Cook County',
    Region: 'Illinois',
    Country: 'USA',
    PostalCode: '606071234',
    Label: '1200 W Fulton Market, Chicago, IL, 60607, USA',
    Geometry: { Point: [-87.65793, 41.88672] },
    Interpolated: false,
    TimeZone: { Name: 'America/Chicago', Offset: -18000 },
    Categories: ['AddressType'],
  },
  torontoAddress: {
    AddressNumber: '233',
    Street: 'Front St W',
    Municipality: 'Toronto',
    Region: 'Ontario',
    Country: 'CAN',
    PostalCode: 'm5v 3l9',
    Label: '233 Front St W, Toronto, ON, M5V 3L9, CAN',
    Geometry: { Point: [-79.38715, 43.64278] },
    Categories: ['AddressType'],
  },
  quebecPointOfInterest: {
    Street: 'Rue Sainte-Catherine O',
    AddressNumber: '1500',
    UnitType: 'Suite',
    UnitNumber: '200',
    Municipality: 'Montréal',
    Region: 'Québec',
    Country: 'CAN',
    PostalCode: 'H3G 1S8',
    Label: 'Polyloop Depot, 1500 Rue Sainte-Catherine O, Montréal, QC, H3G 1S8, CAN',
    Geometry: { Point: [-73.5792, 45.4968] },
    Categories: ['PointOfInterestType'],
  },
} satisfies Record<string, sdk.Place>;

describe('Amazon Location place mapping', () => {
  it('maps a US address: state code, street with number, ZIP+4 joined by a hyphen, [lon, lat] order', () => {
    const details = PlaceDetails.parse(placeDetailsFromLocation('id-1', fixtures.chicagoAddress));
    expect(details).toEqual({
      placeId: 'id-1',
      latitude: 41.88672,
      longitude: -87.65793,
      formattedAddress: '1200 W Fulton Market, Chicago, IL, 60607, USA',
      address: '1200 W Fulton Market',
      city: 'Chicago',
      stateProvince: 'IL',
      country: 'US',
      postalCode: '60607-1234',
    });
  });

  it('maps a Canadian address to CA and the province code', () => {
    expect(placeDetailsFromLocation('id-2', fixtures.torontoAddress)).toMatchObject({
      address: '233 Front St W',
      city: 'Toronto',
      stateProvince: 'ON',
      country: 'CA',
      postalCode: 'M5V 3L9',
      latitude: 43.64278,
    });
  });

  it('reads French province names, the unit and a point of interest name', () => {
    expect(placeDetailsFromLocation('id-3', fixtures.quebecPointOfInterest)).toMatchObject({
      name: 'Polyloop Depot',
      address: '1500 Rue Sainte-Catherine O',
      addressLineTwo: 'Suite 200',
      city: 'Montréal',
      stateProvince: 'QC',
      country: 'CA',
    });
  });

  it('refuses places outside the US and Canada or without coordinates', () => {
    expect(placeDetailsFromLocation('id-4', { ...fixtures.chicagoAddress, Country: 'MEX' })).toBeUndefined();
    expect(placeDetailsFromLocation('id-5', { ...fixtures.chicagoAddress, Geometry: {} })).toBeUndefined();
  });

  it('keeps only suggestions that can be chosen', () => {
    expect(
      predictionsFromSuggestions([
        { Text: '1200 W Fulton Market, Chicago, IL, 60607, USA', PlaceId: 'AQAAAF' },
        { Text: 'fulton market restaurants' },
      ]),
    ).toEqual([{ placeId: 'AQAAAF', description: '1200 W Fulton Market, Chicago, IL, 60607, USA' }]);
  });
});

describe('the Amazon Location geocoder', () => {
  const clientAnswering = (answer: (command: unknown) => unknown) =>
    ({ send: vi.fn(async (command: unknown) => answer(command)) }) as unknown as sdk.LocationClient & {
      send: ReturnType<typeof vi.fn>;
    };

  it('asks the place index for 5 suggestions in the US and Canada', async () => {
    const client = clientAnswering(() => ({ Results: [{ Text: 'Chicago, IL, USA', PlaceId: 'p1' }] }));
    const geocoder = amazonLocationGeocoder({
      indexName: 'polyloop-places',
      location: async () => ({ client, sdk }),
    });
    expect(await geocoder.autocomplete('Chicago')).toEqual([
      { placeId: 'p1', description: 'Chicago, IL, USA' },
    ]);
    const command = client.send.mock.calls[0]?.[0] as sdk.SearchPlaceIndexForSuggestionsCommand;
    expect(command).toBeInstanceOf(sdk.SearchPlaceIndexForSuggestionsCommand);
    expect(command.input).toMatchObject({
      IndexName: 'polyloop-places',
      Text: 'Chicago',
      FilterCountries: ['USA', 'CAN'],
      MaxResults: 5,
    });
  });

  it('answers undefined for an unknown place id and rethrows anything else', async () => {
    const notFound = clientAnswering((command) => {
      expect(command).toBeInstanceOf(sdk.GetPlaceCommand);
      throw new sdk.ResourceNotFoundException({
        Message: 'Place not found',
        message: 'Place not found',
        $metadata: {},
      });
    });
    expect(
      await amazonLocationGeocoder({
        indexName: 'i',
        location: async () => ({ client: notFound, sdk }),
      }).details('nope'),
    ).toBeUndefined();
    const broken = clientAnswering(() => {
      throw new Error('network down');
    });
    await expect(
      amazonLocationGeocoder({ indexName: 'i', location: async () => ({ client: broken, sdk }) }).details(
        'p1',
      ),
    ).rejects.toThrow('network down');
  });
});
