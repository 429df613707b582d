import type { NetworkPlace } from '@polyloop/shared/network/common';
import type { ListingPlace } from '@polyloop/shared/supply/listing';

/** Where a have or need is, as the network shows it: on an offer, a public listing or an auction. */
export const placeOf = (location: ListingPlace | undefined | null): NetworkPlace | undefined =>
  location
    ? {
        name: location.name,
        city: location.city,
        stateProvince: location.stateProvince,
        country: location.country,
        latitude: location.latitude,
        longitude: location.longitude,
      }
    : undefined;
