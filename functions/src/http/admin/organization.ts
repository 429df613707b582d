import { AdminRoutes } from '@polyloop/shared/contract/routes/admin';
import { implement } from '../preset.js';
import * as Tenants from '../../domain/tenant/tenant.service.js';
import * as Organization from '../../domain/organization/organization.service.js';

export const organizationRoutes = implement(AdminRoutes, {
  updateOrganization: ({ actor, body }) => Tenants.updateSettings(actor.tenantId, body),
  listIntegrations: ({ actor }) => Organization.integrations(actor.tenantId),
  connectCieTrade: ({ actor, body }) => Organization.connectCieTrade(actor, body),
  disconnectCieTrade: ({ actor }) => Organization.disconnect(actor, 'CIETRADE'),
});
