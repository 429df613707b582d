import type { ItemChange } from '../../data/changes.js';
import { ConditionFailed } from '../../data/entity.js';
import { AuctionBidderEntity, AuctionEntity, LedgerEntryEntity, judgementOf, lastLedgerEntry, type AuctionBidderItem, type AuctionItem, type Judgement, type LedgerEntryItem } from './auction.entity.js';

/**
 * Recording a bid's judgement. The one conditional write that decides a bid keeps its judgement on
 * the auction (the ledger entries it adds, the bidder's place after it); the table stream, which
 * sees every version of the auction exactly once and in order, writes them here. So the next bid
 * is judged as soon as the auction is written, and no judged bid can be missing from the ledger.
 */

const lastSeqOf = (j: Judgement | undefined) => j?.entries.at(-1)?.seq;

/**
 * A place with a judgement applied: its counts move by the judgement's bids, its contact and
 * maximum become the bid's. A withdrawal written after the bid stands.
 */
export function withJudgement(place: AuctionBidderItem, j: Judgement): AuctionBidderItem {
  const seq = lastSeqOf(j) ?? 0;
  if ((place.judgedSeq ?? 0) >= seq) return place;
  const laterWrite = place.updatedDate > j.place.updatedDate;
  return {
    ...place,
    withdrawn: laterWrite ? place.withdrawn : false,
    people: [...new Set([...place.people, ...j.place.people])].slice(-10),
    ...(j.place.maximum !== undefined ? { maximum: j.place.maximum } : {}),
    lastPrice: j.place.lastPrice,
    bidCount: place.bidCount + j.bids,
    ...(j.place.contactInformation ? { contactInformation: j.place.contactInformation } : {}),
    ...(j.place.destinationLocationId ? { destinationLocationId: j.place.destinationLocationId, destinationLocation: j.place.destinationLocation } : {}),
    judgedSeq: seq,
    updatedDate: laterWrite ? place.updatedDate : j.place.updatedDate,
  };
}

/** My company's place as of the auction read: its last judgement applied when it is mine and not yet recorded. */
export function placeAsOf(item: AuctionItem, place: AuctionBidderItem | undefined, tenantId: string): AuctionBidderItem | undefined {
  const j = judgementOf(item);
  if (j?.place.tenantId !== tenantId) return place;
  return place ? withJudgement(place, j) : j.place;
}

/** The table stream's part: an auction record whose judgement is new has its entries and place written. */
export async function recordJudgement(change: ItemChange): Promise<void> {
  const after = AuctionEntity.decode(change.after);
  const j = after && judgementOf(after);
  const before = AuctionEntity.decode(change.before);
  const seq = lastSeqOf(j);
  if (!j || seq === undefined || lastSeqOf(before && judgementOf(before)) === seq) return;
  // Written once: a retried record, or a first bid's transaction, finds them written.
  await Promise.all(
    j.entries.map((e) =>
      LedgerEntryEntity.create(e).catch((error: unknown) => {
        if (!(error instanceof ConditionFailed)) throw error;
      }),
    ),
  );
  const key = { tenantId: j.place.tenantId, auctionId: j.place.auctionId };
  for (let attempt = 1; ; attempt++) {
    const place = await AuctionBidderEntity.get(key, { consistent: true });
    try {
      if (!place) await AuctionBidderEntity.create({ ...j.place, judgedSeq: seq });
      else if ((place.judgedSeq ?? 0) < seq) {
        const { tenantId: _t, auctionId: _a, ...changes } = withJudgement(place, j);
        // Against the place as read: an invitation's or a withdrawal's write meanwhile is read again.
        await AuctionBidderEntity.update(key, changes, {
          condition: (w) => w.and(w.eq('updatedDate', place.updatedDate), place.judgedSeq === undefined ? w.missing('judgedSeq') : w.eq('judgedSeq', place.judgedSeq)),
        });
      }
      return;
    } catch (error) {
      if (!(error instanceof ConditionFailed) || attempt >= 5) throw error;
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * For readers of the ledger (the bids list, the download, the check): waits, a few seconds at
 * most, until the stream has recorded every entry the auction counts, and answers those entries
 * of its last judgement still only on the auction (none once the stream has caught up).
 */
export async function unrecorded(item: AuctionItem): Promise<LedgerEntryItem[]> {
  for (let tries = 1; ; tries++) {
    const latest = (await lastLedgerEntry(item.auctionId))?.seq ?? 0;
    if (latest >= item.seq || tries >= 20) return (judgementOf(item)?.entries ?? []).filter((e) => e.seq > latest);
    await sleep(150);
  }
}
