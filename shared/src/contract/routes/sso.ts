import * as z from 'zod';
import { defineRoutes } from '../define.js';
import { SsoProvider, SsoProviderInput, SsoRoute, SsoRouteQuery } from '../../identity/sso.js';

/** Single sign-on: which provider serves an address (public), and a company's own provider. */
export const SsoRoutes = defineRoutes(
  'identity',
  { tags: ['Single sign-on'], auth: 'member', permission: 'USERS_AND_BILLINGS_MANAGEMENT' },
  {
    routeSignIn: {
      method: 'GET',
      path: '/api/auth/sso',
      auth: 'public',
      permission: undefined,
      summary:
        'The identity provider that signs in this e-mail address (by its domain), or null: it names a provider only, never a company.',
      query: SsoRouteQuery,
      response: SsoRoute,
    },
    getSsoProvider: {
      method: 'GET',
      path: '/api/my-company/sso',
      summary: "My company's single sign-on provider, without its secret; null when there is none.",
      response: SsoProvider.nullable(),
    },
    putSsoProvider: {
      method: 'PUT',
      path: '/api/my-company/sso',
      summary:
        "Sets my company's single sign-on provider (OIDC or SAML) and the e-mail domains it serves; a domain another company routes is refused.",
      body: SsoProviderInput,
      response: SsoProvider,
    },
    deleteSsoProvider: {
      method: 'DELETE',
      path: '/api/my-company/sso',
      summary: "Removes my company's single sign-on provider: its people sign in with their passwords again.",
      response: z.void(),
      status: 204,
    },
  },
);
