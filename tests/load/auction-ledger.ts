import type { AuctionItem, LedgerEntryItem } from '@polyloop/functions/domain/auction/auction.entity';

const EXTENSION_MS = 5 * 60_000;
const micros = (value: number) => Math.round(value * 1_000_000);

/**
 * Replays an auction's whole ledger from its first entry, as an auditor would, and lists every
 * anomaly: the chain broken (`verifyChain` against the auction's head), a gap in the numbering,
 * a judgement whose time is at or after the end the auction had at that moment, an accepted BID
 * below the leading price + increment (the first below the starting bid), a leader that is not
 * the company with the highest maximum (equal maximums to the earlier one), a leading price above
 * the leader's maximum or going down, an end that moved outside the 5-minute window or did not
 * move to exactly entry time + 5 minutes inside it, and an auction whose state does not match the
 * end of its ledger. The entries of one judgement (one transaction) are one BID or MAXIMUM followed
 * by the PROXY steps it set off; they share one time and only the last carries the new end.
 */
export async function ledgerAnomalies(
  item: AuctionItem,
  entries: readonly LedgerEntryItem[],
): Promise<string[]> {
  const { verifyChain } = await import('@polyloop/functions/domain/auction/ledger');
  const problems: string[] = [];
  const chain = verifyChain(item.auctionId, entries, { seq: item.seq, headHash: item.headHash });
  if (!chain.valid) problems.push(`chain broken at ${chain.brokenAt}: ${chain.problem}`);
  for (const [n, e] of entries.entries())
    if (e.seq !== n + 1) problems.push(`sequence: entry ${n + 1} holds seq ${e.seq}`);

  const groups: LedgerEntryItem[][] = [];
  for (const e of entries) {
    if (e.kind === 'PROXY' && groups.length) groups.at(-1)!.push(e);
    else groups.push([e]);
  }
  const inc = micros(item.increment);
  /** Each company's highest maximum so far, and the entry at which it first reached it. */
  const maxima = new Map<string, { max: number; since: number }>();
  let end = item.originalEndDate;
  let leader: string | undefined;
  let leading: number | undefined;
  for (const g of groups) {
    const first = g[0]!;
    const last = g.at(-1)!;
    const at = new Date(first.at).getTime();
    const where = `entry ${first.seq}`;
    if (first.kind === 'PROXY') problems.push(`${where}: a proxy step without the bid that set it off`);
    if (g.some((e) => e.at !== first.at)) problems.push(`${where}: one judgement at several times`);
    if (at >= new Date(end).getTime())
      problems.push(`${where}: accepted at ${first.at}, at or after the end ${end}`);
    if (first.kind === 'BID') {
      const least = leading === undefined ? micros(item.startingBid) : micros(leading) + inc;
      if (micros(first.price) < least)
        problems.push(`${where}: bid ${first.price} below the least allowed ${least / 1e6}`);
    }
    if (first.kind === 'WITHDRAWAL') maxima.delete(first.bidderTenantId);
    else
      for (const e of g) {
        const m = micros(e.maximum ?? e.price);
        const held = maxima.get(e.bidderTenantId);
        if (!held || m > held.max) maxima.set(e.bidderTenantId, { max: m, since: e.seq });
      }
    // The leader must be the company with the highest maximum, the earlier one on a tie.
    let best: [string, { max: number; since: number }] | undefined;
    for (const entry of maxima)
      if (
        !best ||
        entry[1].max > best[1].max ||
        (entry[1].max === best[1].max && entry[1].since < best[1].since)
      )
        best = entry;
    if (best && last.leaderTenantId !== best[0])
      problems.push(
        `${where}: leader ${last.leaderTenantId.slice(0, 8)} is not the highest maximum (${best[0].slice(0, 8)}, ${best[1].max / 1e6})`,
      );
    const leaderMax = maxima.get(last.leaderTenantId)?.max;
    if (leaderMax !== undefined && micros(last.leadingPrice) > leaderMax)
      problems.push(`${where}: leading price ${last.leadingPrice} above the leader's maximum`);
    if (leading !== undefined && micros(last.leadingPrice) < micros(leading))
      problems.push(`${where}: leading price went down to ${last.leadingPrice}`);
    // The end: unchanged on every step but the last; moved to exactly at + 5 min when the judgement fell
    // inside the window and moved the lead (its leader or price), unchanged otherwise.
    for (const e of g.slice(0, -1))
      if (e.endDate !== end) problems.push(`entry ${e.seq}: a step before the last moved the end`);
    const moved = last.leaderTenantId !== leader || last.leadingPrice !== leading;
    const inWindow = new Date(end).getTime() - at < EXTENSION_MS;
    const expected = inWindow && moved ? new Date(at + EXTENSION_MS).toISOString() : end;
    if (last.endDate !== expected)
      problems.push(
        `entry ${last.seq}: end ${last.endDate}, expected ${expected}${inWindow ? ' (inside the window)' : ' (outside the window)'}`,
      );
    if (last.extended !== (expected !== end))
      problems.push(`entry ${last.seq}: marked extended=${last.extended}`);
    end = last.endDate;
    leader = last.leaderTenantId;
    leading = last.leadingPrice;
  }
  // The auction as stored is where its ledger ends.
  if (entries.length && (item.leader?.tenantId !== leader || item.leader?.price !== leading))
    problems.push(`the auction's leader (${item.leader?.price}) is not the ledger's (${leading})`);
  if (item.endDate !== end) problems.push(`the auction ends ${item.endDate}, its ledger says ${end}`);
  if (item.bidCount !== entries.filter((e) => e.kind !== 'MAXIMUM' && e.kind !== 'WITHDRAWAL').length)
    problems.push(`the auction counts ${item.bidCount} bids; its ledger holds others`);
  return problems;
}

/** The judgements that moved the end (their last entry is marked extended). */
export function extensionsOf(entries: readonly LedgerEntryItem[]): number {
  return entries.filter((e) => e.extended).length;
}
