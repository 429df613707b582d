import * as z from 'zod';
import { Email } from './account.js';

/**
 * A company's single sign-on: the identity provider (Microsoft Entra, Google Workspace, Okta…)
 * its people sign in with, and the e-mail domains it serves. The provider lives in the user pool
 * (Cognito's identity providers); the company keeps which domains route to it. Its client secret
 * goes to the pool and is never answered back.
 */
export const SsoProviderType = z.enum(['OIDC', 'SAML']);
export type SsoProviderType = z.infer<typeof SsoProviderType>;

/** `acme.com`: lower case, at least one dot, no scheme, no `@`. */
export const EmailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/,
    'Enter a domain such as acme.com',
  );

const HttpsOrLocalUrl = z
  .url('Enter the full address, starting with https://')
  .max(2048)
  .refine((url) => /^https:\/\//.test(url) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(url), {
    message: 'The address must start with https://',
  });

const Domains = z
  .array(EmailDomain)
  .min(1, 'Name at least one e-mail domain')
  .max(20)
  .refine((domains) => new Set(domains).size === domains.length, { message: 'A domain is listed twice' });

export const SsoProviderInput = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('OIDC'),
    /** The provider's issuer (its discovery document is `<issuer>/.well-known/openid-configuration`). */
    issuer: HttpsOrLocalUrl,
    clientId: z.string().trim().min(1).max(255),
    /** Required to create the provider; left out on a change, the stored one stays. */
    clientSecret: z.string().trim().min(1).max(1024).optional(),
    domains: Domains,
  }),
  z.object({
    type: z.literal('SAML'),
    /** The provider's SAML metadata document. */
    metadataUrl: HttpsOrLocalUrl,
    domains: Domains,
  }),
]);
export type SsoProviderInput = z.infer<typeof SsoProviderInput>;

/** The company's provider as its administrators read it: no secret, only whether one is set. */
export const SsoProvider = z.object({
  /** The provider's name in the user pool: what `identity_provider` names at managed login. */
  name: z.string(),
  type: SsoProviderType,
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  hasClientSecret: z.boolean(),
  metadataUrl: z.string().nullable(),
  domains: z.array(z.string()),
  updatedAt: z.string(),
});
export type SsoProvider = z.infer<typeof SsoProvider>;

/** Which provider signs in an address: only a name (or none), never whose it is. */
export const SsoRouteQuery = z.object({ email: Email });
export const SsoRoute = z.object({ identityProvider: z.string().nullable() });
export type SsoRoute = z.infer<typeof SsoRoute>;

/** The e-mail domain of an address, as routing compares it. */
export const domainOf = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
