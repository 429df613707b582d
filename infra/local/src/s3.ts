import fs from 'node:fs';
import { createRequire } from 'node:module';
import S3rver from 's3rver';
import { local, type LocalConfig } from './config.js';

const require = createRequire(import.meta.url);

export const buckets = [local.documentsBucket, local.ledgerBucket] as const;

/**
 * s3rver runs in this process. It only knows its own dummy access key, so the local key pair
 * the handlers sign with is registered on its dummy account (it does not check SigV4 signatures).
 */
export async function startS3(config: LocalConfig): Promise<{ close(): Promise<void> }> {
  fs.mkdirSync(config.paths.s3, { recursive: true });
  const accounts = require('s3rver/lib/models/account.js') as typeof import('s3rver/lib/models/account.js');
  accounts.DUMMY_ACCOUNT.createKeyPair(local.credentials.accessKeyId, local.credentials.secretAccessKey);
  const server = new S3rver({
    port: config.ports.s3,
    address: '127.0.0.1',
    directory: config.paths.s3,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [corsConfiguration(config.ports.app)] })),
  });
  await server.run();
  return { close: () => server.close() };
}

/** The browser uploads and downloads documents directly with presigned URLs from the app's origin. */
export function corsConfiguration(appPort: number): string {
  const origins = [`http://localhost:${appPort}`, `http://127.0.0.1:${appPort}`];
  const methods = ['GET', 'PUT', 'POST', 'HEAD'];
  return [
    '<CORSConfiguration>',
    '<CORSRule>',
    ...origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`),
    ...methods.map((method) => `<AllowedMethod>${method}</AllowedMethod>`),
    '<AllowedHeader>*</AllowedHeader>',
    '<ExposeHeader>ETag</ExposeHeader>',
    '<MaxAgeSeconds>3000</MaxAgeSeconds>',
    '</CORSRule>',
    '</CORSConfiguration>',
  ].join('');
}
