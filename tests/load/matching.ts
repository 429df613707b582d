import type { MaterialType } from '@polyloop/shared/enums';
import type { Cloud } from './harness.js';

/** Open needs filed in the match index of one company. */
const NEEDS = Number(process.env.BENCH_MATCHING_NEEDS ?? 100_000);
const TYPES: MaterialType[] = ['PET', 'PE', 'PP', 'PS', 'ABS', 'PC', 'PVC', 'PA', 'PLX'];
const GRADES = ['PRIME', 'OFF_GRADE', 'POST_INDUSTRIAL', 'POST_CONSUMER'];
const FORMS = ['PARTS', 'PURGE', 'REGRIND', 'PELLETS', 'GRANULAR'];
/** Where the new haves are. */
const CITIES: Array<[string, number, number]> = [
  ['Chicago, IL', 41.88, -87.63],
  ['Houston, TX', 29.76, -95.37],
  ['Los Angeles, CA', 34.05, -118.24],
  ['New York, NY', 40.71, -74.01],
  ['Atlanta, GA', 33.75, -84.39],
  ['Denver, CO', 39.74, -104.99],
];

/** A small deterministic random source: the same data every run. */
function seeded(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

/**
 * The matching figures of issue 14: one new have against 100,000 open needs of one company spread
 * across the US and southern Canada, filed in the match index as the matching consumer files them
 * (the candidates written in bulk).
 * For a few new haves at different places, the index's counterparts are found and judged, and the
 * same have is judged against every need naively in memory: how many records the index compared,
 * as a share of the naive comparison, and how many of the naive result's matches it missed.
 */
export async function matchingFigures(cloud: Cloud) {
  void cloud;
  const { batchPut } = await import('@polyloop/functions/data/entity');
  const { MatchCandidateEntity, ownScope } = await import('@polyloop/functions/domain/matching/match.entity');
  const { candidatesOf } = await import('@polyloop/functions/domain/matching/candidates');
  const { find, pair } = await import('@polyloop/functions/domain/matching/matcher');
  type Facts = Parameters<typeof pair>[0];
  const tenantId = `bench-matching-${Date.now().toString(36)}`;
  const random = seeded(14);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const at = new Date().toISOString();
  const expires = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  const needs: Facts[] = [];
  for (let i = 0; i < NEEDS; i++) {
    // Spread across the US and southern Canada (26°N–52°N, 123°W–68°W); a few without a place.
    const [lat, lng] = [26 + random() * 26, -123 + random() * 55];
    const place = `${lat.toFixed(2)}, ${lng.toFixed(2)}`;
    const placed = random() > 0.03;
    needs.push({
      kind: 'NEED',
      tenantId,
      id: `need-${i}`,
      label: `BEN-N-${i}`,
      companyId: `buyer-${i % 500}`,
      materialType: pick(TYPES),
      grades: random() < 0.7 ? [pick(GRADES)] : [],
      forms: random() < 0.7 ? [pick(FORMS)] : [],
      colors: [],
      weightLbs: 5_000 + Math.round(random() * 35_000),
      pricePerLb: Math.round((0.2 + random() * 0.7) * 100) / 100,
      ...(placed ? { latitude: lat, longitude: lng, place } : {}),
      expirationDate: expires,
      representatives: [],
    });
  }
  const own = ownScope(tenantId);
  const started = Date.now();
  await batchPut(
    needs.flatMap((f) =>
      candidatesOf(f, at)
        .filter((c) => c.scope === own)
        .map((c) => MatchCandidateEntity.batchPut(c)),
    ),
    8,
  );
  const filedMs = Date.now() - started;

  const runs = [];
  for (const [i, [place, lat, lng]] of CITIES.entries()) {
    const have: Facts = {
      kind: 'HAVE',
      tenantId,
      id: `have-${i}`,
      label: `BEN-H-${i}`,
      companyId: 'supplier',
      materialType: TYPES[i % 3]!,
      grades: ['POST_INDUSTRIAL'],
      forms: ['REGRIND'],
      colors: [],
      weightLbs: 30_000,
      pricePerLb: 0.42,
      latitude: lat,
      longitude: lng,
      place,
      representatives: [],
    };
    const t0 = Date.now();
    const indexed = await find(have, [{ scope: own, side: 'DEMAND' }]);
    const indexMs = Date.now() - t0;
    const naive = pair(have, needs);
    const found = new Set(indexed.pairings.map((p) => p.demand.id));
    runs.push({
      place,
      type: have.materialType,
      compared: indexed.compared,
      kept: indexed.pairings.length,
      naive: naive.length,
      missed: naive.filter((p) => !found.has(p.demand.id)).length,
      indexMs,
    });
  }
  return { needs: NEEDS, filedMs, runs };
}

export function matchingLines(f: Awaited<ReturnType<typeof matchingFigures>>): string[] {
  const worst = Math.max(...f.runs.map((r) => r.compared / f.needs));
  const missed = f.runs.reduce((sum, r) => sum + r.missed, 0);
  return [
    `\nMatching: a new have against ${f.needs.toLocaleString('en-US')} open needs of one company in the match index (filed in ${(f.filedMs / 1000).toFixed(1)} s)`,
    ...f.runs.map(
      (r) =>
        `  ${`${r.type} in ${r.place}`.padEnd(28)} compared ${String(r.compared).padStart(6)} (${((r.compared / f.needs) * 100).toFixed(2)}% of naive)  matches ${String(r.kept).padStart(4)} (naive ${r.naive}, missed ${r.missed})  in ${r.indexMs} ms`,
    ),
    `matching compared: ${(worst * 100).toFixed(2)}% of naive, missed: ${missed}`,
  ];
}
