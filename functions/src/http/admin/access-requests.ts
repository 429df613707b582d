import { AdminRoutes } from '@polyloop/shared/contract/routes/admin';
import { implement } from '../preset.js';
import * as Decisions from '../../domain/access-request/access-decision.service.js';

/** Companies' access requests and publishing permissions (platform administrators; the contract checks the permission). */
export const accessRequestAdminRoutes = implement(AdminRoutes, {
  listAccessRequests: ({ query }) => Decisions.list(query),
  approveAccessRequest: ({ actor, params, body }) => Decisions.decide(actor, params, 'APPROVED', body),
  declineAccessRequest: ({ actor, params, body }) => Decisions.decide(actor, params, 'DECLINED', body),
  getPlatformCompany: ({ params }) => Decisions.company(params.tenantId),
  setPublishingPermissions: ({ params, body }) => Decisions.setPublishing(params.tenantId, body),
});
