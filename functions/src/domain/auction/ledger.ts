import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { LedgerVerification } from '@polyloop/shared/network/auction';
import type { LedgerKind } from '@polyloop/shared/network/auction-states';

/**
 * The bid ledger's chain, built so that every reader can check it over what that reader may see
 * and learns nothing it may not.
 *
 * - What anyone who may read the auction sees of an entry (its number, kind, time, the bidder's
 *   and the leader's aliases, the prices, the end) is chained in the clear: each entry's hash covers
 *   those fields, a commitment and the hash before it, so changing, removing or reordering any entry
 *   breaks every hash after it. The first entry chains to the auction's id.
 * - What is hidden (the companies behind the aliases, a bidder's maximum) is bound by the entry's
 *   commitment: an HMAC under a secret of the auction's own that never leaves the server. A reader
 *   without that secret cannot test guesses against it (a plain hash over a small price grid and a
 *   few companies would be brute-forced in milliseconds); an auditor given the secret and the hidden
 *   fields recomputes every commitment.
 */

export interface PublicEntry {
  auctionId: string;
  seq: number;
  kind: LedgerKind;
  at: string;
  bidderAlias: number;
  price: number;
  /** 0 while nobody leads (a withdrawal before any bid stood). */
  leaderAlias: number;
  leadingPrice: number;
  endDate: string;
  extended: boolean;
  commitment: string;
  prevHash: string;
}

/** What an entry's commitment binds: never shown to bidders. Companies by their public ids. */
export interface HiddenFields {
  bidderCompanyId: string;
  maximum: number | null;
  leaderCompanyId: string;
}

/** A new auction's commitment secret: 256 random bits. */
export const newLedgerKey = () => randomBytes(32).toString('base64url');

export const genesis = (auctionId: string) =>
  createHash('sha256').update(`polyloop-auction:${auctionId}`).digest('hex');

/** The commitment to one entry's hidden fields, under the auction's secret. */
export const commitmentOf = (key: string, auctionId: string, seq: number, hidden: HiddenFields) =>
  createHmac('sha256', Buffer.from(key, 'base64url'))
    .update(
      JSON.stringify([
        'polyloop-ledger-commitment',
        auctionId,
        seq,
        hidden.bidderCompanyId,
        hidden.maximum,
        hidden.leaderCompanyId,
      ]),
    )
    .digest('hex');

/**
 * The fields an entry's hash covers, in a fixed order: a JSON array of the values as the ledger
 * download shows them (numbers as numbers, `extended` as true or false). docs/architecture.md
 * gives the recipe to check a download with any SHA-256 tool.
 */
const canonical = (e: PublicEntry) =>
  JSON.stringify([
    e.auctionId,
    e.seq,
    e.kind,
    e.at,
    e.bidderAlias,
    e.price,
    e.leaderAlias,
    e.leadingPrice,
    e.endDate,
    e.extended,
    e.commitment,
    e.prevHash,
  ]);

export const hashOf = (entry: PublicEntry) => createHash('sha256').update(canonical(entry)).digest('hex');

/** An entry's fields that anyone who may read the auction sees, with its hash. */
export const publicOf = <E extends PublicEntry & { hash: string }>(e: E): PublicEntry & { hash: string } => ({
  auctionId: e.auctionId,
  seq: e.seq,
  kind: e.kind,
  at: e.at,
  bidderAlias: e.bidderAlias,
  price: e.price,
  leaderAlias: e.leaderAlias,
  leadingPrice: e.leadingPrice,
  endDate: e.endDate,
  extended: e.extended,
  commitment: e.commitment,
  prevHash: e.prevHash,
  hash: e.hash,
});

type Checked = Omit<LedgerVerification, 'sealed'>;

/** Walks the chain from the first entry: numbering without gaps, each link to the one before, each hash recomputed. */
export function verifyChain(
  auctionId: string,
  entries: readonly (PublicEntry & { hash: string })[],
  head?: { seq: number; headHash: string },
): Checked {
  let prev = genesis(auctionId);
  const broken = (seq: number, problem: string): Checked => ({
    valid: false,
    entries: entries.length,
    headHash: null,
    brokenAt: seq,
    problem,
  });
  for (const [n, e] of entries.entries()) {
    if (e.seq !== n + 1) return broken(n + 1, `Entry ${n + 1} is missing.`);
    if (e.prevHash !== prev) return broken(e.seq, `Entry ${e.seq} does not follow entry ${e.seq - 1}.`);
    if (hashOf(e) !== e.hash) return broken(e.seq, `Entry ${e.seq} was changed after it was written.`);
    prev = e.hash;
  }
  if (head && head.seq !== entries.length)
    return broken(
      entries.length + 1,
      `The auction counts ${head.seq} entries; the ledger holds ${entries.length}.`,
    );
  if (head && entries.length && head.headHash !== prev)
    return broken(entries.length, `The last entry is not the one the auction recorded.`);
  return {
    valid: true,
    entries: entries.length,
    headHash: entries.length ? prev : null,
    brokenAt: null,
    problem: null,
  };
}

/** The auditor's check: every entry's commitment recomputed from its hidden fields under the auction's secret. */
export function verifyCommitments(
  key: string,
  entries: readonly (PublicEntry & HiddenFields)[],
): number | null {
  const bad = entries.find((e) => commitmentOf(key, e.auctionId, e.seq, e) !== e.commitment);
  return bad ? bad.seq : null;
}
