import { randomBytes } from 'node:crypto';
import type { Authority } from '@polyloop/shared';
import { cognito } from '../../lib/cognito.js';
import { env } from '../../lib/env.js';
import { logger } from '../../lib/observability.js';

/**
 * The Cognito side of a user. The user record is the truth (the actor loader reads it); Cognito
 * only has to let the person sign in, carry the tenant hint in `custom:tenantId` and mirror the
 * authorities as groups, so every call here is idempotent and safe to repeat.
 */

const pool = () => env().USER_POOL_ID;

/** Cognito's default policy wants upper, lower, digit and symbol; nobody ever learns this one. */
const unguessablePassword = () => `${randomBytes(24).toString('base64url')}Aa1!`;

export class EmailTaken extends Error {}

/**
 * Creates a sign-in identity without Cognito's own e-mail (we send the invitation), verified,
 * with an unguessable permanent password so the account never sits in FORCE_CHANGE_PASSWORD:
 * the invitee chooses their password with an e-mailed code. Answers the new `sub`.
 */
export async function createIdentity(input: {
  email: string;
  tenantId?: string;
  authorities: Authority[];
  password?: string;
}): Promise<string> {
  const { client, sdk } = await cognito();
  let sub: string | undefined;
  try {
    const created = await client.send(
      new sdk.AdminCreateUserCommand({
        UserPoolId: pool(),
        Username: input.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: input.email },
          { Name: 'email_verified', Value: 'true' },
          ...(input.tenantId ? [{ Name: 'custom:tenantId', Value: input.tenantId }] : []),
        ],
      }),
    );
    sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (error) {
    if ((error as { name?: string }).name === 'UsernameExistsException') throw new EmailTaken(input.email);
    throw error;
  }
  if (!sub) throw new Error('Cognito returned no sub for the new user');
  try {
    await client.send(
      new sdk.AdminSetUserPasswordCommand({
        UserPoolId: pool(),
        Username: input.email,
        Password: input.password ?? unguessablePassword(),
        Permanent: true,
      }),
    );
    await setGroups(input.email, [], input.authorities);
  } catch (error) {
    await deleteIdentity(input.email);
    throw error;
  }
  return sub;
}

/** Compensation: removes an identity whose records were never written. Never throws. */
export async function deleteIdentity(email: string): Promise<void> {
  const { client, sdk } = await cognito();
  await client
    .send(new sdk.AdminDeleteUserCommand({ UserPoolId: pool(), Username: email }))
    .catch((error: unknown) =>
      logger.error('could not delete a Cognito user during compensation', { email, error }),
    );
}

/** Moves the groups from `before` to `after` (both the full authority lists). */
export async function setGroups(
  email: string,
  before: readonly Authority[],
  after: readonly Authority[],
): Promise<void> {
  const { client, sdk } = await cognito();
  for (const group of after.filter((a) => !before.includes(a))) {
    await client.send(
      new sdk.AdminAddUserToGroupCommand({ UserPoolId: pool(), Username: email, GroupName: group }),
    );
  }
  for (const group of before.filter((a) => !after.includes(a))) {
    await client.send(
      new sdk.AdminRemoveUserFromGroupCommand({ UserPoolId: pool(), Username: email, GroupName: group }),
    );
  }
}

/** After onboarding: the tenant hint and the groups for the submitter's next token. */
export async function attachTenant(
  email: string,
  tenantId: string,
  authorities: readonly Authority[],
): Promise<void> {
  const { client, sdk } = await cognito();
  await client.send(
    new sdk.AdminUpdateUserAttributesCommand({
      UserPoolId: pool(),
      Username: email,
      UserAttributes: [{ Name: 'custom:tenantId', Value: tenantId }],
    }),
  );
  await setGroups(email, [], authorities);
}

export async function setEnabled(email: string, enabled: boolean): Promise<void> {
  const { client, sdk } = await cognito();
  const command = enabled
    ? new sdk.AdminEnableUserCommand({ UserPoolId: pool(), Username: email })
    : new sdk.AdminDisableUserCommand({ UserPoolId: pool(), Username: email });
  await client.send(command);
}
