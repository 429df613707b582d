import type { TransactionFeeQuery, TransactionFeeStatement } from '@polyloop/shared/finance/fees';
import type { Member } from '../../lib/actor.js';
import { listFeesOfMonth } from '../ledger/index.js';

/** One month's transaction fees of the caller's company (the current month unless asked), oldest first, with the total. */
export async function statement(actor: Member, query: TransactionFeeQuery): Promise<TransactionFeeStatement> {
  const month = query.month ?? new Date().toISOString().slice(0, 7);
  const fees = (await listFeesOfMonth(actor.tenantId, month)).sort((a, b) =>
    a.createdDate.localeCompare(b.createdDate),
  );
  const lines = fees.map((f) => ({
    auctionId: f.auctionId,
    auctionName: f.auctionName ?? f.auctionId,
    date: f.createdDate,
    saleValueCents: f.transactionValueCents,
    ratePercent: f.ratePercent,
    feeCents: f.feeCents,
    chargedDate: f.chargedDate ?? null,
    chargeReference: f.chargeReference ?? null,
  }));
  return {
    month,
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.feeCents, 0),
    chargedCents: lines.reduce((sum, l) => sum + (l.chargedDate ? l.feeCents : 0), 0),
  };
}
