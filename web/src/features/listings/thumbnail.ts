import { PHOTO_RULES } from '@polyloop/shared/supply/listing';

/**
 * A small JPEG of a photo (its longer edge 320 px), made in the browser so lists load a few kB per
 * row instead of the photo. Undefined when the browser cannot read the image: the photo then
 * serves as its own thumbnail.
 */
export async function thumbnailOf(file: File): Promise<Blob | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, PHOTO_RULES.thumbnailEdge / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
    return blob && blob.size <= PHOTO_RULES.maxThumbnailBytes ? blob : undefined;
  } catch {
    return undefined;
  }
}
