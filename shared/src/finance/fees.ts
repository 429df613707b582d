import * as z from 'zod';
import { Month } from './summary.js';

/**
 * The transaction fees a company owes on its won auctions (the plans' 3%, or the Enterprise
 * rate), as a monthly statement under Administration → Billing. Whole US cents throughout.
 */
export const TransactionFeeLine = z.object({
  auctionId: z.string(),
  /** What the auction sold (its material name). */
  auctionName: z.string(),
  /** When the winner was declared (the day the fee is owed). */
  date: z.string(),
  saleValueCents: z.number().int(),
  ratePercent: z.number(),
  feeCents: z.number().int(),
  /** When the monthly charge billed it; null while it is still to be charged. */
  chargedDate: z.string().nullable(),
  /** The billing provider's reference of the charge (its invoice item). */
  chargeReference: z.string().nullable(),
});
export type TransactionFeeLine = z.infer<typeof TransactionFeeLine>;

export const TransactionFeeStatement = z.object({
  month: z.string(),
  lines: z.array(TransactionFeeLine),
  totalCents: z.number().int(),
  chargedCents: z.number().int(),
});
export type TransactionFeeStatement = z.infer<typeof TransactionFeeStatement>;

/** One month's statement; the current month unless said. */
export const TransactionFeeQuery = z.object({ month: Month.optional() });
export type TransactionFeeQuery = z.infer<typeof TransactionFeeQuery>;
