import * as z from 'zod';
import { MaterialType, Packaging } from '@polyloop/shared/enums';
import { NetworkParty, NetworkPlace } from '@polyloop/shared/network/common';
import { RequestSide, RequestStatus } from '@polyloop/shared/network/request';
import { Price, Weight } from '@polyloop/shared/supply/listing';
import { defineEntity } from '../../data/entity.js';
import { NotFound } from '../../lib/errors.js';

export const RequestLane = z.enum(['OPEN', 'CLOSED']);
export type RequestLane = z.infer<typeof RequestLane>;

/**
 * One company's side of a private network request: the requester's and the asked company's, the
 * same request with one `version`, written together. The requester's side also names its need and
 * the group of requests sent together (sparse indexes: the asked company's side has neither).
 */
export const NetworkRequestEntity = defineEntity({
  name: 'network-request',
  schema: z.object({
    tenantId: z.string(),
    requestId: z.string(),
    side: RequestSide,
    otherTenantId: z.string(),
    lane: RequestLane,
    status: RequestStatus,
    requestingCompany: NetworkParty,
    receivingCompany: NetworkParty,
    /** The requester's side only. */
    groupId: z.string().optional(),
    needId: z.string().optional(),
    title: z.string(),
    description: z.string().optional(),
    materialName: z.string().optional(),
    materialType: MaterialType,
    packaging: Packaging.optional(),
    weight: Weight,
    priceTarget: Price.optional(),
    location: NetworkPlace.optional(),
    expirationDate: z.string(),
    offerCount: z.number().int().default(0),
    openOfferCount: z.number().int().default(0),
    representatives: z.array(z.string()).default([]),
    createdDate: z.string(),
    updatedDate: z.string(),
    updatedBy: z.string().optional(),
    version: z.number().int(),
  }),
  indexes: {
    // NetworkRequestEntity.get: a request as my company sees it
    byTenant: { pk: ['tenantId'], sk: ['requestId'] },
    // pageRequestsOfLane: my open or closed requests, latest first
    byLane: { index: 'gsi1', pk: ['tenantId', 'lane'], sk: ['updatedDate', 'requestId'] },
    // pageRequestsOfLane with a side: sent or received
    bySide: { index: 'gsi2', pk: ['tenantId', 'side', 'lane'], sk: ['updatedDate', 'requestId'] },
    // listRequestsOfGroup: the requests sent together (cancel all)
    byGroup: { index: 'gsi3', pk: ['tenantId', 'groupId'], sk: ['requestId'] },
    // listRequestsOfNeed: a need's requests (cancelled when it closes)
    byNeed: { index: 'gsi4', pk: ['tenantId', 'needId'], sk: ['requestId'] },
  },
});
export type NetworkRequestItem = z.infer<typeof NetworkRequestEntity.schema>;

/**
 * Where what both companies of a request share (its conversation, its documents) is kept: the
 * requesting company's partition. 404 when the company is no party to the request.
 */
export async function sharedRequestPartitionOf(tenantId: string, requestId: string): Promise<string> {
  const request = await NetworkRequestEntity.get({ tenantId, requestId });
  if (!request) throw new NotFound();
  return request.side === 'REQUESTING' ? tenantId : request.otherTenantId;
}

/** One page of my requests of one lane (and side), latest activity first (or last). */
export const pageRequestsOfLane = (
  tenantId: string,
  lane: RequestLane,
  side: RequestSide | undefined,
  limit: number,
  cursor: string | null,
  order: 'asc' | 'desc' = 'desc',
) =>
  side
    ? NetworkRequestEntity.query('bySide', { tenantId, side, lane }, { order, limit, cursor })
    : NetworkRequestEntity.query('byLane', { tenantId, lane }, { order, limit, cursor });

/** How many requests of mine one lane (and side) holds: a COUNT Query. */
export const countRequestsOfLane = (tenantId: string, lane: RequestLane, side?: RequestSide) =>
  side
    ? NetworkRequestEntity.count('bySide', { tenantId, side, lane })
    : NetworkRequestEntity.count('byLane', { tenantId, lane });

/** Every open request of my company (the counts; a company has hundreds at most). */
export const listOpenRequests = (tenantId: string) =>
  NetworkRequestEntity.queryAll('byLane', { tenantId, lane: 'OPEN' });
export const listRequestsOfGroup = (tenantId: string, groupId: string) =>
  NetworkRequestEntity.queryAll('byGroup', { tenantId, groupId });
export const listRequestsOfNeed = (tenantId: string, needId: string) =>
  NetworkRequestEntity.queryAll('byNeed', { tenantId, needId });
