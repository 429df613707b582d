import { SupplyRoutes } from '@polyloop/shared/contract/routes/supply';
import { httpHandler } from '../preset.js';
import { listingRoutes } from './listings.js';
import { listingFileRoutes } from './files.js';

/** The supply context: haves, needs and their documents. */
export const handler = httpHandler(SupplyRoutes, {
  ...listingRoutes,
  ...listingFileRoutes,
});
