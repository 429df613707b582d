import type { ListingKind } from '@polyloop/shared/network/market';
import type { TxItem } from '../../data/entity.js';
import { Counter } from '../counter/counter.entity.js';
import type { PublicListingItem } from './public-listing.entity.js';

/** The market's totals are counters of this pseudo-tenant, one per kind, scope and closing day. */
export const MARKET_TENANT = 'market';
export const dayOf = (iso: string) => iso.slice(0, 10);
export const counterName = (kind: ListingKind, scope: string, closesAt: string) => `${kind}:${scope}:${dayOf(closesAt)}`;
const scopesOf = (l: Pick<PublicListingItem, 'materialType'>) => ['all', `t=${l.materialType}`];
export const scopeOf = (materialType: string | undefined) => (materialType ? `t=${materialType}` : 'all');
/** The counters a listing counts in while it is on the market (one per scope, at its closing day). */
export const countTx = (l: Pick<PublicListingItem, 'kind' | 'materialType' | 'closesAt'>, delta: 1 | -1): TxItem[] =>
  scopesOf(l).map((scope) => Counter.tx.update({ tenantId: MARKET_TENANT, name: counterName(l.kind, scope, l.closesAt) }, {}, { add: { count: delta }, upsert: true }));
/**
 * A listing's counters moving from one closing time to another: one write per counter whose
 * count changes. A move within the same day changes none, and a transaction may not touch one
 * item twice.
 */
export function moveCountTx(before: PublicListingItem, after: PublicListingItem): TxItem[] {
  const deltas = new Map<string, number>();
  for (const [l, delta] of [[before, -1], [after, 1]] as const) {
    for (const scope of scopesOf(l)) {
      const name = counterName(l.kind, scope, l.closesAt);
      deltas.set(name, (deltas.get(name) ?? 0) + delta);
    }
  }
  return [...deltas].filter(([, delta]) => delta !== 0).map(([name, delta]) => Counter.tx.update({ tenantId: MARKET_TENANT, name }, {}, { add: { count: delta }, upsert: true }));
}

