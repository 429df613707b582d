import type { Have, Need } from '@polyloop/shared/supply/listing';
import { effectiveStatus } from '@polyloop/shared/supply/listing';
import { HaveItem, NeedItem, type ListingEntityOf, type ListingItem } from './listing.entity.js';
import type { Kind } from './listing.counters.js';

export type View = Have | Need;
export const ENTITY = { have: HaveItem, need: NeedItem } as unknown as Record<Kind, ListingEntityOf>;

export const today = () => new Date().toISOString().slice(0, 10);

/** What the API shows: the status an ACTIVE record reads as today, and nulls for what is absent. */
export function view(item: ListingItem, on = today()): View {
  const i = item as ListingItem & Partial<HaveItem> & { priceTarget?: NeedItem['priceTarget'] };
  const common = {
    id: i.id,
    identifier: i.identifier,
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
      }
    : { ...common, priceTarget: i.priceTarget ?? null };
}
