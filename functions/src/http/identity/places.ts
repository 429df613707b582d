import { IdentityRoutes } from '@polyloop/shared/contract/routes/identity';
import { implement } from '../preset.js';
import { NotFound } from '../../lib/errors.js';
import { geocoder } from '../../adapters/geocoding/index.js';

/** Address suggestions and details, over the geocoding port (US and Canada only). */
export const placesRoutes = implement(IdentityRoutes, {
  autocompletePlaces: ({ query }) => geocoder().autocomplete(query.q),
  getPlace: async ({ params }) => {
    const place = await geocoder().details(params.placeId);
    if (!place) throw new NotFound('That address could not be found. Choose a suggestion again.');
    return place;
  },
});
