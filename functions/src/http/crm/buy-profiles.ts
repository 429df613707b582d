import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { implement } from '../preset.js';
import * as BuyProfiles from '../../domain/buy-profile/buy-profile.service.js';

export const buyProfileRoutes = implement(CrmRoutes, {
  listBuyProfiles: ({ params, actor }) => BuyProfiles.list(actor, params.id),
  createBuyProfile: ({ params, body, actor }) => BuyProfiles.create(actor, params.id, body),
  updateBuyProfile: ({ params, body, actor }) => BuyProfiles.update(actor, params.id, params.profileId, body),
  deleteBuyProfile: ({ params, actor }) => BuyProfiles.remove(actor, params.id, params.profileId),
});
