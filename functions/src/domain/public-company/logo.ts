import { BadRequest } from '../../lib/errors.js';
import { deleteDocument, documentUrl } from '../../lib/s3.js';
import { logger } from '../../lib/observability.js';
import { parseMultipart } from '../../lib/multipart.js';
import { imageIsWhole, sniffImage, svgIsSafe, type ImageType } from './logo-image.js';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MESSAGES = {
  missing: 'Choose a logo file to upload.',
  type: 'The logo must be a PNG, JPEG, SVG or WebP image.',
  size: 'The logo is too large: 2 MB at most.',
  unsafe: 'The SVG logo contains scripts or links, which are not allowed.',
  broken: 'The logo file is damaged or incomplete. Export it again and upload the new file.',
} as const;
/** Presigned reads last an hour; the web reloads the profile long before a page would outlive one. */
const URL_TTL_SECONDS = 3600;

/** Reads the one file named `file` of a raw API Gateway body and checks it is a logo we accept. */
export function readLogo(
  body: string | undefined,
  isBase64: boolean,
  contentType: string | undefined,
): { data: Buffer; type: ImageType } {
  if (!body) throw new BadRequest(LOGO_MESSAGES.missing, { file: [LOGO_MESSAGES.missing] });
  const parts = parseMultipart(Buffer.from(body, isBase64 ? 'base64' : 'utf8'), contentType);
  const files = parts.filter((p) => p.name === 'file');
  if (files.length !== 1 || files[0]!.data.length === 0)
    throw new BadRequest(LOGO_MESSAGES.missing, { file: [LOGO_MESSAGES.missing] });
  const data = files[0]!.data;
  if (data.length > LOGO_MAX_BYTES) throw new BadRequest(LOGO_MESSAGES.size, { file: [LOGO_MESSAGES.size] });
  const type = sniffImage(data);
  if (!type) throw new BadRequest(LOGO_MESSAGES.type, { file: [LOGO_MESSAGES.type] });
  if (type === 'image/svg+xml' && !svgIsSafe(data))
    throw new BadRequest(LOGO_MESSAGES.unsafe, { file: [LOGO_MESSAGES.unsafe] });
  if (!imageIsWhole(type, data)) throw new BadRequest(LOGO_MESSAGES.broken, { file: [LOGO_MESSAGES.broken] });
  return { data, type };
}

/** Best effort: a leftover object costs little, while failing the user's change would cost more. */
export async function removeLogo(key: string): Promise<void> {
  await deleteDocument(key).catch((error: unknown) =>
    logger.warn('could not delete an old logo', { key, error }),
  );
}

export async function logoUrl(key: string | undefined): Promise<string | null> {
  if (!key) return null;
  return documentUrl({ Key: key }, URL_TTL_SECONDS);
}
