import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { BadRequest } from '../../lib/errors.js';
import { env } from '../../lib/env.js';
import { lazy } from '../../lib/lazy.js';
import { logger } from '../../lib/observability.js';
import { parseMultipart } from '../../lib/multipart.js';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MESSAGES = {
  missing: 'Choose a logo file to upload.',
  type: 'The logo must be a PNG, JPEG, SVG or WebP image.',
  size: 'The logo is too large: 2 MB at most.',
  unsafe: 'The SVG logo contains scripts or links, which are not allowed.',
} as const;
/** Presigned reads last an hour; the web reloads the profile long before a page would outlive one. */
const URL_TTL_SECONDS = 3600;

const s3 = lazy(() => new S3Client({ forcePathStyle: env().S3_FORCE_PATH_STYLE === 'true' }));

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';

/** The type the bytes really have (the name and the declared type are the sender's word only). */
export function sniffImage(data: Buffer): ImageType | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  // SVG is text: after an optional BOM, XML declaration, comments and doctype comes the <svg> root.
  const head = data.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '');
  const rest = head.replace(/^\s*(<\?xml[\s\S]*?\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*/i, '');
  if (/^<svg[\s>]/i.test(rest)) return 'image/svg+xml';
  return undefined;
}

/** An SVG is a document: it may carry script that runs when opened directly from its URL. */
function svgIsSafe(data: Buffer): boolean {
  const text = data.toString('utf8');
  return !/<script|javascript:|\son[a-z]+\s*=|<foreignObject|<iframe|<embed|<object/i.test(text);
}

/** Reads the one file named `file` of a raw API Gateway body and checks it is a logo we accept. */
export function readLogo(body: string | undefined, isBase64: boolean, contentType: string | undefined): { data: Buffer; type: ImageType } {
  if (!body) throw new BadRequest(LOGO_MESSAGES.missing, { file: [LOGO_MESSAGES.missing] });
  const parts = parseMultipart(Buffer.from(body, isBase64 ? 'base64' : 'utf8'), contentType);
  const files = parts.filter((p) => p.name === 'file');
  if (files.length !== 1 || files[0]!.data.length === 0) throw new BadRequest(LOGO_MESSAGES.missing, { file: [LOGO_MESSAGES.missing] });
  const data = files[0]!.data;
  if (data.length > LOGO_MAX_BYTES) throw new BadRequest(LOGO_MESSAGES.size, { file: [LOGO_MESSAGES.size] });
  const type = sniffImage(data);
  if (!type) throw new BadRequest(LOGO_MESSAGES.type, { file: [LOGO_MESSAGES.type] });
  if (type === 'image/svg+xml' && !svgIsSafe(data)) throw new BadRequest(LOGO_MESSAGES.unsafe, { file: [LOGO_MESSAGES.unsafe] });
  return { data, type };
}

/** Stores a new object per upload (never overwrites), so a cached URL never shows the wrong logo. */
export async function storeLogo(tenantId: string, logo: { data: Buffer; type: ImageType }): Promise<string> {
  const key = `tenants/${tenantId}/public-profile/logo-${randomUUID()}`;
  await s3().send(new PutObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: key, Body: logo.data, ContentType: logo.type, CacheControl: 'private, max-age=3600' }));
  return key;
}

/** Best effort: a leftover object costs little, while failing the user's change would cost more. */
export async function removeLogo(key: string): Promise<void> {
  await s3()
    .send(new DeleteObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: key }))
    .catch((error: unknown) => logger.warn('could not delete an old logo', { key, error }));
}

export async function logoUrl(key: string | undefined): Promise<string | null> {
  if (!key) return null;
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: key }), { expiresIn: URL_TTL_SECONDS });
}
