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

  const now = () => Math.floor(Date.now() / 1000);

  return {
    async handle(target, body, res) {
      const operation = target.slice(PREFIX.length);
      const request = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
      if (operation === 'AdminUserGlobalSignOut' || operation === 'GlobalSignOut') {
        const names =
          operation === 'GlobalSignOut'
            ? [payloadOf(request.AccessToken).username, payloadOf(request.AccessToken).sub]
            : await namesOf(request.UserPoolId, request.Username);
        if (typeof names === 'string') {
          res.writeHead(400, { 'content-type': JSON_TYPE });
          return void res.end(names);
        }
        if (!names.some((n) => key(n)))
          return sendJsonRpcError(res, 400, 'NotAuthorizedException', 'Invalid Access Token');
        remember(names, now());
        res.writeHead(200, { 'content-type': JSON_TYPE });
        return void res.end('{}');
      }
      if (operation === 'InitiateAuth' && String(request.AuthFlow).startsWith('REFRESH_TOKEN')) {
        const params = (request.AuthParameters ?? {}) as Record<string, unknown>;
        const token = payloadOf(params.REFRESH_TOKEN);
        const issued = typeof token.iat === 'number' ? token.iat : 0;
        const revoked = [token['cognito:username'], token.email]
          .map((n) => signedOut[key(n)])
          .some((at) => at !== undefined && issued <= at);
        if (revoked)
          return sendJsonRpcError(res, 400, 'NotAuthorizedException', 'Refresh Token has been revoked');
      }
      const answer = await forward(target, body);
      res.writeHead(answer.status, { 'content-type': JSON_TYPE });
      res.end(answer.text);
    },
  };
}
