import { AdminRoutes } from '@polyloop/shared/contract/routes/admin';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const decisions = loadOnce(() => import('../../domain/access-request/access-decision.service.js'));

/** Companies' access requests and publishing permissions (platform administrators; the contract checks the permission). */
export const accessRequestAdminRoutes = implement(AdminRoutes, {
  listAccessRequests: async ({ query }) => (await decisions()).list(query),
  approveAccessRequest: async ({ actor, params, body }) =>
    (await decisions()).decide(actor, params, 'APPROVED', body),
  declineAccessRequest: async ({ actor, params, body }) =>
    (await decisions()).decide(actor, params, 'DECLINED', body),
  getPlatformCompany: async ({ params }) => (await decisions()).company(params.tenantId),
  setPublishingPermissions: async ({ params, body }) =>
    (await decisions()).setPublishing(params.tenantId, body),
});
