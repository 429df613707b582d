/**
 * How Polyloop is registered in the sandbox identity provider (`sandbox-idp.ts`), as a company
 * registers it in its own: the client a company's administrator enters, and the password every
 * sandbox account signs in with.
 */
export const SANDBOX_IDP = {
  clientId: 'polyloop-local',
  clientSecret: 'sandbox-client-secret',
  password: 'sandbox',
} as const;
