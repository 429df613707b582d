import { createSign, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './cloud.js';

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** Signs an RS256 JWT; used to forge tokens a real authorizer must refuse. */
export function signJwt(payload: Record<string, unknown>, privateKeyPem: string, kid: string): string {
  const head = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const body = b64url(JSON.stringify(payload));
  const signer = createSign('RSA-SHA256');
  signer.update(`${head}.${body}`);
  return `${head}.${body}.${signer.sign(privateKeyPem).toString('base64url')}`;
}

/** cognito-local's own signing key, so an expired token is otherwise perfectly valid. */
export function cognitoLocalKey(): string {
  const file = path.join(repoRoot, 'node_modules/cognito-local/lib/keys/cognitoLocal.private.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { pem: string }).pem;
}

export function strangerKey(): string {
  return generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
}

export const decodeJwt = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
