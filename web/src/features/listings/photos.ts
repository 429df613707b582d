import { SupplyRoutes } from '@polyloop/shared';
import { PHOTO_MESSAGES, PHOTO_RULES } from '@polyloop/shared/supply/listing';
import { upload } from '../../lib/files';
import { thumbnailOf } from './thumbnail';

/** The image types a have's photo may be (the server checks the bytes too). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/** Why a file cannot be a photo, before it is sent; undefined when it can. */
export function photoProblem(file: File): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.type;
  if (file.size > PHOTO_RULES.maxBytes) return PHOTO_MESSAGES.size;
  return undefined;
}

/** Adds a photo to a have, with the small copy the browser makes of it for lists. */
export async function uploadPhoto(haveId: string, file: File) {
  const thumbnail = await thumbnailOf(file);
  return upload(SupplyRoutes.uploadHavePhoto, file, {
    params: { id: haveId },
    parts: thumbnail ? { thumbnail } : {},
  });
}
