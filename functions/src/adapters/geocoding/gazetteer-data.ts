import type { Country } from '@polyloop/shared';
import type { ZipCode } from 'zipcodes';
import { fold, regionCode } from './regions.js';

/** One postal area: a US ZIP code or a Canadian forward sortation area (FSA). */
export interface PostalArea {
  /** The ZIP code, or the FSA ("M5V"). */
  key: string;
  city: string;
  /** 2-letter state or province code. */
  state: string;
  country: Country;
  latitude: number;
  longitude: number;
}

/** The areas of one city in one state or province, biggest cities first when several match. */
export interface CityAreas {
  city: string;
  state: string;
  areas: PostalArea[];
}

export interface GazetteerData {
  byKey: Map<string, PostalArea>;
  /** Folded city name → its cities, one per state or province. */
  byCity: Map<string, CityAreas[]>;
}

/** The first letter of a Canadian postal code names the province (X is split by the data's name). */
const provinceByLetter: Record<string, string> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

/** Suffixes that name a district of a city ("Calgary Northeast", "Montreal North North"). */
const districtSuffix =
  /\s+(?:North|South|East|West|Central|Northeast|Northwest|Southeast|Southwest|Inner|Outer|Upper|Lower|Mid|Outskirts|Extremities|And|&|Rcm)$/i;
/** Districts of Toronto and Montreal carry a prefix instead ("Downtown Toronto", "Old Montreal"). */
const districtPrefix = /^(?:Downtown|Central|East|West|Old)\s+(Toronto|Montreal)\b/i;
/** Non-place words in some entries ("... Stn A Po Boxes", "... Ontario Provincial Government"). */
const noise = /\s+(?:Stn\s|Business Reply|(?:[A-Z][\w&']*\s+)*Provincial Government).*$/;

const titleCase = (text: string): string =>
  text
    .toLowerCase()
    .replace(
      /(^|[\s\-/]|\b[ld]')(\p{L})/gu,
      (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
    );

/**
 * A clean city for a Canadian FSA. Urban FSAs are named "City (neighbourhood / ...)" or
 * "City District"; rural ones (second character 0) "Region (town)", where the town is the city.
 */
export function canadianCity(fsa: string, name: string): string {
  const town = /\(([^)/]+)/.exec(name)?.[1]?.trim();
  if (fsa[1] === '0' && town) return titleCase(town.replace(/-\s+/g, '-'));
  let city = name
    .replace(/\s*\(.*$/, '')
    .replace(noise, '')
    .replace(/-\s+/g, '-')
    .trim();
  city = city.replace(districtPrefix, '$1');
  while (districtSuffix.test(city) && city.includes(' ')) city = city.replace(districtSuffix, '');
  return titleCase(city || name);
}

export function canadianProvince(fsa: string, name: string): string {
  const letter = fsa[0]?.toUpperCase() ?? '';
  if (letter === 'X') return /nunavut/i.test(name) ? 'NU' : 'NT';
  return provinceByLetter[letter] ?? regionCode(name)?.code ?? '';
}

/** Builds the lookup tables from the package's raw entries (US states and DC, and Canada). */
export function buildGazetteer(codes: Record<string, ZipCode>): GazetteerData {
  const byKey = new Map<string, PostalArea>();
  const cities = new Map<string, CityAreas>();
  for (const raw of Object.values(codes)) {
    let area: PostalArea | undefined;
    if (raw.country === 'Canada') {
      const state = canadianProvince(raw.zip, raw.state);
      if (state)
        area = {
          key: raw.zip.toUpperCase(),
          city: canadianCity(raw.zip, raw.city),
          state,
          country: 'CA',
          latitude: raw.latitude,
          longitude: raw.longitude,
        };
    } else if (regionCode(raw.state)?.country === 'US') {
      area = {
        key: raw.zip,
        city: raw.city,
        state: raw.state.toUpperCase(),
        country: 'US',
        latitude: raw.latitude,
        longitude: raw.longitude,
      };
    }
    if (!area || !area.city) continue;
    byKey.set(area.key, area);
    const cityKey = `${fold(area.city)}|${area.state}`;
    const city = cities.get(cityKey) ?? { city: area.city, state: area.state, areas: [] };
    city.areas.push(area);
    cities.set(cityKey, city);
  }
  const byCity = new Map<string, CityAreas[]>();
  for (const city of cities.values()) {
    const name = fold(city.city);
    byCity.set(name, [...(byCity.get(name) ?? []), city]);
  }
  for (const list of byCity.values())
    list.sort((a, b) => b.areas.length - a.areas.length || a.state.localeCompare(b.state));
  return { byKey, byCity };
}

/**
 * The area nearest the city's middle: the median latitude and longitude of its areas, which
 * (unlike the mean) lands downtown in the big cities, where P.O. box ZIP codes cluster.
 */
export function centralArea(city: CityAreas): PostalArea {
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
  const latitude = median(city.areas.map((area) => area.latitude));
  const longitude = median(city.areas.map((area) => area.longitude));
  const distance = (area: PostalArea) => (area.latitude - latitude) ** 2 + (area.longitude - longitude) ** 2;
  return city.areas.reduce((best, area) => {
    const closer = distance(area) - distance(best);
    return closer < 0 || (closer === 0 && area.key < best.key) ? area : best;
  });
}
