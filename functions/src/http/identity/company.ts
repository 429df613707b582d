import { IdentityRoutes as R } from '@polyloop/shared';
import { implement } from '../../lib/http.js';
import * as Onboarding from '../../domain/onboarding/onboarding.service.js';
import * as Tenants from '../../domain/tenant/tenant.service.js';
import * as Billings from '../../domain/billing/billing.service.js';

export const companyRoutes = [
  implement(R.onboard, async ({ actor, body }) => Onboarding.onboard(Tenants.signedIn(actor), body)),
  implement(R.getSettings, async ({ actor }) => Tenants.settings(Tenants.tenantOf(actor))),
  implement(R.getBilling, async ({ actor }) => Billings.get(Tenants.tenantOf(actor))),
];
