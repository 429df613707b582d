import { IdentityContextRoutes } from '@polyloop/shared/contract/routes/identity-context';
import { httpHandler } from '../preset.js';
import { authRoutes } from './auth.js';
import { sessionRoutes } from './session.js';
import { accountRoutes } from './account.js';
import { companyRoutes } from './company.js';
import { placesRoutes } from './places.js';
import { policyRoutes } from './policies.js';
import { accessRequestRoutes } from './access-requests.js';
import { securityRoutes } from './security.js';
import { ssoRoutes } from './sso.js';

/** The identity context: sign-up and recovery, the browser's session, the account, onboarding, places, policies, access requests, account security and single sign-on. */
export const handler = httpHandler(IdentityContextRoutes, {
  ...authRoutes,
  ...sessionRoutes,
  ...accountRoutes,
  ...companyRoutes,
  ...placesRoutes,
  ...policyRoutes,
  ...accessRequestRoutes,
  ...securityRoutes,
  ...ssoRoutes,
});
