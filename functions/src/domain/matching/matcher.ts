import { createHash } from 'node:crypto';
import { MATCH_RULES, type MatchKind, type MatchRecord } from '@polyloop/shared/matching/match';
import { NO_PLACE_BAND, rangesAround } from './geo.js';
import {
  PRIVATE_SCOPE,
  PUBLIC_SCOPE,
  listCandidatesInBand,
  listCandidatesInRange,
  ownScope,
  type MatchCandidateItem,
  type Side,
} from './match.entity.js';
import { judge, type Judgement, type MatchFacts } from './score.js';
import { sideOf } from './candidates.js';

/**
 * Finding a record's counterparts: which parts of the index may hold them (by who may see the
 * pair, supply or demand, material type, and the bands of latitude around the record), read in
 * parallel, each judged by the pure `judge`. Nothing is ever compared with every record.
 */

export interface Pairing {
  kind: MatchKind;
  /** The company that keeps and sees the match. */
  tenantId: string;
  supply: MatchFacts;
  demand: MatchFacts;
  judgement: Judgement;
}

export interface Found {
  pairings: Pairing[];
  /** How many counterparts were read and judged. */
  compared: number;
}

interface Source {
  scope: string;
  side: Side;
  /** Counterparts of the record's own company are left out (a company's own public listing). */
  otherCompanies?: boolean;
}

/** Where a record's counterparts are, by what it is (core matches, then the market's). */
export function sourcesOf(facts: MatchFacts): Source[] {
  const own = ownScope(facts.tenantId);
  switch (facts.kind) {
    case 'HAVE':
      return [
        { scope: own, side: 'DEMAND' },
        { scope: PUBLIC_SCOPE, side: 'DEMAND', otherCompanies: true },
      ];
    case 'NEED':
      return [
        { scope: own, side: 'SUPPLY' },
        { scope: PUBLIC_SCOPE, side: 'SUPPLY', otherCompanies: true },
      ];
    case 'BUY_PROFILE':
      return [{ scope: own, side: 'SUPPLY' }];
    case 'PUBLIC_OFFER':
      return [{ scope: PRIVATE_SCOPE, side: 'DEMAND', otherCompanies: true }];
    case 'PUBLIC_REQUEST':
      return [{ scope: PRIVATE_SCOPE, side: 'SUPPLY', otherCompanies: true }];
    // An offer or request my company received, against my own records.
    case 'NETWORK_OFFER':
      return [{ scope: own, side: 'DEMAND' }];
    case 'NETWORK_REQUEST':
      return [{ scope: own, side: 'SUPPLY' }];
    default:
      return [];
  }
}

/** The counterparts filed in one part of the index within the distance limit of a record. */
export async function candidatesAround(facts: MatchFacts, source: Source): Promise<MatchCandidateItem[]> {
  const cell = { scope: source.scope, side: source.side, materialType: facts.materialType };
  const located = facts.latitude !== undefined && facts.longitude !== undefined;
  // A record with a place finds those within reach; one without finds only others without (see judge).
  const reads = located
    ? rangesAround({ latitude: facts.latitude!, longitude: facts.longitude! }, MATCH_RULES.maxMiles).map(
        (r) => listCandidatesInRange({ ...cell, band: r.band }, r.from, r.to),
      )
    : [listCandidatesInBand({ ...cell, band: NO_PLACE_BAND })];
  const all = (await Promise.all(reads)).flat();
  return source.otherCompanies ? all.filter((c) => c.tenantId !== facts.tenantId) : all;
}

const KINDS: Record<string, MatchKind> = {
  'HAVE:NEED': 'HAVE_NEED',
  'HAVE:BUY_PROFILE': 'HAVE_BUY_PROFILE',
  'PUBLIC_OFFER:NEED': 'NEED_PUBLIC_OFFER',
  'HAVE:PUBLIC_REQUEST': 'HAVE_PUBLIC_REQUEST',
  'PUBLIC_OFFER:PUBLIC_REQUEST': 'PUBLIC_OFFER_PUBLIC_REQUEST',
  'NETWORK_OFFER:NEED': 'NETWORK_OFFER_NEED',
  'NETWORK_OFFER:BUY_PROFILE': 'NETWORK_OFFER_BUY_PROFILE',
  'HAVE:NETWORK_REQUEST': 'HAVE_NETWORK_REQUEST',
};

/** Who keeps a pair: the company of its private side (both sides are its own in core matches). */
const keeperOf = (supply: MatchFacts, demand: MatchFacts) =>
  supply.kind === 'PUBLIC_OFFER' ? demand.tenantId : supply.tenantId;

/** Judges a record against counterparts; keeps the pairs that reach the confidence kept. */
export function pair(
  facts: MatchFacts,
  counterparts: readonly MatchFacts[],
  minConfidence: number = MATCH_RULES.minConfidence,
): Pairing[] {
  const supplies = sideOf(facts.kind) === 'SUPPLY';
  const out: Pairing[] = [];
  for (const other of counterparts) {
    const [supply, demand] = supplies ? [facts, other] : [other, facts];
    const kind = KINDS[`${supply.kind}:${demand.kind}`];
    if (!kind) continue;
    const judgement = judge(supply, demand);
    if (!judgement || judgement.confidence < minConfidence) continue;
    out.push({ kind, tenantId: keeperOf(supply, demand), supply, demand, judgement });
  }
  return out.sort((a, b) => b.judgement.confidence - a.judgement.confidence);
}

/** Whether a counterpart is still in date (the index is tidied as records change; the date decides now). */
const current = (c: MatchFacts, today: string) => !c.expirationDate || c.expirationDate >= today;

/** Every counterpart of a record, judged: what the matching consumer keeps. */
export async function find(facts: MatchFacts, sources: Source[] = sourcesOf(facts)): Promise<Found> {
  const read = (await Promise.all(sources.map((s) => candidatesAround(facts, s)))).flat();
  const today = new Date().toISOString().slice(0, 10);
  return {
    pairings: pair(
      facts,
      read.filter((c) => current(c, today)),
    ),
    compared: read.length,
  };
}

/** A match's id: the keeping company and the pair, so finding the pair again finds the same match. */
export function matchIdOf(p: Pick<Pairing, 'tenantId' | 'supply' | 'demand'>): string {
  const key = `${p.tenantId}|${p.supply.kind}#${p.supply.tenantId}#${p.supply.id}|${p.demand.kind}#${p.demand.tenantId}#${p.demand.id}`;
  return `m${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;
}

/** One side as the keeping company sees it: its own records open in the app, other companies' only when they are public listings. */
export function recordView(f: MatchFacts, reader: string): MatchRecord {
  const readable = f.tenantId === reader || f.kind === 'PUBLIC_OFFER' || f.kind === 'PUBLIC_REQUEST';
  return {
    kind: f.kind,
    id: f.id,
    label: f.label,
    companyId: f.tenantId === reader ? (f.companyId ?? null) : null,
    companyName: f.companyName ?? null,
    materialName: f.materialName ?? null,
    place: f.place ?? null,
    weight: f.weight ?? null,
    price: f.price ?? null,
    url: readable ? (f.url ?? null) : null,
  };
}
