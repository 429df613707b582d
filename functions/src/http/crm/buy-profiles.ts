import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const buyProfiles = loadOnce(() => import('../../domain/buy-profile/buy-profile.service.js'));

export const buyProfileRoutes = implement(CrmRoutes, {
  listBuyProfiles: async ({ params, actor }) => (await buyProfiles()).list(actor, params.id),
  createBuyProfile: async ({ params, body, actor }) => (await buyProfiles()).create(actor, params.id, body),
  updateBuyProfile: async ({ params, body, actor }) =>
    (await buyProfiles()).update(actor, params.id, params.profileId, body),
  deleteBuyProfile: async ({ params, actor }) =>
    (await buyProfiles()).remove(actor, params.id, params.profileId),
});
