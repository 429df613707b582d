import * as z from 'zod';
import { JournalKind, LedgerAccount } from './accounts.js';

export {
  balanced,
  JOURNAL_KIND_LABELS,
  JournalKind,
  LEDGER_ACCOUNT_LABELS,
  LedgerAccount,
} from './accounts.js';
import { PageQuery } from '../contract/define.js';
import { MaterialType } from '../enums.js';
import { OrderParty } from '../orders/order.js';

/**
 * The ledger (double-entry, whole US cents, spec part 1 §2 "ledger"): every invoice, bill,
 * payment, void, commission and fee posts one journal entry whose debits equal its credits.
 */
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
