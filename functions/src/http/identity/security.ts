import { SecurityRoutes } from '@polyloop/shared/contract/routes/security';
import { implement, withCookies } from '../preset.js';
import { clearedSessionCookie } from './session-cookie.js';
import { loadOnce } from '../../lib/lazy.js';

const security = loadOnce(() => import('../../domain/auth/security.service.js'));
const history = loadOnce(() => import('../../domain/auth/sign-in-history.js'));

/** Account security: two-step sign-in, signing out everywhere, the sign-in history, the company's rule. */
export const securityRoutes = implement(SecurityRoutes, {
  getAccountSecurity: async ({ actor }) => (await security()).accountSecurity(actor),
  startMfaSetup: async ({ actor, body }) => (await security()).startMfaSetup(actor, body.accessToken),
  confirmMfaSetup: async ({ actor, body }) =>
    (await security()).confirmMfaSetup(actor, body.accessToken, body.code),
  disableMfa: async ({ actor, body }) => (await security()).disableMfa(actor, body.accessToken),
  listSignIns: async ({ actor, query }) =>
    (await history()).pageSignIns(actor.userId, query.page, query.size),
  signOutEverywhere: async ({ actor, body }) => {
    await (await security()).signOutEverywhere(actor, body.accessToken);
    // This browser's cookie goes too: its refresh token is revoked with the others.
    return withCookies(undefined, [clearedSessionCookie()]);
  },
  getCompanySecurity: async ({ actor }) => (await security()).companySecurity(actor),
  updateCompanySecurity: async ({ actor, body }) => (await security()).updateCompanySecurity(actor, body),
});
