import { createHash } from 'node:crypto';
import type { LedgerVerification } from '@polyloop/shared/network/auction';
import type { LedgerEntryItem } from './auction.entity.js';

/**
 * The bid ledger's chain: each entry's hash covers its own fields and the hash before it, so
 * changing, removing or reordering any entry breaks every hash after it. The first entry chains
 * to the auction's id.
 */
export type Chained = Omit<LedgerEntryItem, 'hash' | 'seqKey'>;

/** The fields the hash covers, in a fixed order (a change to any of them is detected). */
const canonical = (e: Chained) =>
  JSON.stringify([e.auctionId, e.seq, e.kind, e.at, e.bidderTenantId, e.bidderAlias, e.price, e.maximum ?? null, e.leaderTenantId, e.leadingPrice, e.endDate, e.extended, e.prevHash]);

export const genesis = (auctionId: string) => createHash('sha256').update(`polyloop-auction:${auctionId}`).digest('hex');

export const hashOf = (entry: Chained) => createHash('sha256').update(canonical(entry)).digest('hex');

/** Walks the chain from the first entry: numbering without gaps, each link to the one before, each hash recomputed. */
export function verifyChain(auctionId: string, entries: readonly LedgerEntryItem[], head?: { seq: number; headHash: string }): LedgerVerification {
  let prev = genesis(auctionId);
  const broken = (seq: number, problem: string): LedgerVerification => ({ valid: false, entries: entries.length, headHash: null, brokenAt: seq, problem });
  for (const [n, e] of entries.entries()) {
    if (e.seq !== n + 1) return broken(n + 1, `Entry ${n + 1} is missing.`);
    if (e.prevHash !== prev) return broken(e.seq, `Entry ${e.seq} does not follow entry ${e.seq - 1}.`);
    const { hash, seqKey: _key, ...fields } = e;
    if (hashOf(fields) !== hash) return broken(e.seq, `Entry ${e.seq} was changed after it was written.`);
    prev = hash;
  }
  if (head && head.seq !== entries.length) return broken(entries.length + 1, `The auction counts ${head.seq} entries; the ledger holds ${entries.length}.`);
  if (head && entries.length && head.headHash !== prev) return broken(entries.length, `The last entry is not the one the auction recorded.`);
  return { valid: true, entries: entries.length, headHash: entries.length ? prev : null, brokenAt: null, problem: null };
}
