import { crmRoute as R } from '@polyloop/shared/contract/routes/crm';
import { implement } from '../../lib/http.js';
import * as BuyProfiles from '../../domain/buy-profile/buy-profile.service.js';

export const buyProfileRoutes = [
  implement(R('listBuyProfiles'), async ({ params, actor }) => BuyProfiles.list(actor, params.id)),
  implement(R('createBuyProfile'), async ({ params, body, actor }) => BuyProfiles.create(actor, params.id, body)),
  implement(R('updateBuyProfile'), async ({ params, body, actor }) => BuyProfiles.update(actor, params.id, params.profileId, body)),
  implement(R('deleteBuyProfile'), async ({ params, actor }) => BuyProfiles.remove(actor, params.id, params.profileId)),
];
