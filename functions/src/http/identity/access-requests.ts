import { IdentityRoutes } from '@polyloop/shared/contract/routes/identity';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const requests = loadOnce(() => import('../../domain/access-request/access-request.service.js'));

/** Requests to the platform team for gated capabilities (spec part 3 §7.9). */
export const accessRequestRoutes = implement(IdentityRoutes, {
  requestAuctionAccess: async ({ actor, body }) =>
    (await requests()).requestAccess(actor, 'PRIVATE_AUCTION', body?.message),
  requestPublicRequestAccess: async ({ actor, body, query }) =>
    (await requests()).requestAccess(
      actor,
      query.reverseAuction === 'true' ? 'REVERSE_AUCTION' : 'PUBLIC_REQUEST',
      body?.message,
    ),
  requestPublicOfferAccess: async ({ actor, body }) =>
    (await requests()).requestAccess(actor, 'PUBLIC_OFFER', body?.message),
  equipmentListingInterest: async ({ actor, body }) =>
    (await requests()).requestAccess(actor, 'EQUIPMENT_LISTING', body?.message),
});
