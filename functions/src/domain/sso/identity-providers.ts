import type { SsoProviderInput } from '@polyloop/shared/identity/sso';
import { cognito } from '../../lib/cognito.js';
import { env } from '../../lib/env.js';
import { BadRequest } from '../../lib/errors.js';

/**
 * The user pool's side of a company's single sign-on: the identity provider (Cognito keeps its
 * client secret; nothing here logs or answers it) and the app client's list of providers, which
 * managed login offers. Every call is safe to repeat.
 */

/** What the pool maps from the provider's claims or assertion onto the user. */
const OIDC_ATTRIBUTES = { email: 'email', email_verified: 'email_verified', username: 'sub' };
const SAML_ATTRIBUTES = {
  email: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
};

function detailsOf(input: SsoProviderInput): Record<string, string> {
  if (input.type === 'SAML') return { MetadataURL: input.metadataUrl, IDPSignout: 'false' };
  return {
    client_id: input.clientId,
    ...(input.clientSecret ? { client_secret: input.clientSecret } : {}),
    attributes_request_method: 'GET',
    oidc_issuer: input.issuer,
    authorize_scopes: 'openid email profile',
  };
}

/** Creates the provider, or changes it (a left-out client secret stays as stored). */
export async function saveIdentityProvider(
  name: string,
  input: SsoProviderInput,
  exists: boolean,
): Promise<void> {
  const ProviderDetails = detailsOf(input);
  const AttributeMapping = input.type === 'OIDC' ? OIDC_ATTRIBUTES : SAML_ATTRIBUTES;
  try {
    await save(name, input, exists, ProviderDetails, AttributeMapping);
  } catch (error) {
    // The provider's own answer (an issuer without discovery, metadata that does not parse).
    if ((error as { name?: string }).name === 'InvalidParameterException')
      throw new BadRequest(`The identity provider was refused: ${(error as Error).message}`);
    throw error;
  }
  await offerProvider(name, true);
}

async function save(
  name: string,
  input: SsoProviderInput,
  exists: boolean,
  ProviderDetails: Record<string, string>,
  AttributeMapping: Record<string, string>,
): Promise<void> {
  const { client, sdk } = await cognito();
  const UserPoolId = env().USER_POOL_ID;
  if (exists && input.type === 'OIDC' && !input.clientSecret) {
    // A change that leaves the secret out keeps the one the pool holds (UpdateIdentityProvider
    // replaces the details whole).
    const current = await client.send(
      new sdk.DescribeIdentityProviderCommand({ UserPoolId, ProviderName: name }),
    );
    const secret = current.IdentityProvider?.ProviderDetails?.client_secret;
    if (secret) ProviderDetails.client_secret = secret;
  }
  if (exists) {
    await client.send(
      new sdk.UpdateIdentityProviderCommand({
        UserPoolId,
        ProviderName: name,
        ProviderDetails,
        AttributeMapping,
      }),
    );
  } else {
    await client.send(
      new sdk.CreateIdentityProviderCommand({
        UserPoolId,
        ProviderName: name,
        ProviderType: input.type,
        ProviderDetails,
        AttributeMapping,
      }),
    );
  }
}

/** Removes the provider and takes it off the app client. One already gone is no failure. */
export async function removeIdentityProvider(name: string): Promise<void> {
  const { client, sdk } = await cognito();
  await offerProvider(name, false);
  try {
    await client.send(
      new sdk.DeleteIdentityProviderCommand({ UserPoolId: env().USER_POOL_ID, ProviderName: name }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
  }
}

/**
 * Adds or removes the provider on the app client. UpdateUserPoolClient resets whatever it is not
 * given, so the client's own settings are read and handed back unchanged.
 */
export async function offerProvider(name: string, offered: boolean): Promise<void> {
  const { client, sdk } = await cognito();
  const UserPoolId = env().USER_POOL_ID;
  const ClientId = env().USER_POOL_CLIENT_ID;
  const described = await client.send(new sdk.DescribeUserPoolClientCommand({ UserPoolId, ClientId }));
  const current = described.UserPoolClient ?? {};
  const providers = new Set(current.SupportedIdentityProviders ?? ['COGNITO']);
  if (offered === providers.has(name)) return;
  if (offered) providers.add(name);
  else providers.delete(name);
  await client.send(
    new sdk.UpdateUserPoolClientCommand({
      UserPoolId,
      ClientId,
      ClientName: current.ClientName,
      RefreshTokenValidity: current.RefreshTokenValidity,
      AccessTokenValidity: current.AccessTokenValidity,
      IdTokenValidity: current.IdTokenValidity,
      TokenValidityUnits: current.TokenValidityUnits,
      ReadAttributes: current.ReadAttributes,
      WriteAttributes: current.WriteAttributes,
      ExplicitAuthFlows: current.ExplicitAuthFlows,
      SupportedIdentityProviders: [...providers],
      CallbackURLs: current.CallbackURLs,
      LogoutURLs: current.LogoutURLs,
      DefaultRedirectURI: current.DefaultRedirectURI,
      AllowedOAuthFlows: current.AllowedOAuthFlows,
      AllowedOAuthScopes: current.AllowedOAuthScopes,
      AllowedOAuthFlowsUserPoolClient: current.AllowedOAuthFlowsUserPoolClient,
      AnalyticsConfiguration: current.AnalyticsConfiguration,
      PreventUserExistenceErrors: current.PreventUserExistenceErrors,
      EnableTokenRevocation: current.EnableTokenRevocation,
      EnablePropagateAdditionalUserContextData: current.EnablePropagateAdditionalUserContextData,
      AuthSessionValidity: current.AuthSessionValidity,
    }),
  );
}

/** How long a container trusts that the app client still offers a provider it found offered there. */
export const OFFERED_FOR_MS = 60_000;
const offeredUntil = new Map<string, number>();

/**
 * That the app client offers the provider, put back when it does not: a deployment that changes
 * the client sets its providers to the template's and drops those companies added at run time.
 * Asked as a sign-in is routed to the provider, so the first person after such a deployment puts
 * it back before managed login looks for it.
 */
export async function keepOffered(name: string): Promise<void> {
  if ((offeredUntil.get(name) ?? 0) > Date.now()) return;
  await offerProvider(name, true);
  offeredUntil.set(name, Date.now() + OFFERED_FOR_MS);
}

/**
 * Makes a first sign-in through `provider` the member's own: the provider's user (its subject)
 * becomes a way into the member's pool user, so its tokens carry the member's `sub` and groups.
 * The pool's pre-sign-up trigger calls it once `federatedMember` has said who it is; the trigger
 * names the pool from its event (the trigger's own function is configured before the pool exists).
 */
export async function linkToMember(
  userPoolId: string,
  provider: string,
  subject: string,
  memberEmail: string,
): Promise<void> {
  const { client, sdk } = await cognito();
  await client.send(
    new sdk.AdminLinkProviderForUserCommand({
      UserPoolId: userPoolId,
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: memberEmail },
      SourceUser: {
        ProviderName: provider,
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: subject,
      },
    }),
  );
}
