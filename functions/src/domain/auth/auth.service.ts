import type * as z from 'zod';
import type { EmailOnly, ResetPasswordInput, SignUpInput, VerifyEmailInput } from '@polyloop/shared';
import { ConditionFailed } from '../../data/entity.js';
import { sendEmail, type Email } from '../../lib/email.js';
import { logger } from '../../lib/observability.js';
import { getUserByEmail } from '../user/index.js';
import * as Emails from './auth-emails.js';
import {
  confirmAccount,
  deleteAccount,
  findAccount,
  setPermanentPassword,
  signUpAccount,
} from './cognito-account.js';
import { createSignedUpUser, removeUnconfirmedUser } from './sign-up.js';
import { CODE_TTL_SECONDS, checkCode, issueCode, spendCode, wrongCode } from './verification.service.js';

/** What the public auth routes answer; the same whether or not the address is known. */
export const AuthMessages = {
  signedUp: 'Check your e-mail for a 6-digit code to verify your address.',
  verified: 'Your e-mail address is verified. You can sign in now.',
  codeResent: 'If an account is waiting for verification, we have sent it a new code.',
  resetSent: 'If an account exists for this address, we have sent it a code to choose a new password.',
  passwordReset: 'Your password has been changed. You can sign in now.',
} as const;

type Accepted = { message: string };

/**
 * Creates an account that must verify its address before it can sign in.
 * 1. An address with a confirmed (or invited) account gets an "already have an account" e-mail
 *    instead, and the caller the same answer: nobody learns which addresses are registered.
 * 2. A sign-up that never verified is started over, so the password just chosen is the one that works.
 * 3. Cognito account, then our user record (undone if it fails), then the code by e-mail.
 */
export async function signUp(input: z.output<typeof SignUpInput>): Promise<Accepted> {
  const { email } = input;
  const account = await findAccount(email);
  const record = account ? undefined : await getUserByEmail(email);
  if (account?.status !== 'UNCONFIRMED' && (account || record?.tenantId)) {
    await issueCode(email, 'VERIFY_EMAIL');
    await sendEmail(Emails.alreadyRegistered(email));
    return { message: AuthMessages.signedUp };
  }
  if (account) {
    await issueCode(email, 'VERIFY_EMAIL');
    await deleteAccount(email);
    await removeUnconfirmedUser(account.sub, email);
  } else if (record) {
    // A record left behind by a sign-up whose Cognito account is gone: it can only be stale.
    await removeUnconfirmedUser(record.userId, email);
  }
  const userId = await signUpAccount(email, input.password);
  // A simultaneous sign-up of the same address won: that request sends the code.
  if (!userId) return { message: AuthMessages.signedUp };
  try {
    await createSignedUpUser({ userId, email, firstName: input.firstName, lastName: input.lastName });
  } catch (error) {
    await deleteAccount(email).catch((cleanup: unknown) =>
      logger.error('could not undo a sign-up', { error: cleanup }),
    );
    // Someone else holds the address (an invitation that landed meanwhile): they hear about it, the caller doesn't.
    if (!(error instanceof ConditionFailed)) throw error;
    await sendEmail(Emails.alreadyRegistered(email));
    return { message: AuthMessages.signedUp };
  }
  const code = await issueCode(email, 'VERIFY_EMAIL', { force: true });
  await sendEmail(Emails.verifyEmail(email, code, CODE_TTL_SECONDS));
  return { message: AuthMessages.signedUp };
}

/** The code proves the address: Cognito confirms the account, then the code is spent. */
export async function verifyEmail(input: z.output<typeof VerifyEmailInput>): Promise<Accepted> {
  const item = await checkCode(input.email, 'VERIFY_EMAIL', input.code);
  const account = await findAccount(input.email);
  if (!account) throw wrongCode();
  await confirmAccount(input.email, account);
  await spendCode(item);
  return { message: AuthMessages.verified };
}

/** The rate limit applies to every address asked about, so its answer reveals nothing either. */
export async function resendCode(input: z.output<typeof EmailOnly>): Promise<Accepted> {
  const code = await issueCode(input.email, 'VERIFY_EMAIL');
  const account = await findAccount(input.email);
  if (account?.status === 'UNCONFIRMED')
    await sendEmail(Emails.verifyEmail(input.email, code, CODE_TTL_SECONDS));
  return { message: AuthMessages.codeResent };
}

export async function forgotPassword(input: z.output<typeof EmailOnly>): Promise<Accepted> {
  await sendResetCode(input.email, { rateLimited: true });
  return { message: AuthMessages.resetSent };
}

/**
 * E-mails a code to choose a new password when the address has an account that is not
 * archived. Also what an administrator's "reset password" and an invitation can use, with a
 * longer `ttlSeconds` for invitations. Answers whether an e-mail went out.
 */
export async function sendResetCode(
  email: string,
  options: {
    rateLimited?: boolean;
    ttlSeconds?: number;
    email?: (to: string, code: string, ttlSeconds: number) => Email;
  } = {},
): Promise<boolean> {
  const ttlSeconds = options.ttlSeconds ?? CODE_TTL_SECONDS;
  const code = await issueCode(email, 'RESET_PASSWORD', { ttlSeconds, force: !options.rateLimited });
  const [account, user] = await Promise.all([findAccount(email), getUserByEmail(email)]);
  if (!account || user?.archived) return false;
  await sendEmail((options.email ?? Emails.resetPassword)(email, code, ttlSeconds));
  return true;
}

/**
 * Sets the new password. The code proves the address, so a sign-up that was never verified is
 * confirmed on the way (and an invited user's temporary password is replaced).
 */
export async function resetPassword(input: z.output<typeof ResetPasswordInput>): Promise<Accepted> {
  const item = await checkCode(input.email, 'RESET_PASSWORD', input.code);
  const [account, user] = await Promise.all([findAccount(input.email), getUserByEmail(input.email)]);
  if (!account || user?.archived) throw wrongCode();
  await confirmAccount(input.email, account);
  await setPermanentPassword(input.email, input.password);
  await spendCode(item);
  return { message: AuthMessages.passwordReset };
}
