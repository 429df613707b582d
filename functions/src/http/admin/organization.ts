import { AdminRoutes } from '@polyloop/shared/contract/routes/admin';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const tenants = loadOnce(() => import('../../domain/tenant/tenant.service.js'));
const organization = loadOnce(() => import('../../domain/organization/organization.service.js'));
const documentDefaults = loadOnce(() => import('../../domain/document/document-defaults.service.js'));

export const organizationRoutes = implement(AdminRoutes, {
  updateOrganization: async ({ actor, body }) => (await tenants()).updateSettings(actor.tenantId, body),
  getDocumentDefaults: async ({ actor }) => (await documentDefaults()).get(actor),
  putDocumentDefaults: async ({ actor, body }) => (await documentDefaults()).put(actor, body),
  listIntegrations: async ({ actor }) => (await organization()).integrations(actor.tenantId),
  connectCieTrade: async ({ actor, body }) => (await organization()).connectCieTrade(actor, body),
  disconnectCieTrade: async ({ actor }) => (await organization()).disconnect(actor, 'CIETRADE'),
});
