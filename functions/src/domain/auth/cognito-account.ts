import type { UserStatusType } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, type CognitoSdk, type LoadedCognito } from '../../lib/cognito.js';
import { env } from '../../lib/env.js';
import { BadRequest } from '../../lib/errors.js';

/** The sign-in identity behind an e-mail address, as far as this domain needs it. */
export interface CognitoAccount {
  sub: string;
  status: UserStatusType | string;
  enabled: boolean;
}

const pool = () => env().USER_POOL_ID;

/**
 * Cognito checks the pool's password policy itself (the AWS pool's is stricter than the
 * contract's: 12 characters and a symbol), so its refusal is the caller's mistake, on the field.
 */
export function passwordRefusal(
  error: unknown,
  sdk: Pick<CognitoSdk, 'InvalidPasswordException' | 'InvalidParameterException'>,
): BadRequest | undefined {
  if (
    error instanceof sdk.InvalidPasswordException ||
    (error instanceof sdk.InvalidParameterException && /password/i.test(error.message))
  ) {
    const message =
      error.message.replace(/^Password did not conform with policy:\s*/i, '') ||
      'This password is not allowed.';
    return new BadRequest('Some fields are not valid.', { 'body.password': [message] });
  }
  return undefined;
}

async function withPasswordRefusal<T>(call: (loaded: LoadedCognito) => Promise<T>): Promise<T> {
  const loaded = await cognito();
  try {
    return await call(loaded);
  } catch (error) {
    throw passwordRefusal(error, loaded.sdk) ?? error;
  }
}

export async function findAccount(email: string): Promise<CognitoAccount | undefined> {
  const { client, sdk } = await cognito();
  try {
    const user = await client.send(new sdk.AdminGetUserCommand({ UserPoolId: pool(), Username: email }));
    const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error('Cognito answered a user without a sub');
    return { sub, status: user.UserStatus ?? 'UNKNOWN', enabled: user.Enabled ?? true };
  } catch (error) {
    if (error instanceof sdk.UserNotFoundException) return undefined;
    throw error;
  }
}

/**
 * Self sign-up through the public app client, as the browser would; the account starts
 * UNCONFIRMED. Answers its `sub`, or undefined when the address was taken a moment ago.
 */
export async function signUpAccount(email: string, password: string): Promise<string | undefined> {
  const result = await withPasswordRefusal(({ client, sdk }) =>
    client
      .send(
        new sdk.SignUpCommand({
          ClientId: env().USER_POOL_CLIENT_ID,
          Username: email,
          Password: password,
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      )
      .catch((error: unknown) => {
        if (error instanceof sdk.UsernameExistsException) return undefined;
        throw error;
      }),
  );
  if (!result) return undefined;
  if (!result.UserSub) throw new Error('Cognito answered a sign-up without a sub');
  return result.UserSub;
}

export async function deleteAccount(email: string): Promise<void> {
  const { client, sdk } = await cognito();
  try {
    await client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: pool(), Username: email }));
  } catch (error) {
    if (!(error instanceof sdk.UserNotFoundException)) throw error;
  }
}

/** The address is proven: confirm a pending sign-up and mark the e-mail verified. */
export async function confirmAccount(email: string, account: CognitoAccount): Promise<void> {
  const { client, sdk } = await cognito();
  if (account.status === 'UNCONFIRMED') {
    await client.send(new sdk.AdminConfirmSignUpCommand({ UserPoolId: pool(), Username: email }));
  }
  // The address rides along: cognito-local refuses email_verified on its own, and Cognito accepts both.
  await client.send(
    new sdk.AdminUpdateUserAttributesCommand({
      UserPoolId: pool(),
      Username: email,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

export async function setPermanentPassword(email: string, password: string): Promise<void> {
  await withPasswordRefusal(({ client, sdk }) =>
    client.send(
      new sdk.AdminSetUserPasswordCommand({
        UserPoolId: pool(),
        Username: email,
        Password: password,
        Permanent: true,
      }),
    ),
  );
}
