import { MILES_PER_RADIAN } from '@polyloop/shared/conversions';

/**
 * Where a candidate sits in the match index, and which parts of the index hold everything within
 * a distance of a point. The index is cut into half-degree bands of latitude (the partition) and
 * ordered by longitude inside each band (the sort key), so the counterparts of a record are one
 * Query per band that the circle around it crosses, each over the longitudes the circle spans at
 * that band: a handful of small reads that cover the circle and little beyond it. Places without
 * coordinates sit in a band of their own, always read.
 */

/** Statute miles per degree of latitude (and of longitude at the equator). */
const MILES_PER_DEGREE = 69.17;
/** A band's height in degrees: thinner bands read less beyond the circle, at one more Query each. */
const BAND = 0.5;
/** A hair of margin on every bound, so rounding never leaves a counterpart at the edge out. */
const MARGIN = 1.002;
export const NO_PLACE_BAND = 'NONE';

export interface Point {
  latitude: number;
  longitude: number;
}

const bandFloor = (latitude: number) => Math.floor(latitude / BAND) * BAND;

/** The band of a latitude, by its southern edge in tenths of a degree: "+0415" for 41.5°–42°, "-0120" for -12° to -11.5°. */
export function bandOf(latitude: number): string {
  const tenths = Math.round(bandFloor(latitude) * 10);
  return `${tenths < 0 ? '-' : '+'}${String(Math.abs(tenths)).padStart(4, '0')}`;
}

const bandStart = (band: string) => Number(band) / 10;

/** A longitude as a sortable key: 0000000 (180°W) to 3600000 (180°E), to the ten-thousandth of a degree. */
export const lngKeyOf = (longitude: number) =>
  String(Math.round((longitude + 180) * 10_000)).padStart(7, '0');

export interface BandRange {
  band: string;
  /** Longitude keys, inclusive. */
  from: string;
  to: string;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * The widest difference of longitude at which a point at `lat2` is within `miles` of one at
 * `lat1` (spherical law of cosines); undefined when no point at `lat2` is.
 */
function lngReach(lat1: number, lat2: number, miles: number): number | undefined {
  const den = Math.cos(rad(lat1)) * Math.cos(rad(lat2));
  const c =
    (Math.cos(miles / MILES_PER_RADIAN) - Math.sin(rad(lat1)) * Math.sin(rad(lat2))) / Math.max(den, 1e-12);
  if (c > 1) return undefined;
  return c < -1 ? 180 : (Math.acos(c) * 180) / Math.PI;
}

/**
 * The bands and longitude ranges that hold every point within `miles` of `p` (great-circle). For
 * each band the reach in longitude is the widest the circle has anywhere across the band's
 * latitudes (taken at its edges, at `p`'s latitude when inside, and between), with a hair of
 * margin. A range crossing the antimeridian is split in two.
 */
export function rangesAround(p: Point, miles: number): BandRange[] {
  const reach = miles * MARGIN;
  const dLat = reach / MILES_PER_DEGREE;
  const first = Math.max(-90, bandFloor(p.latitude - dLat));
  const last = Math.min(90 - BAND, bandFloor(p.latitude + dLat));
  const out: BandRange[] = [];
  for (let step = 0; first + step * BAND <= last + 1e-9; step++) {
    const b = first + step * BAND;
    const top = b + BAND;
    const samples = [
      b,
      top,
      Math.min(top, Math.max(b, p.latitude)),
      ...Array.from({ length: 7 }, (_, i) => b + ((i + 1) * BAND) / 8),
    ];
    const reaches = samples
      .map((lat) => lngReach(p.latitude, lat, reach))
      .filter((r): r is number => r !== undefined);
    if (!reaches.length) continue;
    const dLng = Math.min(180, Math.max(...reaches) * MARGIN);
    const band = bandOf(b + BAND / 2);
    const west = p.longitude - dLng;
    const east = p.longitude + dLng;
    if (dLng >= 180) out.push({ band, from: lngKeyOf(-180), to: lngKeyOf(180) });
    else if (west < -180)
      out.push(
        { band, from: lngKeyOf(west + 360), to: lngKeyOf(180) },
        { band, from: lngKeyOf(-180), to: lngKeyOf(east) },
      );
    else if (east > 180)
      out.push(
        { band, from: lngKeyOf(west), to: lngKeyOf(180) },
        { band, from: lngKeyOf(-180), to: lngKeyOf(east - 360) },
      );
    else out.push({ band, from: lngKeyOf(west), to: lngKeyOf(east) });
  }
  return out;
}

/** Whether a band key is a latitude band (not the band of places without coordinates). */
export const isLatitudeBand = (band: string) => band !== NO_PLACE_BAND && Number.isFinite(bandStart(band));
