import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PublicConfig } from './cloud.js';

/** The password of every person the tests create. */
export const TEST_PASSWORD = 'Test-password-2026';

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** Signs in the way the web app does: USER_PASSWORD_AUTH against the pool in /config.json. */
export async function signIn(config: PublicConfig, email: string, password = TEST_PASSWORD): Promise<Tokens> {
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    endpoint: config.cognitoEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const result = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const r = result.AuthenticationResult;
  if (!r?.IdToken || !r.AccessToken || !r.RefreshToken)
    throw new Error(`Sign-in of ${email} returned no tokens`);
  return { idToken: r.IdToken, accessToken: r.AccessToken, refreshToken: r.RefreshToken };
}
