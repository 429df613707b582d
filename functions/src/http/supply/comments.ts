import { SupplyRoutes } from '@polyloop/shared/contract/routes/supply';
import { implement } from '../preset.js';
import { commentRoutes } from '../comment-routes.js';

/** Comments on haves and needs, with @mentions. */
export const listingCommentRoutes = implement(SupplyRoutes, {
  ...commentRoutes('Have', (id) => ({ have: id })),
  ...commentRoutes('Need', (id) => ({ need: id })),
});
