import * as z from 'zod';
import { RecordId as Id, AuditDates } from '../primitives.js';
import { labelledEnum } from '../labelled-enum.js';
import {
  Incoterm,
  MaterialType,
  Packaging,
  PriceUnitSchema,
  RecordMaterial,
  WeightUnitSchema,
} from '../enums.js';
import { manyOf, storableNumber } from '../bounds.js';
import { NearQuery, nearWhole } from '../near.js';
import { PageQuery } from '../contract/define.js';
import { clearable } from '../contract/clearable.js';

/**
 * Haves (supply) and needs (demand), spec part 1 §3–§5 and §9. A have and a need share most of
 * their fields; the have adds price, palletizing, pieces and lot number, the need
 * a price target.
 */

export const SUPPLY_MESSAGES = {
  companyLocked: 'The company cannot be changed once orders are attached.',
  notFromActive: 'Only an active record can be cancelled or completed.',
  activeOnlyFromClosed: 'Only a cancelled or completed record can be made active again.',
  expiredReactivate: 'Set an expiration date in the future before making it active again.',
  nothingRemaining: 'A completed record with nothing remaining cannot be made active again.',
  locationOfCompany: 'The location must be one of the company’s locations.',
  materialTypeMismatch: 'The material type must match the material’s type.',
  expirationPast: 'The expiration date must be today or later.',
  lotNumberLength: 'Lot number must be at most 330 characters',
  unitMismatch: 'The price is per a different unit than the weight. Save anyway?',
  archived: 'This record is archived. Restore it first.',
} as const;

/** Stored and shown statuses (part 1 §4). EXPIRED is also what an ACTIVE record reads as once its expiration date has passed. */
export const [ListingStatus, LISTING_STATUS_LABELS] = labelledEnum({
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
});
export type ListingStatus = z.infer<typeof ListingStatus>;

/** A weight: value and unit (part 1 §3). */
export const Weight = z.object({
  unitValue: storableNumber({ error: 'Weight is required' }).positive('Weight must be greater than 0'),
  unit: WeightUnitSchema,
});
export type Weight = z.infer<typeof Weight>;
/** What a have or need still holds: orders may take all of it (0 left). */
export const RemainingWeight = Weight.extend({
  unitValue: storableNumber().min(0, 'Weight may not be negative'),
});
/** A price per unit of weight, USD. */
export const Price = z.object({
  unitValue: storableNumber({ error: 'Price is required' }).positive('Price must be greater than 0'),
  unit: PriceUnitSchema,
});
export type Price = z.infer<typeof Price>;

const IsoDate = z.iso.date({ message: 'Enter a date as yyyy-mm-dd' });

export const LISTING_NAME_MAX = 120;

/** What a have and a need share. */
const ListingFields = {
  name: z
    .string()
    .trim()
    .max(LISTING_NAME_MAX, `Name must be at most ${LISTING_NAME_MAX} characters`)
    .optional()
    .describe('What the material is called, e.g. “Recycled PP regrind”: shown wherever the record goes'),
  description: z
    .string()
    .trim()
    .max(2000, 'Description must be at most 2000 characters')
    .optional()
    .describe('What a buyer or seller should know about the material; offers start with it'),
  companyId: Id.describe('The CRM company (or the user’s own company, from /api/my-company)'),
  materialId: Id.optional().describe('The material (plastic); its type must match materialType'),
  materialType: MaterialType,
  remainingWeight: Weight,
  packaging: Packaging.optional(),
  expirationDate: IsoDate,
  shippingTerms: Incoterm.optional(),
  notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').optional(),
  representatives: z.array(Id).max(10, 'At most 10 representatives').default([]),
  locationId: Id.optional().describe('One of the company’s locations'),
};

export const HaveInput = z.object({
  ...ListingFields,
  price: Price.optional().describe('Shown as “Offer” when absent'),
  palletized: z.boolean().default(false),
  pieceCount: z.number().int().min(0, 'Piece count must be at least 0').max(1_000_000).optional(),
  lotNumber: z.string().trim().max(330, SUPPLY_MESSAGES.lotNumberLength).optional(),
  /** The draft this have was made from; the draft is removed once the have is saved. */
  draftId: Id.optional(),
});
export type HaveInput = z.infer<typeof HaveInput>;

export const NeedInput = z.object({
  ...ListingFields,
  priceTarget: Price.optional(),
  draftId: Id.optional(),
});
export type NeedInput = z.infer<typeof NeedInput>;

/** What every have or need has: an edit may leave these out but never clear them. */
const LISTING_KEPT = [
  'companyId',
  'materialType',
  'remainingWeight',
  'expirationDate',
  'representatives',
] as const;
/** A PATCH body: every field optional, no defaults (so a PATCH of one field resets nothing); `null` clears an optional field. */
export const HavePatch = clearable(
  HaveInput.omit({ draftId: true })
    .extend({ representatives: HaveInput.shape.representatives.unwrap(), palletized: z.boolean() })
    .partial(),
  { keep: [...LISTING_KEPT, 'palletized'] },
);
export type HavePatch = z.infer<typeof HavePatch>;
export const NeedPatch = clearable(
  NeedInput.omit({ draftId: true })
    .extend({ representatives: NeedInput.shape.representatives.unwrap() })
    .partial(),
  { keep: LISTING_KEPT },
);
export type NeedPatch = z.infer<typeof NeedPatch>;

