import * as z from 'zod';
import { FreightEmissions, MatchFactor, MatchKind, MatchRecord } from '@polyloop/shared/matching/match';
import { MaterialType } from '@polyloop/shared/enums';
import { defineEntity } from '../../data/entity.js';
import { MatchFacts } from './score.js';

/**
 * Who may find a candidate: a company's own records (`T#<tenantId>`: its haves, needs and its
 * partners' buy profiles), private records the market may match (`NET:PRIVATE`: every company's
 * haves and needs, found only by public listings and shown only to their own company), and the
 * market itself (`NET:PUBLIC`: public offers and requests).
 */
export const ownScope = (tenantId: string) => `T#${tenantId}`;
export const PRIVATE_SCOPE = 'NET:PRIVATE';
export const PUBLIC_SCOPE = 'NET:PUBLIC';
export const Side = z.enum(['SUPPLY', 'DEMAND']);
export type Side = z.infer<typeof Side>;

/** A record's key across the matching tables: its kind, its company and its id. */
export const recordKeyOf = (f: { kind: string; tenantId: string; id: string }) =>
  `${f.kind}#${f.tenantId}#${f.id}`;

/**
 * A record as a counterpart: its facts, filed by who may find it, supply or demand, material
 * type and band of latitude, in longitude order (see geo.ts). A record has one per scope; they
 * are rewritten when it changes and removed when it closes. A projection of the records, kept by
 * the matching consumer from their events.
 */
export const MatchCandidateEntity = defineEntity({
  name: 'match-candidate',
  schema: MatchFacts.extend({
    scope: z.string(),
    side: Side,
    band: z.string(),
    lngKey: z.string(),
    recordKey: z.string(),
    updatedDate: z.string(),
  }),
  indexes: {
    // pageCandidatesInRange: the counterparts in one band of latitude, between two longitudes
    byCell: { pk: ['scope', 'side', 'materialType', 'band'], sk: ['lngKey', 'recordKey'] },
    // listCandidatesOfRecord: where a record is filed (to refile or remove it)
    byRecord: { index: 'gsi1', pk: ['recordKey'], sk: ['scope'] },
  },
});
export type MatchCandidateItem = z.infer<typeof MatchCandidateEntity.schema>;

/** Core matches, the market's supply for my needs, and its demand for my haves. */
export const MatchGroup = z.enum(['CORE', 'SUPPLY', 'DEMAND']);
export type MatchGroup = z.infer<typeof MatchGroup>;
export const groupOfKind = (kind: MatchKind): MatchGroup =>
  kind === 'NEED_PUBLIC_OFFER' ? 'SUPPLY' : kind === 'HAVE_PUBLIC_REQUEST' ? 'DEMAND' : 'CORE';

/**
 * A match kept for one company: the pair, both sides as the pages show them, the factor ratings
 * and their facts. Its id is made from the company and the pair, so finding the pair again
 * updates it (and a hidden match stays hidden).
 */
export const MatchEntity = defineEntity({
  name: 'match',
  schema: z.object({
    tenantId: z.string(),
    matchId: z.string(),
    kind: MatchKind,
    group: MatchGroup,
    visibility: z.enum(['VISIBLE', 'HIDDEN']),
    materialType: MaterialType,
    supplyKey: z.string(),
    demandKey: z.string(),
    supply: MatchRecord,
    demand: MatchRecord,
    /** Who of the company hears of it: the representatives of its own side(s). */
    representatives: z.array(z.string()).default([]),
    confidence: z.number().int(),
    /** Zero-padded confidence: the lists' sort key. */
    confidenceKey: z.string(),
    material: MatchFactor,
    location: MatchFactor.extend({ distanceMiles: z.number().nullable() }),
    price: MatchFactor,
    emissions: FreightEmissions.nullable(),
    createdDate: z.string(),
    updatedDate: z.string(),
  }),
  indexes: {
    // MatchEntity.get: one of my matches (hide, unhide)
    byId: { pk: ['tenantId'], sk: ['matchId'] },
    // listMatchesOfSupply: every company's matches of one supply (a have or public offer)
    bySupply: { index: 'gsi1', pk: ['supplyKey'], sk: ['tenantId', 'matchId'] },
    // listMatchesOfDemand: every company's matches of one demand (a need, buy profile or public request)
    byDemand: { index: 'gsi2', pk: ['demandKey'], sk: ['tenantId', 'matchId'] },
    // pageMatchesOfGroup: my company's matches of one group, shown or hidden, most confident first
    byGroup: { index: 'gsi3', pk: ['tenantId', 'group', 'visibility'], sk: ['confidenceKey', 'matchId'] },
  },
});
export type MatchItem = z.infer<typeof MatchEntity.schema>;

/** The counterparts in one band of latitude between two longitudes. */
export const listCandidatesInRange = (
  cell: { scope: string; side: Side; materialType: MaterialType; band: string },
  from: string,
  to: string,
) =>
  MatchCandidateEntity.queryAll('byCell', cell, { range: { between: [{ lngKey: from }, { lngKey: to }] } });

/** Every counterpart in a band (the band of places without coordinates). */
export const listCandidatesInBand = (cell: {
  scope: string;
  side: Side;
  materialType: MaterialType;
  band: string;
}) => MatchCandidateEntity.queryAll('byCell', cell);

/** Where one record is filed. */
export const listCandidatesOfRecord = (recordKey: string) =>
  MatchCandidateEntity.queryAll('byRecord', { recordKey });

/** Every company's matches of one supply, or of one demand (a company's own: its tenant as prefix). */
export const listMatchesOfSupply = (supplyKey: string, tenantId?: string) =>
  MatchEntity.queryAll('bySupply', { supplyKey }, tenantId ? { sk: { tenantId } } : {});
export const listMatchesOfDemand = (demandKey: string, tenantId?: string) =>
  MatchEntity.queryAll('byDemand', { demandKey }, tenantId ? { sk: { tenantId } } : {});

/** One page of my company's matches of a group, most confident first. */
export const pageMatchesOfGroup = (
  tenantId: string,
  group: MatchGroup,
  visibility: 'VISIBLE' | 'HIDDEN',
  limit: number,
  cursor: string | null,
) => MatchEntity.query('byGroup', { tenantId, group, visibility }, { order: 'desc', limit, cursor });
