import type { NetworkPlace } from '@polyloop/shared/network/common';

/** A company location, its own or a public one, or the place a have or need was listed at. */
type Located = Omit<NetworkPlace, 'name'> & { name?: string | null };

/** Where a location is, as the network shows it: on an offer, a request, a public listing or an auction. */
export const placeOfLocation = (location: Located): NetworkPlace => ({
  name: location.name ?? null,
  city: location.city,
  stateProvince: location.stateProvince,
  country: location.country,
  latitude: location.latitude,
  longitude: location.longitude,
});

/** Where a have or need is, as the network shows it: on an offer, a public listing or an auction. */
export const placeOf = (location: Located | undefined | null): NetworkPlace | undefined =>
  location ? placeOfLocation(location) : undefined;
