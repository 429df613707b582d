import { randomUUID } from 'node:crypto';
import { PHOTO_MESSAGES, PHOTO_RULES, type Have } from '@polyloop/shared/supply/listing';
import type { Member } from '../../lib/actor.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { deleteDocument, newObjectKey, putDocument } from '../../lib/s3.js';
import { logger } from '../../lib/observability.js';
import { parseMultipart } from '../../lib/multipart.js';
import { retrying, stale, commit } from '../../lib/commit.js';
import { audit, type Audit } from '../history/index.js';
import { assertClean } from '../file/index.js';
import { imageIsWhole, sniffImage, type ImageType } from '../public-company/index.js';
import { HaveItem } from './listing.entity.js';
import { view } from './listing.view.js';

const PHOTO_TYPES: ReadonlySet<ImageType> = new Set(['image/png', 'image/jpeg', 'image/webp']);
const fail = (message: string, field = 'file') => new BadRequest(message, { [field]: [message] });

/** The photo part (`file`) and its thumbnail (`thumbnail`, optional) of a multipart body, checked. */
function readPhoto(body: string | undefined, isBase64: boolean, contentType: string | undefined) {
  const parts = parseMultipart(Buffer.from(body ?? '', isBase64 ? 'base64' : 'utf8'), contentType, {
    maxParts: 2,
    tooMany: () => fail(PHOTO_MESSAGES.missing),
    notMultipart: 'Send the photo as multipart/form-data.',
  });
  const file = parts.find((p) => p.name === 'file');
  if (!file || file.data.length === 0) throw fail(PHOTO_MESSAGES.missing);
  if (file.data.length > PHOTO_RULES.maxBytes) throw fail(PHOTO_MESSAGES.size);
  const type = sniffImage(file.data);
  if (!type || !PHOTO_TYPES.has(type)) throw fail(PHOTO_MESSAGES.type);
  if (!imageIsWhole(type, file.data)) throw fail(PHOTO_MESSAGES.broken);
  const thumb = parts.find((p) => p.name === 'thumbnail');
  let thumbnail: { data: Buffer; type: ImageType } | undefined;
  if (thumb && thumb.data.length > 0) {
    const thumbType = sniffImage(thumb.data);
    if (
      !thumbType ||
      !PHOTO_TYPES.has(thumbType) ||
      thumb.data.length > PHOTO_RULES.maxThumbnailBytes ||
      !imageIsWhole(thumbType, thumb.data)
    )
      throw fail(PHOTO_MESSAGES.thumbnail, 'thumbnail');
    thumbnail = { data: thumb.data, type: thumbType };
  }
  const name = (file.filename ?? 'photo').replace(/[^A-Za-z0-9 ._-]/g, '').slice(0, 120) || 'photo';
  return { photo: { data: file.data, type }, thumbnail, name };
}

async function findHave(actor: Member, id: string): Promise<HaveItem> {
  const item = await HaveItem.get({ tenantId: actor.tenantId, id });
  if (!item) throw new NotFound();
  return item;
}

/** Writes the have's photos, under a condition on the have as read (a have changed meanwhile is read again). */
async function savePhotos(current: HaveItem, photos: HaveItem['photos'], stamp: Audit): Promise<Have> {
  await commit(
    [
      HaveItem.tx.update(
        { tenantId: current.tenantId, id: current.id },
        { photos, ...stamp },
        { condition: { updatedDate: current.updatedDate } },
      ),
    ],
    (entity) => (entity === HaveItem.name ? stale(entity) : undefined),
  );
  return (await view({ ...current, photos, ...stamp })) as Have;
}

/**
 * Adds a photo to a have: checked, scanned, stored with its thumbnail (the browser makes one of
 * 320 px; without one the photo serves as its own), then listed on the have under a condition on
 * what was read, so two uploads at once both land and the count limit holds.
 */
export async function addPhoto(
  actor: Member,
  id: string,
  raw: { body: string | undefined; isBase64Encoded: boolean; contentType: string | undefined },
): Promise<Have> {
  // Another company's have, or none: 404 before anything is read or stored.
  await findHave(actor, id);
  const { photo, thumbnail, name } = readPhoto(raw.body, raw.isBase64Encoded, raw.contentType);
  // The thumbnail is what the market and other companies' lists show: it is scanned like the photo.
  await assertClean(
    [
      { data: photo.data, name },
      ...(thumbnail ? [{ data: thumbnail.data, name: `${name} (thumbnail)` }] : []),
    ],
    'file',
  );
  const photoId = randomUUID();
  const key = newObjectKey('photos');
  const thumbnailKey = thumbnail ? newObjectKey('photos') : key;
  await putDocument({
    Key: key,
    Body: photo.data,
    ContentType: photo.type,
    CacheControl: 'private, max-age=3600',
  });
  if (thumbnail)
    await putDocument({
      Key: thumbnailKey,
      Body: thumbnail.data,
      ContentType: thumbnail.type,
      CacheControl: 'private, max-age=3600',
    });
  const stamp = await audit(actor);
  try {
    return await retrying(async () => {
      const current = await findHave(actor, id);
      if (current.photos.length >= PHOTO_RULES.maxPhotos)
        throw new Conflict(PHOTO_MESSAGES.count, 'TOO_MANY_PHOTOS');
      const photos = [...current.photos, { id: photoId, name, key, thumbnailKey }];
      return await savePhotos(current, photos, stamp);
    });
  } catch (error) {
    // No photo objects without a have that lists them.
    await Promise.allSettled([deleteDocument(key), ...(thumbnail ? [deleteDocument(thumbnailKey)] : [])]);
    throw error;
  }
}

/** Removes a photo from the have first, then its objects (a leftover object is unseen; a listed photo that will not load is not). */
export async function removePhoto(actor: Member, id: string, photoId: string): Promise<Have> {
  const stamp = await audit(actor);
  let removed: HaveItem['photos'][number] | undefined;
  const result = await retrying(async () => {
    const current = await findHave(actor, id);
    removed = current.photos.find((p) => p.id === photoId);
    if (!removed) throw new NotFound();
    const photos = current.photos.filter((p) => p.id !== photoId);
    return savePhotos(current, photos, stamp);
  });
  const keys = removed ? [...new Set([removed.key, removed.thumbnailKey])] : [];
  await Promise.all(
    keys.map((k) =>
      deleteDocument(k).catch((error: unknown) =>
        logger.warn('could not delete a photo object', { key: k, error }),
      ),
    ),
  );
  return result;
}
