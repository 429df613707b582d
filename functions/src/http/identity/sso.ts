import { SsoRoutes } from '@polyloop/shared/contract/routes/sso';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const sso = loadOnce(() => import('../../domain/sso/sso.service.js'));

/** Single sign-on: which provider serves an address, and a company's own provider. */
export const ssoRoutes = implement(SsoRoutes, {
  routeSignIn: async ({ query }) => (await sso()).routeSignIn(query.email),
  getSsoProvider: async ({ actor }) => (await sso()).getProvider(actor),
  putSsoProvider: async ({ actor, body }) => (await sso()).putProvider(actor, body),
  deleteSsoProvider: async ({ actor }) => (await sso()).deleteProvider(actor),
});
