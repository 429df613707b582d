import { SupplyRoutes } from '@polyloop/shared/contract/routes/supply';
import { httpHandler } from '../preset.js';
import { listingRoutes } from './listings.js';
import { listingFileRoutes } from './files.js';
import { haveGroupRoutes } from './groups.js';
import { listingCommentRoutes } from './comments.js';

/** The supply context: haves, needs, their documents and photos, and groups of haves, comments. */
export const handler = httpHandler(SupplyRoutes, {
  ...listingRoutes,
  ...listingFileRoutes,
  ...haveGroupRoutes,
  ...listingCommentRoutes,
});
