import { lazySdk } from '../../lib/lazy.js';
import type { Geocoder } from '../../ports/geocoding.js';
import { configured } from '../configured.js';
import { amazonLocationGeocoder } from './amazon-location.js';
import { gazetteerGeocoder } from './gazetteer.js';

/** The configured geocoder (GEOCODER), created once per module load. */
export const geocoder = configured<'GEOCODER', Geocoder>('GEOCODER', {
  'amazon-location': ({ PLACE_INDEX_NAME }) =>
    amazonLocationGeocoder({
      indexName: PLACE_INDEX_NAME,
      location: lazySdk(
        () => import('@aws-sdk/client-location'),
        (sdk) => new sdk.LocationClient({}),
      ),
    }),
  gazetteer: () => gazetteerGeocoder(),
});
