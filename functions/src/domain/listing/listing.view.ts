import type { Have, HaveListItem, Need } from '@polyloop/shared/supply/listing';
import { documentUrl } from '../../lib/s3.js';
import { effectiveStatus } from '@polyloop/shared/supply/listing';
import { HaveItem, NeedItem, type ListingEntityOf, type ListingItem } from './listing.entity.js';
import type { Kind } from './listing.counters.js';

export type View = Have | Need;
export const ENTITY = { have: HaveItem, need: NeedItem } as unknown as Record<Kind, ListingEntityOf>;

export const today = () => new Date().toISOString().slice(0, 10);

/** What the API shows: the status an ACTIVE record reads as today, and nulls for what is absent (photos not signed). */
export function fields(item: ListingItem, on = today()): Omit<Have, 'photos'> | Need {
  const i = item as ListingItem & Partial<HaveItem> & { priceTarget?: NeedItem['priceTarget'] };
  const common = {
    id: i.id,
    identifier: i.identifier,
    name: i.name ?? null,
    description: i.description ?? null,
    companyId: i.companyId,
    companyName: i.companyName,
    materialId: i.materialId ?? null,
    materialName: i.materialName ?? null,
    materialType: i.materialType,
    remainingWeight: i.remainingWeight,
    packaging: i.packaging ?? null,
    expirationDate: i.expirationDate,
    shippingTerms: i.shippingTerms ?? null,
    notes: i.notes ?? null,
    representatives: i.representatives,
    location: i.location ?? null,
    status: effectiveStatus(i.status, i.expirationDate, on),
    archived: i.archived,
    orderCount: i.orderCount,
    createdDate: i.createdDate,
    updatedDate: i.updatedDate,
  };
  return 'palletized' in i
    ? {
        ...common,
        price: i.price ?? null,
        palletized: i.palletized ?? false,
        pieceCount: i.pieceCount ?? null,
        lotNumber: i.lotNumber ?? null,
        group: i.groupId ? { id: i.groupId, name: i.groupName ?? '' } : null,
      }
    : { ...common, priceTarget: i.priceTarget ?? null };
}

/** Photo addresses last an hour; a page is reloaded long before. */
const PHOTO_URL_TTL_SECONDS = 3600;
const signed = (key: string) => documentUrl({ Key: key }, PHOTO_URL_TTL_SECONDS);

/** A record as its detail shows it, photos signed. */
export async function view(item: ListingItem, on = today()): Promise<View> {
  const shown = fields(item, on);
  if (!('palletized' in item)) return shown as Need;
  const photos = await Promise.all(
    (item as HaveItem).photos.map(async (p) => ({
      id: p.id,
      name: p.name,
      url: await signed(p.key),
      thumbnailUrl: await signed(p.thumbnailKey),
    })),
  );
  return { ...shown, photos } as Have;
}

/** A record as a list shows it: a have with its first photo's thumbnail. */
export async function listItem(item: ListingItem, on = today()): Promise<HaveListItem | Need> {
  const shown = fields(item, on);
  if (!('palletized' in item)) return shown as Need;
  const first = (item as HaveItem).photos[0];
  return {
    ...(shown as Omit<Have, 'photos'>),
    thumbnailUrl: first ? await signed(first.thumbnailKey) : null,
  };
}
