import * as z from 'zod';
import { Incoterm, MaterialType, Packaging } from '@polyloop/shared/enums';
import { ContactInformation, NetworkPlace } from '@polyloop/shared/network/common';
import { ListingKind } from '@polyloop/shared/network/market';
import { Price, Weight } from '@polyloop/shared/supply/listing';
import { defineEntity } from '../../data/entity.js';
import type { Slice } from '../../data/page.js';

export const MarketLane = z.enum(['OPEN', 'CLOSED']);
export type MarketLane = z.infer<typeof MarketLane>;

/**
 * A public offer (a have on the market) or a public request (a need on the market). Keyed by its
 * own id, so any company reads one with one GetItem; the market lists read one lane of one kind
 * by closing time (`closesAt`), so what has closed drops out of every list the moment it closes.
 */
export const PublicListingEntity = defineEntity({
  name: 'public-listing',
  schema: z.object({
    id: z.string(),
    kind: ListingKind,
    tenantId: z.string(),
    publicCompanyId: z.string(),
    companyName: z.string(),
    lane: MarketLane,
    /** SOLD: an order took the last of its have. */
    status: z.enum(['ACTIVE', 'CLOSED', 'CANCELLED', 'SOLD']),
    /** The have or need it publishes. */
    recordId: z.string(),
    recordIdentifier: z.string(),
    materialName: z.string().optional(),
    materialType: MaterialType,
    description: z.string().optional(),
    packaging: Packaging.optional(),
    palletized: z.boolean().default(false),
    pieceCount: z.number().int().optional(),
    thumbnailKey: z.string().optional(),
    weight: Weight,
    location: NetworkPlace.optional(),
    /** Public offers. */
    askingPrice: Price.optional(),
    terms: Incoterm.optional(),
    expirationDate: z.string().optional(),
    /** Public requests. */
    title: z.string().optional(),
    startDate: z.string().optional(),
    endDate: z.string().optional(),
    preferredShippingTerms: Incoterm.optional(),
    priceTarget: Price.optional(),
    enforceTargetPrice: z.boolean().default(false),
    maxOfferPrice: Price.optional(),
    reverseAuction: z.boolean().default(false),
    /** Reverse auctions: the increment, and the open bids (`open-bids.ts`), rewritten under the listing's version by every bid and every move of one; the lowest is derived from them. */
    bidIncrement: Price.optional(),
    openBids: z.string().default(''),
    /** Bids ever placed. */
    bidCount: z.number().int().default(0),
    /**
     * Reverse auctions: the bid whose confirmation by the buyer won the auction, written (once) in
     * that confirmation with the buyer's transaction fee; a bid confirmed after it owes none.
     */
    wonOfferId: z.string().optional(),
    contactInformation: ContactInformation,
    representatives: z.array(z.string()).default([]),
    offerCount: z.number().int().default(0),
    openOfferCount: z.number().int().default(0),
    /** ISO time it stops taking offers: the market lists' sort key. */
    closesAt: z.string(),
    createdDate: z.string(),
    activatedDate: z.string(),
    updatedDate: z.string(),
    updatedBy: z.string().optional(),
    version: z.number().int(),
  }),
  indexes: {
    // PublicListingEntity.get: one public offer or request
    byId: { pk: ['id'], sk: [] },
    // pageMarket: every open listing of a kind, by closing time
    market: { index: 'gsi1', pk: ['kind', 'lane'], sk: ['closesAt', 'id'] },
    // pageMarket with a material type
    marketByType: { index: 'gsi2', pk: ['kind', 'lane', 'materialType'], sk: ['closesAt', 'id'] },
    // listListingsOfTenant: my company's listings of a kind, newest first
    byTenant: { index: 'gsi3', pk: ['tenantId', 'kind'], sk: ['createdDate', 'id'] },
    // listListingsOfRecord: a have's or need's listings (one open at a time)
    byRecord: { index: 'gsi4', pk: ['tenantId', 'recordId'], sk: ['id'] },
  },
});
export type PublicListingItem = z.infer<typeof PublicListingEntity.schema>;

/** Where a market list starts: after a time (what is still open), or at one (a day's start, to see what closed since). */
export type MarketFrom = { gt: string } | { ge: string };

/** One page of the open lane of a kind (and material type), by closing time from `from`. */
export function pageMarket(
  kind: ListingKind,
  materialType: MaterialType | undefined,
  from: MarketFrom,
  order: 'asc' | 'desc',
  limit: number,
  cursor: string | null,
): Promise<Slice<PublicListingItem>> {
  const range = 'gt' in from ? { gt: { closesAt: from.gt } } : { ge: { closesAt: from.ge } };
  return materialType
    ? PublicListingEntity.query(
        'marketByType',
        { kind, lane: 'OPEN', materialType },
        { range, order, limit, cursor },
      )
    : PublicListingEntity.query('market', { kind, lane: 'OPEN' }, { range, order, limit, cursor });
}

/** How many of the open lane closed between two times (still in the lane: nothing moves a listing out when it closes by time). */
export const countMarketClosedBetween = (
  kind: ListingKind,
  materialType: MaterialType | undefined,
  from: string,
  to: string,
) => {
  const range = {
    between: [{ closesAt: from }, { closesAt: to }] as [{ closesAt: string }, { closesAt: string }],
  };
  return materialType
    ? PublicListingEntity.count('marketByType', { kind, lane: 'OPEN', materialType }, { range })
    : PublicListingEntity.count('market', { kind, lane: 'OPEN' }, { range });
};

export const listListingsOfTenant = (tenantId: string, kind: ListingKind) =>
  PublicListingEntity.queryAll('byTenant', { tenantId, kind }, { order: 'desc' });
export const listListingsOfRecord = (tenantId: string, recordId: string) =>
  PublicListingEntity.queryAll('byRecord', { tenantId, recordId });
/** Whether the company has ever published a listing of the kind (the getting-started checklist): one Query of one item. */
export const hasAnyListing = async (tenantId: string, kind: ListingKind) =>
  (await PublicListingEntity.query('byTenant', { tenantId, kind }, { limit: 1 })).items.length > 0;

/** A person's acceptance of the market ground rules. */
export const GroundRulesAcceptance = defineEntity({
  name: 'ground-rules',
  schema: z.object({ userId: z.string(), version: z.number().int(), acceptedDate: z.string() }),
  indexes: {
    // GroundRulesAcceptance.get: whether I accepted them
    byUser: { pk: ['userId'], sk: [] },
  },
});
