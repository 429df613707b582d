import { IdentityRoutes } from '@polyloop/shared/contract/routes/identity';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const onboarding = loadOnce(() => import('../../domain/onboarding/onboarding.service.js'));
const tenants = loadOnce(() => import('../../domain/tenant/tenant.service.js'));
const billings = loadOnce(() => import('../../domain/billing/billing.service.js'));

export const companyRoutes = implement(IdentityRoutes, {
  onboard: async ({ actor, body }) => (await onboarding()).onboard(actor, body),
  getSettings: async ({ actor }) => (await tenants()).settings(actor.tenantId),
  getBilling: async ({ actor }) => (await billings()).get(actor.tenantId),
});
