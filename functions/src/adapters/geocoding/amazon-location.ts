import type { LocationClient, Place, SearchForSuggestionsResult } from '@aws-sdk/client-location';
import type { PlaceDetails, PlacePrediction } from '@polyloop/shared';
import type { LoadedSdk } from '../../lib/lazy.js';
import type { Geocoder } from '../../ports/geocoding.js';
import { countryFromIso3, formatPostalCode, regionCode } from './regions.js';

/** The product only trades in the US and Canada (spec part 3 §5.1). */
const countries = ['USA', 'CAN'];
const maxSuggestions = 5;

/** Suggestions that are only query refinements (no PlaceId) cannot be chosen, so they are dropped. */
export function predictionsFromSuggestions(
  results: SearchForSuggestionsResult[] | undefined,
): PlacePrediction[] {
  return (results ?? [])
    .filter(
      (result): result is SearchForSuggestionsResult & { PlaceId: string; Text: string } =>
        !!result.PlaceId && !!result.Text,
    )
    .map((result) => ({ placeId: result.PlaceId, description: result.Text }));
}

/** Amazon Location's place as the product's place details; undefined outside the US and Canada. */
export function placeDetailsFromLocation(placeId: string, place: Place): PlaceDetails | undefined {
  const country = countryFromIso3(place.Country);
  const [longitude, latitude] = place.Geometry?.Point ?? [];
  if (!country || longitude === undefined || latitude === undefined) return undefined;
  const label = place.Label ?? '';
  const isPointOfInterest = place.Categories?.includes('PointOfInterestType') ?? false;
  const unit = [place.UnitType, place.UnitNumber].filter(Boolean).join(' ');
  return {
    placeId,
    latitude,
    longitude,
    formattedAddress: label,
    name: isPointOfInterest ? label.split(',')[0]?.trim() : undefined,
    address: [place.AddressNumber, place.Street].filter(Boolean).join(' '),
    addressLineTwo: unit || undefined,
    city: place.Municipality ?? place.SubMunicipality ?? place.Neighborhood ?? '',
    stateProvince: regionCode(place.Region)?.code ?? place.Region ?? '',
    country,
    postalCode: formatPostalCode(place.PostalCode, country),
  };
}

export type LocationSdk = typeof import('@aws-sdk/client-location');

/**
 * Amazon Location Service, through the place index the CDK app creates (Esri data). The SDK
 * comes loaded on first use (`lazySdk`), so only the address routes pay for importing it.
 */
export function amazonLocationGeocoder({
  indexName,
  location,
}: {
  indexName: string;
  location: () => Promise<LoadedSdk<LocationSdk, LocationClient>>;
}): Geocoder {
  return {
    async autocomplete(query) {
      const { client, sdk } = await location();
      const { Results } = await client.send(
        new sdk.SearchPlaceIndexForSuggestionsCommand({
          IndexName: indexName,
          Text: query,
          FilterCountries: countries,
          MaxResults: maxSuggestions,
          Language: 'en',
        }),
      );
      return predictionsFromSuggestions(Results);
    },

    async details(placeId) {
      const { client, sdk } = await location();
      try {
        const { Place } = await client.send(
          new sdk.GetPlaceCommand({ IndexName: indexName, PlaceId: placeId, Language: 'en' }),
        );
        return Place ? placeDetailsFromLocation(placeId, Place) : undefined;
      } catch (error) {
        // An id that is unknown or malformed is the caller's "not found", not a server error.
        if (error instanceof sdk.ResourceNotFoundException || error instanceof sdk.ValidationException)
          return undefined;
        throw error;
      }
    },
  };
}
