import { AdminRoutes as R } from '@polyloop/shared';
import { implement } from '../../lib/http.js';
import * as Tenants from '../../domain/tenant/tenant.service.js';
import * as Organization from '../../domain/organization/organization.service.js';

export const organizationRoutes = [
  implement(R.updateOrganization, async ({ actor, body }) => Tenants.updateSettings(Tenants.tenantOf(actor), body)),
  implement(R.listIntegrations, async ({ actor }) => Organization.integrations(Tenants.tenantOf(actor))),
];
