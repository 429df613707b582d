import { IdentityRoutes } from '@polyloop/shared/contract/routes/identity';
import { implement } from '../preset.js';
import * as Onboarding from '../../domain/onboarding/onboarding.service.js';
import * as Tenants from '../../domain/tenant/tenant.service.js';
import * as Billings from '../../domain/billing/billing.service.js';

export const companyRoutes = implement(IdentityRoutes, {
  onboard: ({ actor, body }) => Onboarding.onboard(actor, body),
  getSettings: ({ actor }) => Tenants.settings(actor.tenantId),
  getBilling: ({ actor }) => Billings.get(actor.tenantId),
});
