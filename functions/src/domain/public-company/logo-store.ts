import { newObjectKey, putDocument } from '../../lib/s3.js';
import { assertClean } from '../file/index.js';
import type { ImageType } from './logo-image.js';

/**
 * Stores a logo once the malware scanner has passed it (a public profile's logo is served to every
 * company), as a new object per upload (never overwritten), so a cached URL never shows the wrong
 * logo. What the logo belongs to (the public profile, a CRM company) is the record keeping its key.
 */
export async function storeLogo(logo: { data: Buffer; type: ImageType }): Promise<string> {
  await assertClean([{ data: logo.data, name: 'logo' }], 'file');
  const key = newObjectKey('logos');
  await putDocument({
    Key: key,
    Body: logo.data,
    ContentType: logo.type,
    CacheControl: 'private, max-age=3600',
  });
  return key;
}
