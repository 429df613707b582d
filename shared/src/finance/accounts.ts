import * as z from 'zod';
import { labelledEnum } from '../labelled-enum.js';

/**
 * The ledger's accounts and kinds of entry, and what makes an entry balanced: all a writer of the
 * journal needs (an auction posting its fee loads this, not the ledger's views).
 */
export const [LedgerAccount, LEDGER_ACCOUNT_LABELS] = labelledEnum({
  CASH: 'Cash',
  RECEIVABLES: 'Accounts receivable',
  PAYABLES: 'Accounts payable',
  REVENUE: 'Revenue',
  COST_OF_GOODS: 'Cost of goods sold',
  TAX: 'Sales tax',
  COMMISSIONS_EXPENSE: 'Commissions',
  COMMISSIONS_PAYABLE: 'Commissions payable',
  FEES: 'Transaction fees',
  FEES_PAYABLE: 'Fees payable',
});
export type LedgerAccount = z.infer<typeof LedgerAccount>;

export const [JournalKind, JOURNAL_KIND_LABELS] = labelledEnum({
  INVOICE: 'Invoice',
  BILL: 'Bill',
  INVOICE_PAYMENT: 'Payment received',
  BILL_PAYMENT: 'Payment made',
  INVOICE_VOID: 'Invoice voided',
  BILL_VOID: 'Bill voided',
  COMMISSION: 'Commission',
  COMMISSION_REMOVED: 'Commission removed',
  COMMISSION_PAYMENT: 'Commission paid',
  FEE: 'Transaction fee',
});
export type JournalKind = z.infer<typeof JournalKind>;

/** Whether an entry's debits equal its credits and every line moves one side only. */
export const balanced = (lines: readonly { debitCents: number; creditCents: number }[]) =>
  lines.length >= 2 &&
  lines.every((l) => Number.isSafeInteger(l.debitCents) && Number.isSafeInteger(l.creditCents)) &&
  lines.every(
    (l) => l.debitCents >= 0 && l.creditCents >= 0 && (l.debitCents === 0) !== (l.creditCents === 0),
  ) &&
  lines.reduce((s, l) => s + l.debitCents - l.creditCents, 0) === 0;
