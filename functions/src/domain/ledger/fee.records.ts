import { feeCents } from '@polyloop/shared/conversions';
import { TRANSACTION_FEE_PERCENT } from '@polyloop/shared/plans';
import type { TxItem } from '../../data/entity.js';
import type { Member } from '../../lib/actor.js';
import { Tenant } from '../tenant/index.js';
import { AuctionFeeEntity } from './fee.entity.js';
import { journalTx } from './journal.records.js';

/** The fee rate of the company that owes it: 3% on standard plans, the agreed rate on Enterprise (part 2 §1). */
export async function feeRate(actor: Member): Promise<number> {
  if (actor.effectiveTier !== 'ENTERPRISE') return TRANSACTION_FEE_PERCENT;
  return (await Tenant.get({ tenantId: actor.tenantId }))?.transactionFeePercent ?? TRANSACTION_FEE_PERCENT;
}

/** A won sale an auction or a reverse auction made, as its fee is written. */
export interface Sale {
  /** The company that owes the fee: the auction's owner, the reverse auction's buyer. */
  tenantId: string;
  /** The auction, or the reverse auction's public request. */
  auctionId: string;
  /** What it sold or bought (its material name). */
  auctionName: string;
  offerId: string;
  reverseAuction?: boolean;
  /** When the sale was made (ISO): the fee's month and posting date. */
  when: string;
  /** The sale's value, in integer cents. */
  valueCents: number;
  ratePercent: number;
  /** Who made it (a user id). */
  by: string;
}

/**
 * The fee owed on a sale, to be charged with the month's fees, and its journal entry (a
 * transaction fee expensed, owed until charged): both to go in the transaction that makes the
 * sale, so there is never a sale without its fee or the reverse. The fee's key is the auction's in
 * its month: written a second time, the transaction fails rather than owing it twice.
 */
export function feeTx(sale: Sale): TxItem[] {
  const cents = feeCents(sale.valueCents, sale.ratePercent);
  const month = sale.when.slice(0, 7);
  const what = sale.reverseAuction ? 'reverse auction' : 'auction';
  return [
    AuctionFeeEntity.tx.create({
      tenantId: sale.tenantId,
      month,
      auctionId: sale.auctionId,
      auctionName: sale.auctionName,
      offerId: sale.offerId,
      transactionValueCents: sale.valueCents,
      ratePercent: sale.ratePercent,
      feeCents: cents,
      createdDate: sale.when,
      ...(sale.reverseAuction ? { reverseAuction: true as const } : {}),
      ...(cents > 0 ? { dueMonth: month } : {}),
    }),
    ...journalTx({
      tenantId: sale.tenantId,
      postingDate: sale.when.slice(0, 10),
      kind: 'FEE',
      source: { kind: AuctionFeeEntity.name, id: sale.auctionId, label: sale.auctionName },
      description: `Transaction fee of ${sale.ratePercent}% on ${what} ${sale.auctionName}`,
      debit: [{ account: 'FEES', cents }],
      credit: [{ account: 'FEES_PAYABLE', cents }],
      by: sale.by,
    }),
  ];
}
