import { IdentityRoutes } from '@polyloop/shared/contract/routes/identity';
import { httpHandler } from '../preset.js';
import { authRoutes } from './auth.js';
import { sessionRoutes } from './session.js';
import { accountRoutes } from './account.js';
import { companyRoutes } from './company.js';
import { placesRoutes } from './places.js';
import { policyRoutes } from './policies.js';
import { accessRequestRoutes } from './access-requests.js';

/** The identity context: sign-up and recovery, the browser's session, the account, onboarding, places, policies and access requests. */
export const handler = httpHandler(IdentityRoutes, {
  ...authRoutes,
  ...sessionRoutes,
  ...accountRoutes,
  ...companyRoutes,
  ...placesRoutes,
  ...policyRoutes,
  ...accessRequestRoutes,
});
