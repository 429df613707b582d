import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The browser's Cognito endpoint. It forwards to cognito-local unchanged, except for the one
 * place where cognito-local and a real pool disagree in a way users see: a real pool (with
 * prevent-user-existence-errors on, as the CDK app sets it) answers every failed password
 * sign-in with NotAuthorizedException "Incorrect username or password.", whether the account
 * exists or not; cognito-local says "Invalid password" or "User not authorized", which would
 * also reveal which e-mail addresses have accounts.
 */
const SIGN_IN_TARGETS = new Set(['AWSCognitoIdentityProviderService.InitiateAuth']);
const LEAKY = new Set(['InvalidPasswordException', 'UserNotFoundException', 'NotAuthorizedException']);

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function proxyCognito(req: IncomingMessage, res: ServerResponse, upstream: string): Promise<void> {
  const cors = {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-headers': 'content-type,x-amz-target,x-amz-user-agent,authorization',
    'access-control-allow-methods': 'POST,OPTIONS',
  };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors);
    return void res.end();
  }
  const body = await readAll(req);
  const target = String(req.headers['x-amz-target'] ?? '');
  const answer = await fetch(upstream, {
    method: 'POST',
    headers: { 'content-type': String(req.headers['content-type'] ?? 'application/x-amz-json-1.1'), 'x-amz-target': target },
    body,
  });
  let text = await answer.text();
  let status = answer.status;
  if (status >= 400 && SIGN_IN_TARGETS.has(target)) {
    try {
      const error = JSON.parse(text) as { __type?: string; code?: string; message?: string };
      const type = (error.__type ?? error.code ?? '').split('#').pop() ?? '';
      if (LEAKY.has(type) && !/disabled/i.test(error.message ?? '')) {
        status = 400;
        text = JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
      }
    } catch {
      // not JSON: pass through as is
    }
  }
  res.writeHead(status, { ...cors, 'content-type': answer.headers.get('content-type') ?? 'application/x-amz-json-1.1' });
  res.end(text);
}
