import { seqKey, type AuctionItem, type LedgerEntryItem } from './auction.entity.js';
import type { Step } from './bidding.js';
import { commitmentOf, hashOf } from './ledger.js';

/** Nobody leads yet: what a withdrawal before any standing bid records as the leader. */
export const NO_LEADER = {
  tenantId: '',
  company: { id: '', name: '' },
  alias: 0,
  price: 0,
  maximum: 0,
  seq: 0,
  at: '',
};

/**
 * The ledger entries of one judgement, each chained to the one before (`ledger.ts`): the public
 * fields in the clear, the companies and the maximum bound by a commitment under the auction's key.
 */
export function entriesOf(
  item: AuctionItem,
  steps: Step[],
  endDate: string,
  extended: boolean,
  at: string,
): LedgerEntryItem[] {
  let prevHash = item.headHash;
  return steps.map((s, n) => {
    const last = n === steps.length - 1;
    const hidden = {
      bidderCompanyId: s.company.id,
      maximum: s.maximum ?? null,
      leaderCompanyId: s.leader.company.id,
    };
    const fields = {
      auctionId: item.auctionId,
      seq: s.seq,
      kind: s.kind,
      at,
      bidderAlias: s.alias,
      price: s.price,
      leaderAlias: s.leader.alias,
      leadingPrice: s.leader.price,
      endDate: last ? endDate : item.endDate,
      extended: last && extended,
      commitment: commitmentOf(item.ledgerKey, item.auctionId, s.seq, hidden),
      prevHash,
    };
    const hash = hashOf(fields);
    prevHash = hash;
    return {
      ...fields,
      hash,
      seqKey: seqKey(s.seq),
      bidderCompanyId: hidden.bidderCompanyId,
      ...(s.maximum !== undefined ? { maximum: s.maximum } : {}),
      leaderCompanyId: hidden.leaderCompanyId,
      bidderTenantId: s.tenantId,
      leaderTenantId: s.leader.tenantId,
    };
  });
}
