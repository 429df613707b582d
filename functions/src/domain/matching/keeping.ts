import { batchPut, ConditionFailed } from '../../data/entity.js';
import {
  groupOfKind,
  listMatchesOfDemand,
  listMatchesOfSupply,
  MatchEntity,
  recordKeyOf,
  type MatchItem,
} from './match.entity.js';
import { matchIdOf, recordView, type Pairing } from './matcher.js';
import { sideOf } from './candidates.js';
import type { MatchFacts } from './score.js';

/**
 * Keeps a record's matches as its latest run found them: every pair written under its own id (a
 * pair found again keeps its date and whether it was hidden), and the record's pairs no longer
 * found removed, in every company that kept one. Answers the pairs that are new.
 */

const itemOf = (p: Pairing, existing: MatchItem | undefined, at: string): MatchItem => {
  const { judgement: j } = p;
  const own = [p.supply, p.demand].filter((f) => f.tenantId === p.tenantId);
  return {
    tenantId: p.tenantId,
    matchId: matchIdOf(p),
    kind: p.kind,
    group: groupOfKind(p.kind),
    visibility: existing?.visibility ?? 'VISIBLE',
    materialType: p.supply.materialType,
    supplyKey: recordKeyOf(p.supply),
    demandKey: recordKeyOf(p.demand),
    supply: recordView(p.supply, p.tenantId),
    demand: recordView(p.demand, p.tenantId),
    representatives: [...new Set(own.flatMap((f) => f.representatives))],
    confidence: j.confidence,
    confidenceKey: String(j.confidence).padStart(3, '0'),
    material: j.material,
    location: j.location,
    price: j.price,
    emissions: j.emissions,
    createdDate: existing?.createdDate ?? at,
    updatedDate: at,
  };
};

/** Every company's kept matches of one record. */
export function matchesOfRecord(facts: Pick<MatchFacts, 'kind' | 'tenantId' | 'id'>): Promise<MatchItem[]> {
  const key = recordKeyOf(facts);
  return sideOf(facts.kind) === 'SUPPLY' ? listMatchesOfSupply(key) : listMatchesOfDemand(key);
}

async function remove(items: MatchItem[]): Promise<void> {
  await Promise.all(
    items.map((m) =>
      MatchEntity.delete({ tenantId: m.tenantId, matchId: m.matchId }).catch((error: unknown) => {
        if (!(error instanceof ConditionFailed)) throw error;
      }),
    ),
  );
}

export async function keep(facts: MatchFacts, pairings: Pairing[]): Promise<Pairing[]> {
  const at = new Date().toISOString();
  const existing = new Map((await matchesOfRecord(facts)).map((m) => [`${m.tenantId}|${m.matchId}`, m]));
  const items = pairings.map((p) => ({
    pairing: p,
    item: itemOf(p, existing.get(`${p.tenantId}|${matchIdOf(p)}`), at),
  }));
  const found = new Set(items.map(({ item }) => `${item.tenantId}|${item.matchId}`));
  await batchPut(items.map(({ item }) => MatchEntity.batchPut(item)));
  await remove([...existing.entries()].filter(([key]) => !found.has(key)).map(([, m]) => m));
  return items
    .filter(({ item }) => !existing.has(`${item.tenantId}|${item.matchId}`))
    .map(({ pairing }) => pairing);
}

/** A record that can no longer match takes its matches away with it. */
export async function forget(record: Pick<MatchFacts, 'kind' | 'tenantId' | 'id'>): Promise<number> {
  const items = await matchesOfRecord(record);
  await remove(items);
  return items.length;
}
