/**
 * Cognito through amazon-cognito-identity-js. Loaded with the sign-in page (and when a password
 * changes), never with the app's first JavaScript: `auth.ts` imports this file on demand.
 *
 * The flow is the one /config.json names: SRP in AWS, where the password never leaves the
 * browser; USER_PASSWORD_AUTH where the local Cognito has no SRP. The library keeps its tokens in
 * a store of its own; it gets one in memory, so nothing it holds reaches localStorage. Refreshing
 * and signing out go through the token endpoint (`auth.ts`), which holds the refresh token.
 */
import './cognito-global';
import {
  AuthenticationDetails,
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserPool,
  CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import type { RuntimeConfig } from './config';
import { CodeRequired } from './cognito-code';

export { CodeRequired };

/** What a sign-in gives: the tokens and when the id and access tokens expire. */
export interface CognitoTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** Cognito's error: `code` is its exception name, `message` its own words. */
export interface CognitoFailure {
  code: string;
  message: string;
}

type PoolConfig = Pick<RuntimeConfig, 'userPoolId' | 'clientId' | 'cognitoEndpoint' | 'authFlow'>;

/** The library's store, kept in memory and dropped with the page. */
export function memoryStorage(): ICognitoStorage {
  const items = new Map<string, string>();
  return {
    setItem: (key, value) => void items.set(key, value),
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const storage = memoryStorage();

function userOf(config: PoolConfig, username: string): CognitoUser {
  const pool = new CognitoUserPool({
    UserPoolId: config.userPoolId,
    ClientId: config.clientId,
    endpoint: config.cognitoEndpoint,
    Storage: storage,
  });
  const user = new CognitoUser({ Username: username, Pool: pool, Storage: storage });
  user.setAuthenticationFlowType(config.authFlow);
  return user;
}

export function tokensOf(session: CognitoUserSession): CognitoTokens {
  const idToken = session.getIdToken();
  const accessToken = session.getAccessToken();
  return {
    idToken: idToken.getJwtToken(),
    accessToken: accessToken.getJwtToken(),
    refreshToken: session.getRefreshToken().getToken(),
    expiresAt: Math.min(idToken.getExpiration(), accessToken.getExpiration()) * 1000,
  };
}

/** The library's error as Cognito's code and words; anything else reads as a failed request. */
export function failureOf(error: unknown): CognitoFailure {
  const e = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : typeof e.name === 'string' ? e.name : 'Unknown';
  const message = typeof e.message === 'string' && e.message ? e.message : '';
  return { code, message };
}

/** Signs in by the configured flow; a challenge the app does not answer is a failure of its own. */
export function signIn(config: PoolConfig, email: string, password: string): Promise<CognitoTokens> {
  const user = userOf(config, email);
  const details = new AuthenticationDetails({ Username: email, Password: password });
  return new Promise((resolve, reject) => {
    const challenge = (name: string) =>
      reject({ code: 'Challenge', message: `Sign-in needs a step this app does not support yet (${name}).` });
    user.authenticateUser(details, {
      onSuccess: (session) => resolve(tokensOf(session)),
      onFailure: (error: unknown) => reject(failureOf(error)),
      newPasswordRequired: () => challenge('NEW_PASSWORD_REQUIRED'),
      mfaRequired: () => challenge('SMS_MFA'),
      // Two-step sign-in: the caller answers with the authenticator's code (`CodeRequired.answer`).
      totpRequired: () => reject(new CodeRequired(user)),
      mfaSetup: () => challenge('MFA_SETUP'),
      selectMFAType: () => challenge('SELECT_MFA_TYPE'),
      customChallenge: () => challenge('CUSTOM_CHALLENGE'),
    });
  });
}

/** Changes the password of the person whose tokens these are (Cognito ChangePassword). */
export function changePassword(
  config: PoolConfig,
  tokens: Pick<CognitoTokens, 'idToken' | 'accessToken'>,
  previous: string,
  proposed: string,
): Promise<void> {
  const idToken = new CognitoIdToken({ IdToken: tokens.idToken });
  const username = String(idToken.payload['cognito:username'] ?? idToken.payload.email ?? '');
  const user = userOf(config, username);
  user.setSignInUserSession(
    new CognitoUserSession({
      IdToken: idToken,
      AccessToken: new CognitoAccessToken({ AccessToken: tokens.accessToken }),
      // The refresh token is not needed to change a password, and the browser may not hold one.
      RefreshToken: new CognitoRefreshToken({ RefreshToken: '' }),
    }),
  );
  return new Promise((resolve, reject) => {
    user.changePassword(previous, proposed, (error) => (error ? reject(failureOf(error)) : resolve()));
  });
}
