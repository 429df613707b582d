import { IdentityRoutes } from '@polyloop/shared/contract/routes/identity';
import { implement } from '../preset.js';
import { requestAccess } from '../../domain/access-request/access-request.service.js';

/** Requests to the platform team for gated capabilities (spec part 3 §7.9). */
export const accessRequestRoutes = implement(IdentityRoutes, {
  requestAuctionAccess: ({ actor, body }) => requestAccess(actor, 'PRIVATE_AUCTION', body?.message),
  requestPublicRequestAccess: ({ actor, body, query }) =>
    requestAccess(
      actor,
      query.reverseAuction === 'true' ? 'REVERSE_AUCTION' : 'PUBLIC_REQUEST',
      body?.message,
    ),
  requestPublicOfferAccess: ({ actor, body }) => requestAccess(actor, 'PUBLIC_OFFER', body?.message),
  equipmentListingInterest: ({ actor, body }) => requestAccess(actor, 'EQUIPMENT_LISTING', body?.message),
});
