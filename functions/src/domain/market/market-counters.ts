import type { ListingKind } from '@polyloop/shared/network/market';
import type { TxItem } from '../../data/entity.js';
import { Counter } from '../counter/index.js';
import type { PublicListingItem } from './public-listing.entity.js';

/** The market's totals are counters of this pseudo-tenant, one per kind, scope and closing day. */
export const MARKET_TENANT = 'market';
export const dayOf = (iso: string) => iso.slice(0, 10);
export const counterName = (kind: ListingKind, scope: string, closesAt: string) =>
  `${kind}:${scope}:${dayOf(closesAt)}`;
const scopesOf = (l: Pick<PublicListingItem, 'materialType'>) => ['all', `t=${l.materialType}`];
export const scopeOf = (materialType: string | undefined) => (materialType ? `t=${materialType}` : 'all');
/**
 * A company's listings stored open (public offers, public requests, reverse auctions), counted in
 * the transactions that open and close them: what a disable of its public profile is conditioned
 * on. A listing past its closing time is not written, so it stays counted until it is closed (see
 * `noOpenListingsTx`).
 */
export const OPEN_PUBLIC_LISTINGS = 'open-public-listings';

/**
 * The counters a listing counts in while it is on the market (one per scope, at its closing day),
 * and its company's count of open listings.
 */
export const countTx = (
  l: Pick<PublicListingItem, 'tenantId' | 'kind' | 'materialType' | 'closesAt'>,
  delta: 1 | -1,
): TxItem[] => [
  ...scopesOf(l).map((scope) =>
    Counter.tx.update(
      { tenantId: MARKET_TENANT, name: counterName(l.kind, scope, l.closesAt) },
      {},
      { add: { count: delta }, upsert: true },
    ),
  ),
  Counter.tx.update(
    { tenantId: l.tenantId, name: OPEN_PUBLIC_LISTINGS },
    {},
    { add: { count: delta }, upsert: true },
  ),
];
/**
 * A listing's counters moving from one closing time to another: one write per counter whose
 * count changes. A move within the same day changes none, and a transaction may not touch one
 * item twice.
 */
export function moveCountTx(before: PublicListingItem, after: PublicListingItem): TxItem[] {
  const deltas = new Map<string, number>();
  for (const [l, delta] of [
    [before, -1],
    [after, 1],
  ] as const) {
    for (const scope of scopesOf(l)) {
      const name = counterName(l.kind, scope, l.closesAt);
      deltas.set(name, (deltas.get(name) ?? 0) + delta);
    }
  }
  return [...deltas]
    .filter(([, delta]) => delta !== 0)
    .map(([name, delta]) =>
      Counter.tx.update({ tenantId: MARKET_TENANT, name }, {}, { add: { count: delta }, upsert: true }),
    );
}
