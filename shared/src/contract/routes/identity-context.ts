import { IdentityRoutes } from './identity.js';
import { SecurityRoutes } from './security.js';
import { SsoRoutes } from './sso.js';

export { IdentityRoutes, SecurityRoutes, SsoRoutes };

/** What the identity function serves: sign-up, the session, the account, its security and single sign-on. */
export const IdentityContextRoutes = { ...IdentityRoutes, ...SecurityRoutes, ...SsoRoutes };
