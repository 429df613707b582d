/** The filters a location filter keeps in the URL: the place as shown, its coordinates, the radius (miles). */
export type LocationFilterName = 'near' | 'latitude' | 'longitude' | 'radius';
export const LOCATION_FILTERS: Record<LocationFilterName, string> = {
  near: '',
  latitude: '',
  longitude: '',
  radius: '100',
};

const bounded = (v: string, limit: number) => {
  const n = v.trim() === '' ? NaN : Number(v);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
};

/** The query of a location filter: latitude, longitude and radius together, or none of them. */
export function locationQuery(filters: Record<LocationFilterName, string>) {
  const latitude = bounded(filters.latitude, 90);
  const longitude = bounded(filters.longitude, 180);
  const radius = bounded(filters.radius, 5000);
  return latitude !== undefined && longitude !== undefined && radius !== undefined && radius > 0
    ? { latitude, longitude, radius }
    : {};
}
