import * as z from 'zod';
import type { PlaceDetails, PlacePrediction } from '@polyloop/shared';
import type { Geocoder } from '../../ports/geocoding.js';
import {
  buildGazetteer,
  centralArea,
  type CityAreas,
  type GazetteerData,
  type PostalArea,
} from './gazetteer-data.js';
import { fold, formatPostalCode, regionCode } from './regions.js';

const maxSuggestions = 5;
/** Keeps a place id within the contract's 300 characters. */
const maxStreetLength = 150;
/** Cities are at most this many words ("Salaberry De Valleyfield"); longer suffixes are never tried. */
const maxCityWords = 4;

/** What a place id carries: enough to rebuild the details without any state. */
const Place = z.object({
  /** The street part as typed. */
  street: z.string().max(maxStreetLength),
  /** The gazetteer's key: ZIP code or Canadian FSA. */
  key: z.string(),
  /** The full postal code when the user typed one (ZIP+4, "M5V 3L9"). */
  postalCode: z.string().optional(),
});
type Place = z.infer<typeof Place>;

const placeIdPrefix = 'gz.';
const encodePlaceId = (place: Place): string =>
  placeIdPrefix + Buffer.from(JSON.stringify(place)).toString('base64url');
function decodePlaceId(placeId: string): Place | undefined {
  if (!placeId.startsWith(placeIdPrefix)) return undefined;
  try {
    const parsed = Place.safeParse(
      JSON.parse(Buffer.from(placeId.slice(placeIdPrefix.length), 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

let loading: Promise<GazetteerData> | undefined;
/** The package is ~5 MB of ZIP codes: loaded on first use, and never bundled (see the CDK app). */
function gazetteer(): Promise<GazetteerData> {
  loading ??= import('zipcodes')
    .then((module) => buildGazetteer(module.codes ?? module.default.codes))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

const usZip = /(?:^|[\s,])(\d{5})(?:-(\d{4}))?$/;
const canadianPostalCode = /(?:^|[\s,])([A-Z]\d[A-Z])(?:\s?(\d[A-Z]\d))?$/i;
const trailingCountry = /[\s,]+(?:USA|U\.S\.A\.?|United States(?: of America)?|Canada)$/i;

const cleanStreet = (text: string): string =>
  text
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .replace(/\s*,\s*/g, ', ')
    .slice(0, maxStreetLength);
const words = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

/** Splits trailing words that name a city (in `state` when given) off the rest, longest city first. */
function splitCity(
  data: GazetteerData,
  text: string,
  state?: string,
): { street: string; cities: CityAreas[] } | undefined {
  const tokens = words(text);
  for (let size = Math.min(maxCityWords, tokens.length); size >= 1; size -= 1) {
    const name = fold(tokens.slice(-size).join(' '));
    const cities = (data.byCity.get(name) ?? []).filter((city) => !state || city.state === state);
    if (cities.length) return { street: streetBefore(text, tokens.length - size), cities };
  }
  return undefined;
}

/** The original text (punctuation kept) up to the given number of words. */
function streetBefore(text: string, wordCount: number): string {
  const match = new RegExp(`^(?:[\\s,]*[^\\s,]+){${wordCount}}`).exec(text);
  return cleanStreet(match ? match[0] : '');
}

/** Cities whose name starts with what the user is still typing (at least 3 letters). */
function citiesStartingWith(data: GazetteerData, partial: string): CityAreas[] {
  const prefix = fold(partial);
  if (prefix.length < 3) return [];
  const matches: CityAreas[] = [];
  for (const [name, cities] of data.byCity) if (name.startsWith(prefix)) matches.push(...cities);
  return matches.sort(
    (a, b) =>
      b.areas.length - a.areas.length || a.city.localeCompare(b.city) || a.state.localeCompare(b.state),
  );
}

/** A typed postal code at the end of the query; the words before it, less its city and state, are the street. */
function byPostalCode(data: GazetteerData, query: string): Place[] | undefined {
  const us = usZip.exec(query);
  const ca = us ? undefined : canadianPostalCode.exec(query);
  const match = us ?? ca;
  if (!match) return undefined;
  const key = match[1]!.toUpperCase();
  const area = data.byKey.get(key);
  if (!area) return [];
  const postalCode = match[2] ? formatPostalCode(`${key}${match[2]}`, area.country) : undefined;
  let rest = query.slice(0, match.index);
  const tokens = words(rest);
  // "... Toronto ON M5V 3L9": drop the state and the city the user typed before the code.
  for (let size = Math.min(3, tokens.length); size >= 1; size -= 1) {
    if (regionCode(tokens.slice(-size).join(' '))?.code === area.state) {
      rest = streetBefore(rest, tokens.length - size);
      break;
    }
  }
  const city = splitCity(data, rest, area.state);
  const street = city?.cities.some((candidate) => candidate.city === area.city)
    ? city.street
    : cleanStreet(rest);
  return [{ street, key, postalCode }];
}

/** "street, city ST", "street city, Province", "street, city" or a city being typed. */
function byCity(data: GazetteerData, query: string): Place[] {
  const tokens = words(query);
  for (let size = Math.min(3, tokens.length - 1); size >= 1; size -= 1) {
    const region = regionCode(tokens.slice(-size).join(' '));
    if (!region) continue;
    const found = splitCity(data, streetBefore(query, tokens.length - size), region.code);
    if (found) return found.cities.map((city) => ({ street: found.street, key: centralArea(city).key }));
  }
  const found = splitCity(data, query);
  if (found) return found.cities.map((city) => ({ street: found.street, key: centralArea(city).key }));
  // Still typing the city: the part after the last comma, or the whole query when it has no number.
  const comma = query.lastIndexOf(',');
  const partial = comma >= 0 ? query.slice(comma + 1) : /\d/.test(query) ? '' : query;
  const street = comma >= 0 ? cleanStreet(query.slice(0, comma)) : '';
  return citiesStartingWith(data, partial).map((city) => ({ street, key: centralArea(city).key }));
}

function describe(place: Place, area: PostalArea): string {
  const postalCode = place.postalCode ?? area.key;
  return [place.street, area.city, `${area.state} ${postalCode}`, area.country === 'US' ? 'USA' : 'Canada']
    .filter(Boolean)
    .join(', ');
}

/**
 * The local cloud's address lookup: a US/Canada gazetteer (ZIP codes and Canadian FSAs with
 * their city and coordinates) that never calls the network. The street is what the user typed;
 * everything else comes from the gazetteer, and every suggestion says it is a sandbox result.
 */
export function gazetteerGeocoder(): Geocoder {
  return {
    async autocomplete(query) {
      const text = query.trim().replace(/\s+/g, ' ').replace(trailingCountry, '');
      if (text.length < 2) return [];
      const data = await gazetteer();
      const places = byPostalCode(data, text) ?? byCity(data, text);
      const predictions: PlacePrediction[] = [];
      for (const place of places) {
        const area = data.byKey.get(place.key);
        if (!area) continue;
        const description = describe(place, area);
        if (predictions.some((prediction) => prediction.description === description)) continue;
        predictions.push({ placeId: encodePlaceId(place), description, sandbox: true });
        if (predictions.length === maxSuggestions) break;
      }
      return predictions;
    },

    async details(placeId) {
      const place = decodePlaceId(placeId);
      if (!place) return undefined;
      const area = (await gazetteer()).byKey.get(place.key);
      if (!area) return undefined;
      return {
        placeId,
        latitude: area.latitude,
        longitude: area.longitude,
        formattedAddress: describe(place, area),
        address: place.street,
        city: area.city,
        stateProvince: area.state,
        country: area.country,
        postalCode: place.postalCode ?? area.key,
      } satisfies PlaceDetails;
    },
  };
}
