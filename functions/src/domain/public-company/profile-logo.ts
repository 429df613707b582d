import type { PublicCompany } from '@polyloop/shared/identity/admin';
import { readLogo, removeLogo } from './logo.js';
import { storeLogo } from './logo-store.js';
import { PublicProfile, requireProfile } from './public-company.entity.js';
import { get } from './public-company.service.js';

/**
 * The public profile's logo, changed: apart from the profile's other use cases, so only the
 * upload routes carry the malware scanner, not every function that reads a profile.
 */

/** Replaces the profile's logo with the uploaded one (a multipart body with one image named `file`). */
export async function uploadLogo(
  tenantId: string,
  upload: { body: string | undefined; isBase64Encoded: boolean; contentType: string | undefined },
): Promise<PublicCompany> {
  const logo = readLogo(upload.body, upload.isBase64Encoded, upload.contentType);
  const current = await requireProfile(tenantId);
  const key = await storeLogo(logo);
  await PublicProfile.update({ tenantId }, { logoKey: key, updatedAt: new Date().toISOString() });
  if (current.logoKey) await removeLogo(current.logoKey);
  return get(tenantId);
}

export async function deleteLogo(tenantId: string): Promise<PublicCompany> {
  const current = await requireProfile(tenantId);
  if (current.logoKey) {
    await PublicProfile.update(
      { tenantId },
      { updatedAt: new Date().toISOString() },
      { remove: ['logoKey'] },
    );
    await removeLogo(current.logoKey);
  }
  return get(tenantId);
}
