import { AdminRoutes } from '@polyloop/shared/contract/routes/admin';
import { implement } from '../preset.js';

const tenants = () => import('../../domain/tenant/tenant.service.js');
const organization = () => import('../../domain/organization/organization.service.js');

export const organizationRoutes = implement(AdminRoutes, {
  updateOrganization: async ({ actor, body }) => (await tenants()).updateSettings(actor.tenantId, body),
  listIntegrations: async ({ actor }) => (await organization()).integrations(actor.tenantId),
  connectCieTrade: async ({ actor, body }) => (await organization()).connectCieTrade(actor, body),
  disconnectCieTrade: async ({ actor }) => (await organization()).disconnect(actor, 'CIETRADE'),
});
