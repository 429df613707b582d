import { PublicMatchRoutes } from '@polyloop/shared/contract/routes/public-match';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const match = loadOnce(() => import('../../domain/link/public-match.js'));

/** A CRM company's public company on the network. */
export const publicMatchRoutes = implement(PublicMatchRoutes, {
  companyPublicMatch: async ({ params, actor }) => (await match()).publicMatch(actor, params.id),
});
