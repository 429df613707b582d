import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The browser's Cognito endpoint. It forwards to cognito-local only the operations the web app
 * calls (`web/src/lib/cognito.ts`): cognito-local runs any operation for anyone who reaches it, the
 * administrator ones (AdminCreateUser, AdminUpdateUserAttributes…) included, where a real pool
 * wants IAM credentials. Others are answered as a real pool answers an operation its app client
 * does not allow. Only the app's own pages get a CORS grant.
 *
 * One answer is rewritten, where cognito-local and a real pool disagree in a way users see: a
 * real pool (with prevent-user-existence-errors on, as the CDK app sets it) answers every failed
 * password sign-in with NotAuthorizedException "Incorrect username or password.", whether the
 * account exists or not; cognito-local says "Invalid password" or "User not authorized", which
 * would also reveal which e-mail addresses have accounts.
 */
export const FORWARDED_OPERATIONS = ['InitiateAuth', 'ChangePassword', 'RespondToAuthChallenge'] as const;

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const FORWARDED = new Set<string>(FORWARDED_OPERATIONS);
const SIGN_IN_TARGETS = new Set([`${TARGET_PREFIX}InitiateAuth`]);
const LEAKY = new Set(['InvalidPasswordException', 'UserNotFoundException', 'NotAuthorizedException']);
const JSON_TYPE = 'application/x-amz-json-1.1';

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A wrong authenticator code in a sign-in's SOFTWARE_TOKEN_MFA step: cognito-local says
 * "Incorrect confirmation code", a real pool "Invalid code received for user".
 */
function challengeWording(text: string): string {
  try {
    const error = JSON.parse(text) as { __type?: string; code?: string };
    const type = (error.__type ?? error.code ?? '').split('#').pop();
    if (type === 'CodeMismatchException')
      return JSON.stringify({ __type: 'CodeMismatchException', message: 'Invalid code received for user' });
  } catch {
    // not JSON: pass through as is
  }
  return text;
}

/** `/_cognito`; `appOrigin` is the origin the web app is served from. */
export async function proxyCognito(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: string,
  appOrigin: string,
): Promise<void> {
  const ownPage = req.headers.origin === appOrigin;
  const cors: Record<string, string> = ownPage
    ? {
        'access-control-allow-origin': appOrigin,
        'access-control-allow-headers': 'content-type,x-amz-target,x-amz-user-agent,authorization',
        'access-control-allow-methods': 'POST,OPTIONS',
        vary: 'origin',
      }
    : { vary: 'origin' };
  if (req.method === 'OPTIONS') {
    res.writeHead(ownPage ? 204 : 403, cors);
    return void res.end();
  }
  const body = await readAll(req);
  const target = String(req.headers['x-amz-target'] ?? '');
  const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
  if (req.method !== 'POST' || !FORWARDED.has(operation)) {
    res.writeHead(400, { ...cors, 'content-type': JSON_TYPE });
    return void res.end(
      JSON.stringify({
        __type: 'UnsupportedOperationException',
        message: `This endpoint signs in only: ${operation || 'that request'} is not forwarded.`,
      }),
    );
  }
  const answer = await fetch(upstream, {
    method: 'POST',
    headers: { 'content-type': String(req.headers['content-type'] ?? JSON_TYPE), 'x-amz-target': target },
    body,
  });
  let text = await answer.text();
  let status = answer.status;
  if (status >= 400 && target === `${TARGET_PREFIX}RespondToAuthChallenge`) text = challengeWording(text);
  if (status >= 400 && SIGN_IN_TARGETS.has(target)) {
    try {
      const error = JSON.parse(text) as { __type?: string; code?: string; message?: string };
      const type = (error.__type ?? error.code ?? '').split('#').pop() ?? '';
      if (LEAKY.has(type) && !/disabled/i.test(error.message ?? '')) {
        status = 400;
        text = JSON.stringify({
          __type: 'NotAuthorizedException',
          message: 'Incorrect username or password.',
        });
      }
    } catch {
      // not JSON: pass through as is
    }
  }
  res.writeHead(status, { ...cors, 'content-type': answer.headers.get('content-type') ?? JSON_TYPE });
  res.end(text);
}
