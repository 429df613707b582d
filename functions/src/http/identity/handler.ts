import { IdentityRoutes } from '@polyloop/shared/contract/routes/identity';
import { SsoRoutes } from '@polyloop/shared/contract/routes/sso';
import { httpHandler } from '../preset.js';
import { authRoutes } from './auth.js';
import { sessionRoutes } from './session.js';
import { accountRoutes } from './account.js';
import { companyRoutes } from './company.js';
import { placesRoutes } from './places.js';
import { policyRoutes } from './policies.js';
import { accessRequestRoutes } from './access-requests.js';
import { ssoRoutes } from './sso.js';

/** The identity context: sign-up and recovery, the browser's session, the account, onboarding, places, policies, access requests and single sign-on. */
export const handler = httpHandler(
  { ...IdentityRoutes, ...SsoRoutes },
  {
    ...authRoutes,
    ...sessionRoutes,
    ...accountRoutes,
    ...companyRoutes,
    ...placesRoutes,
    ...policyRoutes,
    ...accessRequestRoutes,
    ...ssoRoutes,
  },
);
