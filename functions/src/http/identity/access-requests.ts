import { IdentityRoutes } from '@polyloop/shared';
import { implement } from '../../lib/http.js';
import { signedIn } from '../../domain/tenant/tenant.service.js';
import { requestAccess } from '../../domain/access-request/access-request.service.js';

/** Requests to the platform team for gated capabilities (spec part 3 §7.9). */
export const accessRequestRoutes = [
  implement(IdentityRoutes.requestAuctionAccess, ({ actor, body }) =>
    requestAccess(signedIn(actor), 'PRIVATE_AUCTION', body?.message),
  ),
  implement(IdentityRoutes.requestPublicRequestAccess, ({ actor, body, query }) =>
    requestAccess(
      signedIn(actor),
      query.reverseAuction === 'true' ? 'REVERSE_AUCTION' : 'PUBLIC_REQUEST',
      body?.message,
    ),
  ),
  implement(IdentityRoutes.requestPublicOfferAccess, ({ actor, body }) =>
    requestAccess(signedIn(actor), 'PUBLIC_OFFER', body?.message),
  ),
  implement(IdentityRoutes.equipmentListingInterest, ({ actor, body }) =>
    requestAccess(signedIn(actor), 'EQUIPMENT_LISTING', body?.message),
  ),
];
