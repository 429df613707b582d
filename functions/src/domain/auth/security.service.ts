import type { AccountSecurity, CompanySecurity, MfaSetup } from '@polyloop/shared/identity/security';
import type { Actor, Member } from '../../lib/actor.js';
import { cognito, type LoadedCognito } from '../../lib/cognito.js';
import { env } from '../../lib/env.js';
import { BadRequest, Conflict, fieldError, NotFound } from '../../lib/errors.js';
import { Tenant } from '../tenant/index.js';

/**
 * Two-step sign-in with an authenticator app, signing out of every device, and the company's
 * rule. Cognito keeps the secret and checks the codes (at sign-in, its SOFTWARE_TOKEN_MFA
 * challenge); these calls use the person's own access token, which Cognito checks, and the
 * token must be the caller's.
 */

export const MESSAGES = {
  wrongCode: 'That code does not match. Enter the newest code your authenticator app shows.',
  notStarted: 'Start the setup again: there is no authenticator waiting to be confirmed.',
  tokenEnded: 'Your session has ended. Please sign in again.',
  notYours: 'This access token belongs to someone else.',
  required: 'Your company requires two-step sign-in: it cannot be turned off.',
} as const;

const ISSUER = 'Polyloop';
const TOTP = 'SOFTWARE_TOKEN_MFA';

/** The `sub` a JWT's payload names (Cognito verifies the token itself when it is used). */
function subjectOf(jwt: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub?: unknown;
    };
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

/** Runs a Cognito call with the caller's access token, its refusals told as the caller's mistakes. */
async function withToken<T>(
  actor: Actor,
  accessToken: string,
  call: (loaded: LoadedCognito) => Promise<T>,
): Promise<T> {
  if (subjectOf(accessToken) !== actor.userId) throw fieldError('body.accessToken', MESSAGES.notYours);
  const loaded = await cognito();
  const { sdk } = loaded;
  try {
    return await call(loaded);
  } catch (error) {
    if (error instanceof sdk.CodeMismatchException || error instanceof sdk.EnableSoftwareTokenMFAException)
      throw fieldError('body.code', MESSAGES.wrongCode);
    if (error instanceof sdk.NotAuthorizedException)
      throw fieldError('body.accessToken', MESSAGES.tokenEnded);
    if (error instanceof sdk.InvalidParameterException && /software token|associate/i.test(error.message))
      throw fieldError('body.code', MESSAGES.notStarted);
    if (error instanceof sdk.CognitoIdentityProviderServiceException && error.$fault === 'client')
      throw new BadRequest(error.message || 'Cognito refused the request.');
    throw error;
  }
}

/** Whether the person signs in with an authenticator app's code, as Cognito keeps it. */
export async function mfaEnabledFor(email: string): Promise<boolean> {
  const { client, sdk } = await cognito();
  try {
    const user = await client.send(
      new sdk.AdminGetUserCommand({ UserPoolId: env().USER_POOL_ID, Username: email }),
    );
    return (user.UserMFASettingList ?? []).includes(TOTP);
  } catch (error) {
    if (error instanceof sdk.UserNotFoundException) return false;
    throw error;
  }
}

const companyRequires = async (tenantId: string | undefined) =>
  tenantId ? ((await Tenant.get({ tenantId }))?.requireMfa ?? false) : false;

export async function accountSecurity(actor: Actor): Promise<AccountSecurity> {
  const [mfaEnabled, mfaRequired] = await Promise.all([
    mfaEnabledFor(actor.email),
    companyRequires(actor.tenantId),
  ]);
  return { mfaEnabled, mfaRequired };
}

/** A new secret for the authenticator app; two-step sign-in stays as it was until a code confirms it. */
export async function startMfaSetup(actor: Actor, accessToken: string): Promise<MfaSetup> {
  const secret = await withToken(actor, accessToken, async ({ client, sdk }) => {
    const answer = await client.send(new sdk.AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    if (!answer.SecretCode) throw new Error('Cognito answered no secret');
    return answer.SecretCode;
  });
  const label = encodeURIComponent(`${ISSUER}:${actor.email}`);
  return {
    secret,
    otpauthUri: `otpauth://totp/${label}?secret=${secret}&issuer=${ISSUER}&algorithm=SHA1&digits=6&period=30`,
  };
}

/** Cognito checks the code against the new secret; then every sign-in asks for one. */
export async function confirmMfaSetup(
  actor: Actor,
  accessToken: string,
  code: string,
): Promise<AccountSecurity> {
  await withToken(actor, accessToken, async ({ client, sdk }) => {
    await client.send(
      new sdk.VerifySoftwareTokenCommand({
        AccessToken: accessToken,
        UserCode: code,
        FriendlyDeviceName: 'Authenticator app',
      }),
    );
    await client.send(
      new sdk.SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
  });
  return accountSecurity(actor);
}

export async function disableMfa(actor: Actor, accessToken: string): Promise<AccountSecurity> {
  if (await companyRequires(actor.tenantId)) throw new Conflict(MESSAGES.required, 'MFA_REQUIRED');
  await withToken(actor, accessToken, ({ client, sdk }) =>
    client.send(
      new sdk.SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    ),
  );
  return accountSecurity(actor);
}

/** Cognito revokes every refresh token of the person (GlobalSignOut): each device's next refresh is refused. */
export async function signOutEverywhere(actor: Actor, accessToken: string): Promise<void> {
  await withToken(actor, accessToken, ({ client, sdk }) =>
    client.send(new sdk.GlobalSignOutCommand({ AccessToken: accessToken })),
  );
}

export async function companySecurity(member: Member): Promise<CompanySecurity> {
  const tenant = await Tenant.get({ tenantId: member.tenantId });
  if (!tenant) throw new NotFound();
  return { requireMfa: tenant.requireMfa ?? false };
}

export async function updateCompanySecurity(
  member: Member,
  input: CompanySecurity,
): Promise<CompanySecurity> {
  const updated = await Tenant.update({ tenantId: member.tenantId }, { requireMfa: input.requireMfa });
  return { requireMfa: updated.requireMfa ?? false };
}
