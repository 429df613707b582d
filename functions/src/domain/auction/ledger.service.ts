import type { LedgerDisclosure, LedgerVerification } from '@polyloop/shared/network/auction';
import type { Member } from '../../lib/actor.js';
import { NotFound } from '../../lib/errors.js';
import { toCsv } from '../export/index.js';
import type { Download } from '../export/index.js';
import {
  AuctionEntity,
  listLedger,
  namedTenants,
  placesOf,
  type AuctionItem,
  type LedgerEntryItem,
} from './auction.entity.js';
import { readable } from './auction.read.js';
import { alias } from './auction.view.js';
import { publicOf, verifyChain, verifyCommitments } from './ledger.js';
import { readSeal } from './ledger.seal.js';

/**
 * The ledger as CSV, each reader's copy: every entry's public fields exactly as its hash covers
 * them (so a reader can check the chain with any SHA-256 tool, docs/architecture.md), its
 * commitment and hashes. Others are "Bidder n" to bidders; the owner also sees the companies; a
 * bidder sees its own maximums. No tenant id, and no other bidder's maximum, is in any copy.
 */
export async function ledgerFile(actor: Member, auctionId: string): Promise<Download> {
  const { item } = await readable(actor, auctionId, { consistent: true });
  const own = item.tenantId === actor.tenantId;
  const entries = await listLedger(auctionId);
  const names = new Map(
    own ? (await placesOf(auctionId, namedTenants(item))).map((p) => [p.alias, p.company.name]) : [],
  );
  const mine = (e: LedgerEntryItem) => e.bidderTenantId === actor.tenantId;
  const who = (n: number, you: boolean) =>
    n === 0 ? '' : you ? `${alias(n)} (you)` : own ? `${alias(n)} (${names.get(n) ?? 'unknown'})` : alias(n);
  const header = [
    'Sequence',
    'Time (UTC)',
    'Kind',
    'Bidder no.',
    'Bidder',
    `Price (USD per ${item.unit})`,
    'Leader no.',
    'Leader after',
    'Leading price',
    'Ends',
    'Extended',
    'Commitment',
    'Previous hash',
    'Hash',
    'Your maximum',
  ];
  const rows = entries.map((e) => [
    e.seq,
    e.at,
    e.kind,
    e.bidderAlias,
    who(e.bidderAlias, mine(e)),
    e.price,
    e.leaderAlias,
    who(e.leaderAlias, e.leaderTenantId === actor.tenantId),
    e.leadingPrice,
    e.endDate,
    String(e.extended),
    e.commitment,
    e.prevHash,
    e.hash,
    mine(e) && e.maximum !== undefined ? e.maximum : '',
  ]);
  return {
    fileName: `auction-${auctionId}-ledger.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: toCsv(header, rows),
  };
}

/**
 * Checks the ledger (anyone who may read the auction): the chain entry by entry against the
 * auction's head and, once the auction has closed, against the copy sealed then in write-once
 * storage, which nobody can change: a ledger rewritten and chained anew in the table still differs
 * from it. Entries are written in their bid's transaction, so a gap is never only lag.
 */
export async function verifyLedger(actor: Member, auctionId: string): Promise<LedgerVerification> {
  const { item } = await readable(actor, auctionId, { consistent: true });
  return verified(item, await listLedger(auctionId));
}

async function verified(item: AuctionItem, entries: LedgerEntryItem[]): Promise<LedgerVerification> {
  const chain = verifyChain(item.auctionId, entries, { seq: item.seq, headHash: item.headHash });
  const seal =
    item.status === 'CLOSED' || item.status === 'CANCELLED' ? await readSeal(item.auctionId) : undefined;
  if (!seal) return { ...chain, sealed: null };
  const sealed = { sealedDate: seal.sealedDate, headHash: seal.headHash };
  const differs = (problem: string, at: number): LedgerVerification => ({
    valid: false,
    entries: entries.length,
    headHash: null,
    brokenAt: at,
    problem,
    sealed,
  });
  const sealedChain = verifyChain(item.auctionId, seal.entries, { seq: seal.seq, headHash: seal.headHash });
  if (!sealedChain.valid)
    return differs(`The sealed copy does not verify: ${sealedChain.problem}`, sealedChain.brokenAt ?? 0);
  const first = seal.entries.findIndex((s, n) => entries[n]?.hash !== s.hash);
  if (first >= 0) return differs(`Entry ${first + 1} differs from the copy sealed at the close.`, first + 1);
  if (entries.length !== seal.entries.length)
    return differs(
      `The ledger holds ${entries.length} entries; the copy sealed at the close holds ${seal.entries.length}.`,
      seal.entries.length + 1,
    );
  return { ...chain, sealed };
}

/**
 * An audit of one auction (the platform's administrators only): every entry with its hidden
 * fields, the auction's commitment key, and whether every commitment recomputes. What an auditor
 * does with it, and when an owner may be shown it, is in docs/architecture.md.
 */
export async function discloseLedger(auctionId: string): Promise<LedgerDisclosure> {
  const item = await AuctionEntity.get({ auctionId }, { consistent: true });
  if (!item) throw new NotFound();
  const entries = await listLedger(auctionId);
  const check = await verified(item, entries);
  const badCommitment = verifyCommitments(
    item.ledgerKey,
    entries.map((e) => ({ ...e, maximum: e.maximum ?? null })),
  );
  return {
    auctionId,
    key: item.ledgerKey,
    verification: check,
    commitmentsValid: badCommitment === null,
    badCommitmentAt: badCommitment,
    entries: entries.map((e) => ({
      ...publicOf(e),
      bidderCompanyId: e.bidderCompanyId,
      maximum: e.maximum ?? null,
      leaderCompanyId: e.leaderCompanyId,
    })),
  };
}
