import * as z from 'zod';
import { labelledEnum } from '../labelled-enum.js';
import { PageQuery } from '../contract/define.js';
import { MaterialType } from '../enums.js';
import { OrderParty } from '../orders/order.js';

/**
 * The ledger (double-entry, whole US cents, spec part 1 §2 "ledger"): every invoice, bill,
 * payment, void, commission and fee posts one journal entry whose debits equal its credits.
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

export const JournalLine = z.object({
  account: LedgerAccount,
  debitCents: z.number().int().min(0),
  creditCents: z.number().int().min(0),
  company: OrderParty.nullable(),
  materialType: MaterialType.nullable(),
});
export type JournalLine = z.infer<typeof JournalLine>;

export const JournalEntry = z.object({
  id: z.string(),
  /** The day the entry counts in (its period). */
  postingDate: z.string(),
  kind: JournalKind,
  /** What it was posted from: an invoice, bill, payment, commission or fee, with its label. */
  source: z.object({ kind: z.string(), id: z.string(), label: z.string() }),
  description: z.string(),
  lines: z.array(JournalLine),
  createdDate: z.string(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

/** Newest posting first; by account or period. */
export const LedgerQuery = PageQuery.extend({
  account: LedgerAccount.optional(),
  from: z.iso.date({ message: 'Enter a date as yyyy-mm-dd' }).optional(),
  to: z.iso.date({ message: 'Enter a date as yyyy-mm-dd' }).optional(),
});
export type LedgerQuery = z.infer<typeof LedgerQuery>;

/** Whether an entry's debits equal its credits and every line moves one side only. */
export const balanced = (lines: readonly Pick<JournalLine, 'debitCents' | 'creditCents'>[]) =>
  lines.length >= 2 &&
  lines.every((l) => Number.isSafeInteger(l.debitCents) && Number.isSafeInteger(l.creditCents)) &&
  lines.every(
    (l) => l.debitCents >= 0 && l.creditCents >= 0 && (l.debitCents === 0) !== (l.creditCents === 0),
  ) &&
  lines.reduce((s, l) => s + l.debitCents - l.creditCents, 0) === 0;

/** Aged buckets of what is owed, by days past due (spec: current, 1–30, 31–60, 61–90, 90+). */
export const AGE_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
export const AGE_BUCKET_LABELS: Readonly<Record<AgeBucket, string>> = {
  current: 'Current',
  days1to30: '1–30 days',
  days31to60: '31–60 days',
  days61to90: '61–90 days',
  over90: '90+ days',
};

/** The bucket of an amount due on `dueDate`, as of `asOf` (both yyyy-mm-dd). */
export function ageBucket(dueDate: string, asOf: string): AgeBucket {
  const days = Math.round(
    (Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000,
  );
  if (days <= 0) return 'current';
  if (days <= 30) return 'days1to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

const Buckets = z.object({
  current: z.number().int(),
  days1to30: z.number().int(),
  days31to60: z.number().int(),
  days61to90: z.number().int(),
  over90: z.number().int(),
  total: z.number().int(),
});
export type AgedBuckets = z.infer<typeof Buckets>;

export const AgedRow = Buckets.extend({ company: OrderParty, documents: z.number().int() });
export type AgedRow = z.infer<typeof AgedRow>;

/** Receivables or payables, aged, per company; `totals` equals the sum of the open balances. */
export const AgedReport = z.object({
  asOf: z.string(),
  rows: z.array(AgedRow),
  totals: Buckets,
});
export type AgedReport = z.infer<typeof AgedReport>;
export const AgedQuery = z.object({
  asOf: z.iso.date({ message: 'Enter a date as yyyy-mm-dd' }).optional(),
});
