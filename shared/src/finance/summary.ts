import * as z from 'zod';
import { MaterialType } from '../enums.js';
import { OrderParty } from '../orders/order.js';

/** A month as yyyy-mm. */
export const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as yyyy-mm');

/** The finance summary's window: whole months, at most 36; the last 12 unless said. */
export const SummaryQuery = z
  .object({ from: Month.optional(), to: Month.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start month must be on or before the end month',
    path: ['from'],
  });
export type SummaryQuery = z.infer<typeof SummaryQuery>;

export const Figures = z.object({
  revenueCents: z.number().int(),
  costCents: z.number().int(),
  commissionsCents: z.number().int(),
  feesCents: z.number().int(),
  /** Revenue less cost and commissions. */
  grossMarginCents: z.number().int(),
  /** Gross margin over revenue, in percent to two decimals; null without revenue. */
  marginPercent: z.number().nullable(),
});
export type Figures = z.infer<typeof Figures>;

const Owed = z.object({
  openCents: z.number().int(),
  overdueCents: z.number().int(),
  count: z.number().int(),
});

export const FinanceSummary = Figures.extend({
  from: z.string(),
  to: z.string(),
  receivables: Owed,
  payables: Owed,
  months: z.array(Figures.extend({ month: z.string() })),
  byMaterialType: z.array(Figures.extend({ materialType: MaterialType })),
  byCompany: z.array(Figures.extend({ company: OrderParty })),
});
export type FinanceSummary = z.infer<typeof FinanceSummary>;

/** Margin percent to two decimals, from whole cents. */
export const marginPercentOf = (marginCents: number, revenueCents: number): number | null =>
  revenueCents === 0 ? null : Math.round((marginCents * 10_000) / revenueCents) / 100;

/** The figures of summed totals. */
export const figuresOf = (t: {
  revenueCents: number;
  costCents: number;
  commissionsCents: number;
  feesCents: number;
}): Figures => {
  const grossMarginCents = t.revenueCents - t.costCents - t.commissionsCents;
  return { ...t, grossMarginCents, marginPercent: marginPercentOf(grossMarginCents, t.revenueCents) };
};
