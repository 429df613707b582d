import * as z from 'zod';
import { Incoterm, MaterialType, Packaging } from '@polyloop/shared/enums';
import { ListingPlace, ListingStatus, Price, RemainingWeight } from '@polyloop/shared/supply/listing';
import { defineEntity } from '../../data/entity.js';
import { AuditFields } from '../history/index.js';
import type { Slice } from '../../data/page.js';

/**
 * Which list a have or need belongs in: OPEN for a stored ACTIVE or EXPIRED record (whether it
 * reads as active or expired depends only on its expiration date, a range of the same index),
 * otherwise its closed status, or ARCHIVED. Every list reads one lane.
 */
export const Lane = z.enum(['OPEN', 'COMPLETED', 'CANCELLED', 'ARCHIVED']);
export type Lane = z.infer<typeof Lane>;
export const laneOf = (item: { status: ListingStatus; archived: boolean }): Lane =>
  item.archived ? 'ARCHIVED' : item.status === 'ACTIVE' || item.status === 'EXPIRED' ? 'OPEN' : item.status;

const ListingFields = {
  tenantId: z.string(),
  id: z.string(),
  identifier: z.string(),
  /** What the company calls the material ("Recycled PP regrind"), beside the material record it is of. */
  name: z.string().optional(),
  description: z.string().optional(),
  companyId: z.string(),
  companyName: z.string(),
  materialId: z.string().optional(),
  materialName: z.string().optional(),
  materialType: MaterialType,
  remainingWeight: RemainingWeight,
  packaging: Packaging.optional(),
  /** yyyy-mm-dd. */
  expirationDate: z.string(),
  shippingTerms: Incoterm.optional(),
  notes: z.string().optional(),
  representatives: z.array(z.string()).default([]),
  location: ListingPlace.optional(),
  /** As stored: the daily sweep turns ACTIVE into EXPIRED once the date has passed; reads never wait for it. */
  status: ListingStatus,
  archived: z.boolean(),
  lane: Lane,
  orderCount: z.number().int().default(0),
  /** The draft it was made from; the drafts area removes the draft when it sees the record created. */
  draftId: z.string().optional(),
  createdDate: z.string(),
  /** yyyy-mm: the export reads one month of records per Query. */
  createdMonth: z.string(),
  updatedDate: z.string(),
  ...AuditFields,
};

/** The indexes haves and needs share (see docs/data-model.md). */
const indexes = {
  // Have.get / Need.get: one record by id
  byId: { pk: ['tenantId'], sk: ['id'] },
  // pageOfLane: one lane, by expiration date (status ACTIVE and EXPIRED are ranges of the OPEN lane)
  byLane: { index: 'gsi1', pk: ['tenantId', 'lane'], sk: ['expirationDate', 'id'] },
  // pageOfLane with a material type
  byLaneType: { index: 'gsi2', pk: ['tenantId', 'lane', 'materialType'], sk: ['expirationDate', 'id'] },
  // pageOfLane with a company: the company filter and the company page's tab
  byCompany: { index: 'gsi3', pk: ['tenantId', 'companyId'], sk: ['lane', 'expirationDate', 'id'] },
  // pageOfLane with a material: the material page's tab
  byMaterial: { index: 'gsi4', pk: ['tenantId', 'materialId'], sk: ['lane', 'expirationDate', 'id'] },
  // listCreatedIn: one month of records by creation time (the export)
  byCreated: { index: 'gsi5', pk: ['tenantId', 'createdMonth'], sk: ['createdDate', 'id'] },
} as const;

/** A have: supply a company offers (part 1 §3). */
export const HaveItem = defineEntity({
  name: 'have',
  schema: z.object({
    ...ListingFields,
    price: Price.optional(),
    palletized: z.boolean().default(false),
    pieceCount: z.number().int().optional(),
    lotNumber: z.string().optional(),
    /** The group it is in and the group's name (kept in step by the group's writes). */
    groupId: z.string().optional(),
    groupName: z.string().optional(),
    /** Objects in the documents bucket: the photo and its thumbnail. */
    photos: z
      .array(z.object({ id: z.string(), name: z.string(), key: z.string(), thumbnailKey: z.string() }))
      .default([]),
  }),
  indexes,
});
export type HaveItem = z.infer<typeof HaveItem.schema>;

