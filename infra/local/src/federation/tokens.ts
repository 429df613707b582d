import { createPrivateKey, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { SignJWT } from 'jose';

const require = createRequire(import.meta.url);
/** cognito-local's own signing key: tokens signed with it verify against the pool's JWKS like its own. */
const signingKey = createPrivateKey(
  (require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string }).pem,
);

export const TOKEN_SECONDS = 3600;

export interface PoolTokens {
  idToken: string;
  accessToken: string;
  expiresIn: number;
}

/**
 * Id and access tokens for a pool user, as the pool gives them after managed login: the claims
 * cognito-local puts in its own (groups, custom attributes) and the OAuth scopes of the sign-in.
 */
export async function poolTokens(
  cognito: CognitoIdentityProviderClient,
  pool: { userPoolId: string; clientId: string; issuer: string },
  username: string,
): Promise<PoolTokens> {
  const user = await cognito.send(
    new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: username }),
  );
  const attributes = Object.fromEntries(
    (user.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']),
  );
  const groups = await cognito.send(
    new AdminListGroupsForUserCommand({ UserPoolId: pool.userPoolId, Username: username }),
  );
  const groupNames = (groups.Groups ?? []).map((group) => group.GroupName ?? '').filter(Boolean);
  const now = Math.floor(Date.now() / 1000);
  const common = {
    sub: attributes.sub,
    auth_time: now,
    event_id: randomUUID(),
    ...(groupNames.length ? { 'cognito:groups': groupNames } : {}),
  };
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT({ ...claims, jti: randomUUID() })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setIssuer(pool.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + TOKEN_SECONDS)
      .sign(signingKey);
  const custom = Object.fromEntries(
    Object.entries(attributes).filter(([name]) => name.startsWith('custom:')),
  );
  const [idToken, accessToken] = await Promise.all([
    sign({
      ...common,
      aud: pool.clientId,
      token_use: 'id',
      'cognito:username': user.Username,
      email: attributes.email,
      email_verified: attributes.email_verified === 'true',
      ...custom,
    }),
    sign({
      ...common,
      client_id: pool.clientId,
      token_use: 'access',
      scope: 'openid email profile',
      username: user.Username,
    }),
  ]);
  return { idToken, accessToken, expiresIn: TOKEN_SECONDS };
}

/** An opaque refresh token (the pool's are opaque too): only its hash is kept. */
export const newRefreshToken = () => randomBytes(48).toString('base64url');
