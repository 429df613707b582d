import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { sendJsonRpcError } from './http.js';

/**
 * The local cloud's Cognito as the handlers and the browser's `/_cognito` reach it: every call
 * goes on to cognito-local, except what cognito-local lacks. It has no global sign-out, so this
 * front keeps it as Cognito does: AdminUserGlobalSignOut and GlobalSignOut note when a person
 * signed out everywhere (in a file beside cognito-local's, so a restart keeps it), and every
 * refresh token issued before then is refused as Cognito refuses a revoked one. cognito-local's
 * refresh tokens are JWTs that say whose they are and when they were issued (`iat`).
 */

const PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_TYPE = 'application/x-amz-json-1.1';

export interface CognitoFront {
  handle(target: string, body: Buffer, res: ServerResponse): Promise<void>;
}

const payloadOf = (jwt: unknown): Record<string, unknown> => {
  if (typeof jwt !== 'string') return {};
  try {
    return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return {};
  }
};
const key = (name: unknown) => (typeof name === 'string' ? name.trim().toLowerCase() : '');

export function cognitoFront(upstream: string, stateFile: string): CognitoFront {
  /** Lower-cased username, sub or e-mail → epoch seconds of the last sign-out everywhere. */
  let signedOut: Record<string, number> = {};
  try {
    signedOut = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as Record<string, number>;
  } catch {
    // no sign-out everywhere yet
  }
  const remember = (names: unknown[], at: number) => {
    for (const name of names.map(key).filter(Boolean)) signedOut[name] = at;
    fs.mkdirSync(path.dirname(stateFile), { recursive: true });
    fs.writeFileSync(stateFile, JSON.stringify(signedOut));
  };

  const forward = async (target: string, body: Buffer | string) => {
    const answer = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': JSON_TYPE, 'x-amz-target': target },
      body,
    });
    return { status: answer.status, text: await answer.text() };
  };

  /** Every name a user goes by (username, sub, e-mail), from AdminGetUser. */
  const namesOf = async (poolId: unknown, username: unknown): Promise<unknown[] | string> => {
    const answer = await forward(
      `${PREFIX}AdminGetUser`,
      JSON.stringify({ UserPoolId: poolId, Username: username }),
    );
    if (answer.status >= 400) return answer.text;
    const user = JSON.parse(answer.text) as {
      Username?: string;
      UserAttributes?: { Name: string; Value: string }[];
    };
    const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
    return [user.Username, attribute('sub'), attribute('email'), username];
  };

  /** The names of the person an access token belongs to, checked by cognito-local's GetUser. */
  const ownerOf = async (accessToken: unknown): Promise<unknown[] | string> => {
    const answer = await forward(`${PREFIX}GetUser`, JSON.stringify({ AccessToken: accessToken }));
    if (answer.status >= 400) return answer.text;
    const user = JSON.parse(answer.text) as {
      Username?: string;
      UserAttributes?: { Name: string; Value: string }[];
    };
    const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
    return [user.Username, attribute('sub'), attribute('email')];
  };

  const now = () => Math.floor(Date.now() / 1000);
  /**
   * When each refresh token that passed through here was issued, to the millisecond (by its
   * `jti`): a sign-in in the same second as a sign-out everywhere, but after it, keeps its token.
   */
  const issued = new Map<string, number>();
  const signedOutMs: Record<string, number> = {};

  /**
   * cognito-local keeps no refresh token it issues answering a challenge, so a two-step sign-in's
   * session could never refresh. The sign-in's password, held here for the few minutes its
   * challenge lives, signs in once more with two-step sign-in set aside for that one call, and
   * that sign-in's tokens (whose refresh token cognito-local keeps) are the answer.
   */
  const challenges = new Map<
    string,
    { username: string; password: string; clientId: string; until: number }
  >();
  const rememberChallenge = (request: Record<string, unknown>, text: string) => {
    const answer = JSON.parse(text) as { ChallengeName?: string; Session?: string };
    const params = (request.AuthParameters ?? {}) as Record<string, string>;
    if (answer.ChallengeName !== 'SOFTWARE_TOKEN_MFA' || !answer.Session || !params.PASSWORD) return;
    for (const [session, held] of challenges) if (held.until < Date.now()) challenges.delete(session);
    challenges.set(answer.Session, {
      username: params.USERNAME ?? '',
      password: params.PASSWORD,
      clientId: String(request.ClientId),
      until: Date.now() + 180_000,
    });
  };
  const keptSignIn = async (request: Record<string, unknown>, text: string) => {
    const held = typeof request.Session === 'string' ? challenges.get(request.Session) : undefined;
    const result = (JSON.parse(text) as { AuthenticationResult?: { AccessToken?: string } })
      .AuthenticationResult;
    if (!held || !result?.AccessToken) return undefined;
    challenges.delete(request.Session as string);
    const preference = (enabled: boolean) =>
      forward(
        `${PREFIX}SetUserMFAPreference`,
        JSON.stringify({
          AccessToken: result.AccessToken,
          SoftwareTokenMfaSettings: { Enabled: enabled, PreferredMfa: enabled },
        }),
      );
    await preference(false);
    try {
      return await forward(
        `${PREFIX}InitiateAuth`,
        JSON.stringify({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: held.clientId,
          AuthParameters: { USERNAME: held.username, PASSWORD: held.password },
        }),
      );
    } finally {
      await preference(true);
    }
  };

  return {
    async handle(target, body, res) {
      const operation = target.slice(PREFIX.length);
      const request = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
      if (operation === 'AdminUserGlobalSignOut' || operation === 'GlobalSignOut') {
        const names =
          operation === 'GlobalSignOut'
            ? await ownerOf(request.AccessToken)
            : await namesOf(request.UserPoolId, request.Username);
        if (typeof names === 'string') {
          res.writeHead(400, { 'content-type': JSON_TYPE });
          return void res.end(names);
        }
        if (!names.some((n) => key(n)))
          return sendJsonRpcError(res, 400, 'NotAuthorizedException', 'Invalid Access Token');
        remember(names, now());
        for (const name of names.map(key).filter(Boolean)) signedOutMs[name] = Date.now();
        res.writeHead(200, { 'content-type': JSON_TYPE });
        return void res.end('{}');
      }
      if (operation === 'InitiateAuth' && String(request.AuthFlow).startsWith('REFRESH_TOKEN')) {
        const params = (request.AuthParameters ?? {}) as Record<string, unknown>;
        const token = payloadOf(params.REFRESH_TOKEN);
        const iat = typeof token.iat === 'number' ? token.iat : 0;
        const issuedMs = typeof token.jti === 'string' ? issued.get(token.jti) : undefined;
        const revoked = [token['cognito:username'], token.email].map(key).some((name) => {
          const at = signedOut[name];
          if (at === undefined) return false;
          const atMs = signedOutMs[name];
          return issuedMs !== undefined && atMs !== undefined ? issuedMs <= atMs : iat <= at;
        });
        if (revoked)
          return sendJsonRpcError(res, 400, 'NotAuthorizedException', 'Refresh Token has been revoked');
      }
      let answer = await forward(target, body);
      if (operation === 'InitiateAuth' && answer.status < 300) rememberChallenge(request, answer.text);
      if (operation === 'RespondToAuthChallenge' && answer.status < 300)
        answer = (await keptSignIn(request, answer.text)) ?? answer;
      if (answer.status < 300 && answer.text.includes('RefreshToken')) {
        const result = (JSON.parse(answer.text) as { AuthenticationResult?: { RefreshToken?: string } })
          .AuthenticationResult;
        const jti = payloadOf(result?.RefreshToken).jti;
        if (typeof jti === 'string') issued.set(jti, Date.now());
      }
      res.writeHead(answer.status, { 'content-type': JSON_TYPE });
      res.end(answer.text);
    },
  };
}