/** A need: demand a company has (part 1 §3). */
export const NeedItem = defineEntity({
  name: 'need',
  schema: z.object({ ...ListingFields, priceTarget: Price.optional() }),
  indexes,
});
export type NeedItem = z.infer<typeof NeedItem.schema>;

/** Haves and needs share keys and indexes; the have's typing stands for both (each parses through its own schema). */
export type ListingEntityOf = typeof HaveItem;
export type ListingItem = HaveItem | NeedItem;
export type ListingIndex = 'byLane' | 'byLaneType' | 'byCompany' | 'byMaterial';

/**
 * The day an expiring record is looked at by the daily sweep: one small item per record and
 * expiration date, across tenants, written in the same transaction as the record.
 */
export const ExpiryMark = defineEntity({
  name: 'listing-expiry',
  schema: z.object({ day: z.string(), tenantId: z.string(), kind: z.enum(['have', 'need']), id: z.string() }),
  indexes: {
    // listExpiringOn: every open record of every tenant whose expiration date is one day
    byDay: { pk: ['day'], sk: ['tenantId', 'kind', 'id'] },
  },
});
export type ExpiryMark = z.infer<typeof ExpiryMark.schema>;

/** Every open record (all tenants) expiring on one day: one Query per MB. */
export const listExpiringOn = (day: string) => ExpiryMark.queryAll('byDay', { day });

/** One list's index and partition: the lane is in the partition of byLane and byLaneType, the sort key's first part of the others. */
export interface Read {
  index: ListingIndex;
  pk: { materialType?: string; companyId?: string; materialId?: string };
  lane: Lane;
}

const FIRST_DAY = '0000-00-00';
const LAST_DAY = '9999-12-31';

/**
 * One page of one lane over a range of expiration days, in expiration order: the single Query
 * every haves and needs list is made of (`pageOf` asks for as many as the page needs).
 */
export function pageOfLane(
  entity: ListingEntityOf,
  tenantId: string,
  read: Read,
  days: { from?: string; to?: string },
  order: 'asc' | 'desc',
  limit: number,
  cursor: string | null,
): Promise<Slice<ListingItem>> {
  const from = days.from ?? FIRST_DAY;
  const to = days.to ?? LAST_DAY;
  const { lane } = read;
  const page = { order, limit, cursor };
  // The lane indexes hold one lane per partition; a company's or a material's holds every lane, so
  // there the lane leads the range.
  const between = <K>(low: K, high: K): { between: [K, K] } => ({ between: [low, high] });
  const inLane = { range: between({ expirationDate: from }, { expirationDate: to }), ...page };
  const acrossLanes = {
    range: between({ lane, expirationDate: from }, { lane, expirationDate: to }),
    ...page,
  };
  switch (read.index) {
    case 'byLane':
      return entity.query('byLane', { tenantId, lane }, inLane);
    case 'byLaneType':
      return entity.query(
        'byLaneType',
        { tenantId, lane, materialType: read.pk.materialType as HaveItem['materialType'] },
        inLane,
      );
    case 'byCompany':
      return entity.query('byCompany', { tenantId, companyId: read.pk.companyId! }, acrossLanes);
    case 'byMaterial':
      return entity.query('byMaterial', { tenantId, materialId: read.pk.materialId! }, acrossLanes);
  }
}

/** One month of a tenant's records by creation time (the export reads one month per Query). */
export const listCreatedIn = (entity: ListingEntityOf, tenantId: string, createdMonth: string) =>
  entity.queryAll('byCreated', { tenantId, createdMonth });

/** How many records of one creation month were created at or after `since` (the weekly report; counted by DynamoDB). */
export const countCreatedSince = (
  entity: ListingEntityOf,
  tenantId: string,
  createdMonth: string,
  since: string,
) => entity.count('byCreated', { tenantId, createdMonth }, { range: { ge: { createdDate: since } } });

/** Whether the company has any have at all (the getting-started checklist): one Query of one item. */
export const hasAnyHave = async (tenantId: string) =>
  (await HaveItem.query('byId', { tenantId }, { limit: 1 })).items.length > 0;
