import * as z from 'zod';
import { Color, Form, Grade, Incoterm, MaterialType, Packaging } from '@polyloop/shared/enums';
import { ContactInformation, NetworkParty, NetworkPlace } from '@polyloop/shared/network/common';
import { NegotiationStep, OfferSide, OfferStatus, Qualification } from '@polyloop/shared/network/offer';
import { Price, Weight } from '@polyloop/shared/supply/listing';
import { defineEntity } from '../../data/entity.js';
import { NotFound } from '../../lib/errors.js';

/** OPEN while negotiated or accepted; CLOSED once confirmed, declined, cancelled or expired. */
export const OfferLane = z.enum(['OPEN', 'CLOSED']);
export type OfferLane = z.infer<typeof OfferLane>;

/**
 * One company's side of a network offer. The two sides hold the same offer (price, weight, terms,
 * the whole negotiation, one `version`) and differ only in what is the company's own: its side,
 * its records (`listingId`), its people and its order. Every move writes both in one transaction
 * conditioned on the version read, so each company reads its offers, and an offer, from its own
 * partition in one request.
 */
export const NetworkOfferEntity = defineEntity({
  name: 'network-offer',
  schema: z.object({
    tenantId: z.string(),
    offerId: z.string(),
    side: OfferSide,
    /** The other company's tenant: where the mirror side lives. */
    otherTenantId: z.string(),
    lane: OfferLane,
    /** As stored: an open offer past its expiration date reads as EXPIRED before the sweep says so. */
    status: OfferStatus,
    offeringCompany: NetworkParty,
    receivingCompany: NetworkParty,
    /** This side's own record: the have (offering side) or the need it answers (receiving side). */
    listingId: z.string().optional(),
    /** The have on both sides (the server checks its weight); shown to the offering side only. */
    haveId: z.string(),
    haveIdentifier: z.string(),
    /** The seller's material and location, for the buyer's order. */
    needId: z.string().optional(),
    /** The request or public offer it answers (the index of a listing's responses). */
    sourceId: z.string().optional(),
    requestId: z.string().optional(),
    requestKind: z.enum(['NETWORK_REQUEST', 'PUBLIC_REQUEST']).optional(),
    publicOfferId: z.string().optional(),
    materialName: z.string(),
    materialType: MaterialType,
    materialId: z.string().optional(),
    description: z.string().optional(),
    packaging: Packaging.optional(),
    grade: Grade.optional(),
    form: Form.optional(),
    color: Color.optional(),
    palletized: z.boolean().default(false),
    pieceCount: z.number().int().optional(),
    /** The have's first photo's thumbnail (documents bucket key). */
    thumbnailKey: z.string().optional(),
    totalAvailableWeight: Weight,
    price: Price,
    weight: Weight,
    terms: Incoterm,
    sourceLocation: NetworkPlace.optional(),
    /** The seller's location of the have, and the buyer's public location: the addresses each order copies. */
    sourceLocationId: z.string().optional(),
    destinationLocation: NetworkPlace.optional(),
    destinationLocationId: z.string().optional(),
    offererContact: ContactInformation,
    recipientContact: ContactInformation.optional(),
    representatives: z.array(z.string()).default([]),
    negotiations: z.array(NegotiationStep).default([]),
    qualification: Qualification.optional(),
    /** A bid in a reverse auction (the public request it answers runs as one). */
    reverseAuction: z.boolean().default(false),
    /** This side's order, once it confirmed. */
    orderId: z.string().optional(),
    orderIdentifier: z.string().optional(),
    confirmedSides: z.array(OfferSide).default([]),
    /** yyyy-mm-dd. */
    expirationDate: z.string(),
    createdDate: z.string(),
    updatedDate: z.string(),
    closingDate: z.string().optional(),
    /** Who made the last move (the stream's events leave them out of who is told). */
    updatedBy: z.string().optional(),
    updatedByName: z.string().optional(),
    version: z.number().int(),
  }),
  indexes: {
    // NetworkOfferEntity.get: an offer as my company sees it (the detail, every move's read)
    byTenant: { pk: ['tenantId'], sk: ['offerId'] },
    // pageOffersOfLane, listOpenOffers: my open or closed offers, latest activity first
    byLane: { index: 'gsi1', pk: ['tenantId', 'lane'], sk: ['updatedDate', 'offerId'] },
    // pageOffersOfLane with a side: sent (OFFERING) or received (RECEIVING)
    bySide: { index: 'gsi2', pk: ['tenantId', 'side', 'lane'], sk: ['updatedDate', 'offerId'] },
    // listOffersOfListing: a have's (or need's) offers, e.g. to cancel them when it closes
    byListing: { index: 'gsi3', pk: ['tenantId', 'listingId'], sk: ['offerId'] },
    // listOffersOfSource: the offers answering a request or a public offer
    bySource: { index: 'gsi4', pk: ['tenantId', 'sourceId'], sk: ['offerId'] },
  },
});
export type NetworkOfferItem = z.infer<typeof NetworkOfferEntity.schema>;

/**
 * Where what both companies of an offer share (its conversation, its documents) is kept: the
 * offering company's partition. 404 when the company is no party to the offer.
 */
export async function sharedPartitionOf(tenantId: string, offerId: string): Promise<string> {
  const offer = await NetworkOfferEntity.get({ tenantId, offerId });
  if (!offer) throw new NotFound();
  return offer.side === 'OFFERING' ? tenantId : offer.otherTenantId;
}

/** One page of my offers of one lane (and side), latest activity first (or last). */
export const pageOffersOfLane = (
  tenantId: string,
  lane: OfferLane,
  side: OfferSide | undefined,
  limit: number,
  cursor: string | null,
  order: 'asc' | 'desc' = 'desc',
) =>
  side
    ? NetworkOfferEntity.query('bySide', { tenantId, side, lane }, { order, limit, cursor })
    : NetworkOfferEntity.query('byLane', { tenantId, lane }, { order, limit, cursor });

/** How many offers of mine one lane (and side) holds: a COUNT Query (one request per MB of keys). */
export const countOffersOfLane = (tenantId: string, lane: OfferLane, side?: OfferSide) =>
  side
    ? NetworkOfferEntity.count('bySide', { tenantId, side, lane })
    : NetworkOfferEntity.count('byLane', { tenantId, lane });

/** Every offer of mine in one lane, latest activity first (the filtered tabs). */
export const listOffersOfLane = (tenantId: string, lane: OfferLane) =>
  NetworkOfferEntity.queryAll('byLane', { tenantId, lane }, { order: 'desc' });

/** Every open offer of my company, latest activity first: the tab counts and the filtered tabs (a company has hundreds open at most). */
export const listOpenOffers = (tenantId: string) =>
  NetworkOfferEntity.queryAll('byLane', { tenantId, lane: 'OPEN' }, { order: 'desc' });

/** Every offer of one of my haves or needs. */
export const listOffersOfListing = (tenantId: string, listingId: string) =>
  NetworkOfferEntity.queryAll('byListing', { tenantId, listingId });

/** Every offer of my company answering one request or public offer (tens). */
export const listOffersOfSource = (tenantId: string, sourceId: string) =>
  NetworkOfferEntity.queryAll('bySource', { tenantId, sourceId });
