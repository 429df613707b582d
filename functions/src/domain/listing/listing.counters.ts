import type { TxItem } from '../../data/entity.js';
import { Counter, pageCountersBetween, openListingCounter } from '../counter/index.js';
import type { Lane, ListingItem } from './listing.entity.js';

/**
 * List totals without counting items. Each record counts once per scope (all, its material type,
 * its company, its material) in a counter per lane and expiration day, moved in the same
 * transaction as the record. A total is then one Query over the scope's small counter items for
 * the days the filter covers: "active" is the OPEN lane from today on, "expired" before today.
 */
export type Kind = 'have' | 'need';
export type Scope = { all: true } | { materialType: string } | { companyId: string } | { materialId: string };

const scopeKey = (scope: Scope) =>
  'all' in scope
    ? 'all'
    : 'materialType' in scope
      ? `t=${scope.materialType}`
      : 'companyId' in scope
        ? `c=${scope.companyId}`
        : `m=${scope.materialId}`;

/** `have:t=PP:OPEN:` — the prefix of one scope's counters in one lane; the day follows. */
export const counterPrefix = (kind: Kind, scope: Scope, lane: Lane) => `${kind}:${scopeKey(scope)}:${lane}:`;

const scopesOf = (item: ListingItem): Scope[] => [
  { all: true },
  { materialType: item.materialType },
  { companyId: item.companyId },
  ...(item.materialId ? [{ materialId: item.materialId }] : []),
];
const namesOf = (kind: Kind, item: ListingItem) => [
  ...scopesOf(item).map((scope) => `${counterPrefix(kind, scope, item.lane)}${item.expirationDate}`),
  // The dashboard's open count, under its own prefix (counter/dashboard-counters.ts).
  ...(item.lane === 'OPEN' ? [openListingCounter(item.expirationDate, kind)] : []),
];

/** The counter moves of a write: the record leaves the counters it was in and joins the ones it is in now. */
export function counterMoves(
  kind: Kind,
  before: ListingItem | undefined,
  after: ListingItem | undefined,
): TxItem[] {
  const deltas = new Map<string, number>();
  for (const name of before ? namesOf(kind, before) : []) deltas.set(name, (deltas.get(name) ?? 0) - 1);
  for (const name of after ? namesOf(kind, after) : []) deltas.set(name, (deltas.get(name) ?? 0) + 1);
  return [...deltas]
    .filter(([, delta]) => delta !== 0)
    .map(([name, delta]) =>
      Counter.tx.update(
        { tenantId: (after ?? before)!.tenantId, name },
        {},
        { add: { count: delta }, upsert: true },
      ),
    );
}

/** The total of one scope and lane over expiration days `from`..`to` (inclusive; either open). */
export async function total(
  tenantId: string,
  kind: Kind,
  scope: Scope,
  lane: Lane,
  days: { from?: string; to?: string },
): Promise<number> {
  const prefix = counterPrefix(kind, scope, lane);
  let sum = 0;
  let cursor: string | null = null;
  do {
    const page = await pageCountersBetween(
      tenantId,
      `${prefix}${days.from ?? '0000-00-00'}`,
      `${prefix}${days.to ?? '9999-12-31'}`,
      cursor,
    );
    for (const counter of page.items) sum += counter.count;
    cursor = page.cursor;
  } while (cursor);
  return Math.max(0, sum);
}