/** Where a have or need is: the location's name and place, copied from the company's location. */
export const ListingPlace = z.object({
  locationId: z.string(),
  name: z.string().nullable(),
  city: z.string().nullable(),
  stateProvince: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type ListingPlace = z.infer<typeof ListingPlace>;

export const PHOTO_RULES = {
  maxPhotos: 10,
  maxBytes: 3 * 1024 * 1024,
  maxThumbnailBytes: 256 * 1024,
  thumbnailEdge: 320,
} as const;
export const PHOTO_MESSAGES = {
  missing: 'Choose a photo to upload.',
  type: 'A photo must be a PNG, JPEG or WebP image.',
  size: 'The photo is too large: 3 MB at most.',
  thumbnail: 'The thumbnail must be a PNG, JPEG or WebP image of 256 KB at most.',
  broken: 'The photo file is damaged or incomplete.',
  count: 'A have holds at most 10 photos.',
} as const;
export const ListingPhoto = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type ListingPhoto = z.infer<typeof ListingPhoto>;

const ListingView = {
  id: z.string(),
  /** The company short code, H or N, and a number: `ACME-H12`. */
  identifier: z.string(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  companyId: z.string(),
  companyName: z.string(),
  ...RecordMaterial,
  remainingWeight: RemainingWeight,
  packaging: Packaging.nullable(),
  expirationDate: z.string(),
  shippingTerms: Incoterm.nullable(),
  notes: z.string().nullable(),
  representatives: z.array(z.string()),
  location: ListingPlace.nullable(),
  /** ACTIVE reads as EXPIRED once the expiration date has passed (UTC). */
  status: ListingStatus,
  archived: z.boolean(),
  /** Orders attached (the orders area keeps it); the company cannot change while it is above 0. */
  orderCount: z.number().int(),
  ...AuditDates,
};

export const Have = z.object({
  ...ListingView,
  price: Price.nullable(),
  palletized: z.boolean(),
  pieceCount: z.number().int().nullable(),
  lotNumber: z.string().nullable(),
  /** The group it is in (haves sold together), if any. */
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Photos, each with a small thumbnail; the addresses are short-lived. */
  photos: z.array(ListingPhoto),
});
export type Have = z.infer<typeof Have>;

export const Need = z.object({ ...ListingView, priceTarget: Price.nullable() });
export type Need = z.infer<typeof Need>;

/** Lists carry the first photo's thumbnail, not every photo. */
export const HaveListItem = Have.omit({ notes: true, photos: true }).extend({
  thumbnailUrl: z.string().nullable(),
});
export type HaveListItem = z.infer<typeof HaveListItem>;
export const NeedListItem = Need.omit({ notes: true });
export type NeedListItem = z.infer<typeof NeedListItem>;

/**
 * The haves and needs lists (page size 25, total in x-total-count). Status and material type read
 * an index each; "expiring before" is a range on the same index; a radius narrows by location.
 */
export const ListingListQuery = nearWhole(
  PageQuery.extend({
    size: z.coerce.number().int().min(1).max(100).default(25),
    sort: z
      .string()
      .regex(/^expirationDate,(asc|desc)$/, 'Sort as expirationDate,asc|desc')
      .default('expirationDate,asc'),
    status: ListingStatus.optional(),
    materialType: MaterialType.optional(),
    companyId: Id.optional(),
    expiringBefore: IsoDate.optional(),
    archived: z.enum(['true', 'false']).default('false'),
    ...NearQuery,
    /** Several statuses at once (the company and material tabs). */
    statuses: manyOf(ListingStatus),
    /** Words of the name, description, identifier, material, company or lot number: each must start a word of the record. */
    q: z.string().trim().max(100, 'Search at most 100 characters').optional(),
  }),
);
export type ListingListQuery = z.infer<typeof ListingListQuery>;

/** The status picker (part 1 §4): Cancelled and Completed only from Active; Active only from Cancelled, or Completed with weight remaining. */
export const StatusChange = z.object({ status: z.enum(['ACTIVE', 'COMPLETED', 'CANCELLED']) });
export type StatusChange = z.infer<typeof StatusChange>;

/** What a have or need is called where it goes: its own name, else its material's, else its type's label. */
export const listingTitle = <T extends string>(
  l: { name?: string | null; materialName?: string | null; materialType: T },
  typeLabel: (type: T) => string = String,
) => l.name || l.materialName || typeLabel(l.materialType);

export function statusChoices(record: { status: ListingStatus; remainingWeight: Weight }): ListingStatus[] {
  if (record.status === 'ACTIVE') return ['COMPLETED', 'CANCELLED'];
  if (record.status === 'CANCELLED') return ['ACTIVE'];
  if (record.status === 'COMPLETED' && record.remainingWeight.unitValue > 0) return ['ACTIVE'];
  return [];
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** What an ACTIVE record reads as on `today` (yyyy-mm-dd, UTC): EXPIRED once its expiration date has passed. */
export function effectiveStatus(
  stored: ListingStatus,
  expirationDate: string,
  today = isoDay(new Date()),
): ListingStatus {
  return stored === 'ACTIVE' && expirationDate < today ? 'EXPIRED' : stored;
}

/**
 * The three default expirations of a new have or need (part 1 §9): 14 days, 30 days, and the end
 * of the month — this month's when 15 or more days remain in it, else next month's.
 */
export function defaultExpirations(today = new Date()): {
  days14: string;
  days30: string;
  endOfMonth: string;
} {
  const utc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const plus = (days: number) => isoDay(new Date(utc + days * 86_400_000));
  const endOf = (monthOffset: number) =>
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + monthOffset + 1, 0));
  const thisEnd = endOf(0);
  const remaining = thisEnd.getUTCDate() - today.getUTCDate();
  return { days14: plus(14), days30: plus(30), endOfMonth: isoDay(remaining >= 15 ? thisEnd : endOf(1)) };
}
