import { env } from '../../lib/env.js';
import { lazy, lazySdk } from '../../lib/lazy.js';
import type { Geocoder } from '../../ports/geocoding.js';
import { amazonLocationGeocoder } from './amazon-location.js';
import { gazetteerGeocoder } from './gazetteer.js';

/** The configured geocoder (GEOCODER), created once per module load. */
export const geocoder = lazy((): Geocoder => {
  const { GEOCODER, PLACE_INDEX_NAME } = env();
  switch (GEOCODER) {
    case 'amazon-location':
      return amazonLocationGeocoder({
        indexName: PLACE_INDEX_NAME,
        location: lazySdk(
          () => import('@aws-sdk/client-location'),
          (sdk) => new sdk.LocationClient({}),
        ),
      });
    case 'gazetteer':
      return gazetteerGeocoder();
  }
});
