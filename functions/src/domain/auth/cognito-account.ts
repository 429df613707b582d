import {
  AdminConfirmSignUpCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  InvalidParameterException,
  InvalidPasswordException,
  SignUpCommand,
  UserNotFoundException,
  UsernameExistsException,
  type UserStatusType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../../lib/cognito.js';
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
export function passwordRefusal(error: unknown): BadRequest | undefined {
  if (
    error instanceof InvalidPasswordException ||
    (error instanceof InvalidParameterException && /password/i.test(error.message))
  ) {
    const message =
      error.message.replace(/^Password did not conform with policy:\s*/i, '') ||
      'This password is not allowed.';
    return new BadRequest('Some fields are not valid.', { 'body.password': [message] });
  }
  return undefined;
}

async function withPasswordRefusal<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw passwordRefusal(error) ?? error;
  }
}

export async function findAccount(email: string): Promise<CognitoAccount | undefined> {
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: pool(), Username: email }));
    const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error('Cognito answered a user without a sub');
    return { sub, status: user.UserStatus ?? 'UNKNOWN', enabled: user.Enabled ?? true };
  } catch (error) {
    if (error instanceof UserNotFoundException) return undefined;
    throw error;
  }
}

/**
 * Self sign-up through the public app client, as the browser would; the account starts
 * UNCONFIRMED. Answers its `sub`, or undefined when the address was taken a moment ago.
 */
export async function signUpAccount(email: string, password: string): Promise<string | undefined> {
  const result = await withPasswordRefusal(() =>
    cognito()
      .send(
        new SignUpCommand({
          ClientId: env().USER_POOL_CLIENT_ID,
          Username: email,
          Password: password,
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      )
      .catch((error: unknown) => {
        if (error instanceof UsernameExistsException) return undefined;
        throw error;
      }),
  );
  if (!result) return undefined;
  if (!result.UserSub) throw new Error('Cognito answered a sign-up without a sub');
  return result.UserSub;
}

export async function deleteAccount(email: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: pool(), Username: email }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}

/** The address is proven: confirm a pending sign-up and mark the e-mail verified. */
export async function confirmAccount(email: string, account: CognitoAccount): Promise<void> {
  if (account.status === 'UNCONFIRMED') {
    await cognito().send(new AdminConfirmSignUpCommand({ UserPoolId: pool(), Username: email }));
  }
  // The address rides along: cognito-local refuses email_verified on its own, and Cognito accepts both.
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
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
  await withPasswordRefusal(() =>
    cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: pool(),
        Username: email,
        Password: password,
        Permanent: true,
      }),
    ),
  );
}
