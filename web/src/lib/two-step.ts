/**
 * Two-step sign-in and signing out of every device, loaded with the sign-in and settings pages,
 * never with the app's first JavaScript.
 */
import { buildUrl } from '@polyloop/shared';
import { SecurityRoutes } from '@polyloop/shared/contract/routes/security';
import { AuthError, endSessionInEveryTab, getIdToken, getSession, keepSession, type Session } from './auth';
import { config } from './config';

/** A sign-in that waits for its authenticator code (`AuthError` with code `CodeRequired`). */
export type CodeNeeded = AuthError & { pending: NonNullable<AuthError['pending']> };
export const needsCode = (e: unknown): e is CodeNeeded => e instanceof AuthError && e.pending !== undefined;

/** Sends the code the authenticator app shows (a wrong one may be tried again) and starts the session. */
export async function answerCode(waiting: CodeNeeded, code: string): Promise<Session> {
  const lib = await import('./cognito');
  let refreshToken: string;
  try {
    refreshToken = (await waiting.pending.answer(code, lib.tokensOf)).refreshToken;
  } catch (error) {
    const failure = lib.failureOf(error);
    throw new AuthError(
      failure.code === 'CodeMismatchException'
        ? 'That code is not right. Enter the newest code your authenticator app shows.'
        : failure.message || 'Sign-in failed. Please try again.',
      failure.code,
    );
  }
  return keepSession(refreshToken);
}

/**
 * Signs out of every device: Cognito revokes every refresh token of the person (each other
 * browser's next refresh is refused) and the endpoint clears this browser's cookie.
 */
export async function signOutOfAllDevices(): Promise<void> {
  const token = await getIdToken();
  const accessToken = getSession()?.tokens.accessToken;
  if (!token || !accessToken) throw new AuthError('Please sign in again.', 'NotSignedIn');
  const res = await fetch(buildUrl(config().apiUrl, SecurityRoutes.signOutEverywhere.path), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ accessToken }),
  });
  if (!res.ok)
    throw new AuthError('You could not be signed out of every device. Please try again.', 'SignOutFailed');
  endSessionInEveryTab();
}
