import type { SessionTokens } from '@polyloop/shared/identity/account';
import { cognito } from '../../lib/cognito.js';
import { env } from '../../lib/env.js';
import { Unauthorized } from '../../lib/errors.js';

/** What a browser hears when its session cookie names no session Cognito still keeps. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Seconds until a JWT's `exp`, at least one: for a pool that leaves ExpiresIn out (cognito-local). */
export function secondsLeft(jwt: string, now: number): number {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    if (typeof payload.exp === 'number' && Number.isFinite(payload.exp))
      return Math.max(1, Math.floor(payload.exp - now / 1000));
  } catch {
    // not a JWT: the caller gets the shortest life, and refreshes at once
  }
  return 1;
}

/**
 * Fresh id and access tokens for a refresh token (Cognito REFRESH_TOKEN_AUTH). A token Cognito
 * does not know, has revoked or lets expire is the caller's 401, never a 5xx.
 */
export async function tokensFor(refreshToken: string): Promise<SessionTokens> {
  const { client, sdk } = await cognito();
  try {
    const { AuthenticationResult: result } = await client.send(
      new sdk.InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: env().USER_POOL_CLIENT_ID,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    if (!result?.IdToken || !result.AccessToken) throw new Unauthorized(SESSION_ENDED);
    return {
      idToken: result.IdToken,
      accessToken: result.AccessToken,
      expiresIn: result.ExpiresIn ?? secondsLeft(result.IdToken, Date.now()),
    };
  } catch (error) {
    if (error instanceof sdk.CognitoIdentityProviderServiceException && error.$fault === 'client')
      throw new Unauthorized(SESSION_ENDED);
    throw error;
  }
}

/** Revokes a refresh token (Cognito RevokeToken): it and the tokens it gave stop working. One already gone is no failure. */
export async function revoke(refreshToken: string): Promise<void> {
  const { client, sdk } = await cognito();
  try {
    await client.send(
      new sdk.RevokeTokenCommand({ Token: refreshToken, ClientId: env().USER_POOL_CLIENT_ID }),
    );
  } catch (error) {
    if (!(error instanceof sdk.CognitoIdentityProviderServiceException && error.$fault === 'client'))
      throw error;
  }
}
