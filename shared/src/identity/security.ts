import * as z from 'zod';
import { labelledEnum } from '../labelled-enum.js';

/**
 * Account security: two-step sign-in with an authenticator app (TOTP), signing out of every
 * device, and the sign-in history a person reads on their settings page.
 */

/** An access token of the signed-in person: Cognito's own calls for their authenticator need it. */
export const AccessToken = z.string().min(20).max(4096);

/** Six digits from the authenticator app. */
export const AuthenticatorCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

/** What the settings page shows of the person's sign-in security. */
export const AccountSecurity = z.object({
  /** Whether signing in asks for a code from an authenticator app. */
  mfaEnabled: z.boolean(),
  /** The company requires it: it cannot be turned off, and without it the app asks to set it up. */
  mfaRequired: z.boolean(),
});
export type AccountSecurity = z.infer<typeof AccountSecurity>;

export const MfaSetupStart = z.object({ accessToken: AccessToken });
/** The secret for the authenticator app, as text and as the otpauth:// address its QR code holds. */
export const MfaSetup = z.object({ secret: z.string(), otpauthUri: z.string() });
export type MfaSetup = z.infer<typeof MfaSetup>;
export const MfaConfirm = z.object({ accessToken: AccessToken, code: AuthenticatorCode });
export const MfaDisable = z.object({ accessToken: AccessToken });
/** Signing out everywhere takes the person's own live access token, as Cognito's GlobalSignOut does. */
export const SignOutEverywhere = z.object({ accessToken: AccessToken });

/** The company's rule (Administration → Organization). */
export const CompanySecurity = z.object({ requireMfa: z.boolean() });
export type CompanySecurity = z.infer<typeof CompanySecurity>;

export const [SignInMethod, SIGN_IN_METHOD_LABELS] = labelledEnum({
  PASSWORD: 'Password',
  PASSWORD_AND_CODE: 'Password and authenticator code',
  SINGLE_SIGN_ON: 'Single sign-on',
});
export type SignInMethod = z.infer<typeof SignInMethod>;

export const [SignInOutcome, SIGN_IN_OUTCOME_LABELS] = labelledEnum({
  SUCCESS: 'Signed in',
  FAILURE: 'Failed',
});
export type SignInOutcome = z.infer<typeof SignInOutcome>;

/** One sign-in attempt, as its person reads it. */
export const SignInRecord = z.object({
  id: z.string(),
  at: z.string(),
  method: SignInMethod,
  outcome: SignInOutcome,
  /** "Chrome 131 on Linux", from the browser's user agent; null when it sent none. */
  browser: z.string().nullable(),
  ipAddress: z.string().nullable(),
});
export type SignInRecord = z.infer<typeof SignInRecord>;
