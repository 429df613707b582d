import { AUCTION_RULES } from '@polyloop/shared/network/auction-states';
import { env } from '../../lib/env.js';
import { logger } from '../../lib/observability.js';
import { s3 } from '../../lib/s3.js';
import { AuctionEntity, listLedger } from './auction.entity.js';
import { publicOf, verifyChain, type PublicEntry } from './ledger.js';

/**
 * The ledger sealed at the close: once an auction is closed or cancelled nothing more can be added
 * to its ledger, and its public entries and head hash are written ONCE to the ledger bucket, which
 * keeps every object under S3 Object Lock in compliance mode for `AUCTION_RULES.ledgerRetentionDays`:
 * nobody, the account's root included, can change or delete it before then. Verification compares
 * the table's ledger with this copy, so a ledger rewritten in the table and chained anew (every
 * hash recomputed) is still found out. Locally the bucket is s3rver's, which keeps no lock: the
 * copy has the same shape and is written once by the same code, without the storage's guarantee.
 */
export interface SealedLedger {
  auctionId: string;
  sealedDate: string;
  seq: number;
  headHash: string;
  entries: Array<PublicEntry & { hash: string }>;
}

const keyOf = (auctionId: string) => `auctions/${auctionId}/ledger.json`;

const failedPrecondition = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'PreconditionFailed' || e.$metadata?.httpStatusCode === 412;
};

/** Seals a closed or cancelled auction's ledger; a ledger sealed already, or an auction still live, is left as it is. */
export async function seal(
  auctionId: string,
  at = new Date(),
): Promise<'sealed' | 'sealed-before' | 'not-final'> {
  const item = await AuctionEntity.get({ auctionId }, { consistent: true });
  if (!item || (item.status !== 'CLOSED' && item.status !== 'CANCELLED')) return 'not-final';
  if (await readSeal(auctionId)) return 'sealed-before';
  const entries = (await listLedger(auctionId)).map(publicOf);
  const chain = verifyChain(auctionId, entries, { seq: item.seq, headHash: item.headHash });
  // A ledger that does not verify is not sealed as if it did: the failure is retried, then dead-lettered and alarmed.
  if (!chain.valid)
    throw new Error(
      `The ledger of auction ${auctionId} does not verify at entry ${chain.brokenAt}: ${chain.problem}`,
    );
  const body: SealedLedger = {
    auctionId,
    sealedDate: at.toISOString(),
    seq: item.seq,
    headHash: item.headHash,
    entries,
  };
  const { client, sdk } = await s3();
  try {
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: env().LEDGER_BUCKET,
        Key: keyOf(auctionId),
        Body: JSON.stringify(body),
        ContentType: 'application/json',
        // Written once: a second writer (a retried event) is refused by S3 itself.
        IfNoneMatch: '*',
        ObjectLockMode: 'COMPLIANCE',
        ObjectLockRetainUntilDate: new Date(at.getTime() + AUCTION_RULES.ledgerRetentionDays * 86_400_000),
        ChecksumAlgorithm: 'SHA256',
      }),
    );
  } catch (error) {
    if (failedPrecondition(error)) return 'sealed-before';
    throw error;
  }
  logger.info('auction ledger sealed', { auctionId, entries: entries.length, headHash: item.headHash });
  return 'sealed';
}

/** The copy sealed at the close, when there is one. */
export async function readSeal(auctionId: string): Promise<SealedLedger | undefined> {
  const { client, sdk } = await s3();
  try {
    const answer = await client.send(
      new sdk.GetObjectCommand({ Bucket: env().LEDGER_BUCKET, Key: keyOf(auctionId) }),
    );
    return answer.Body ? (JSON.parse(await answer.Body.transformToString()) as SealedLedger) : undefined;
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}
