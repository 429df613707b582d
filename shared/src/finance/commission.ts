import * as z from 'zod';
import { RecordId as Id } from '../primitives.js';
import { labelledEnum } from '../labelled-enum.js';
import { storableNumber } from '../bounds.js';
import { OrderParty } from '../orders/order.js';
import { percentOfCents } from './invoice.js';

/**
 * Commissions (spec part 1 §3, §5): a representative's share of a shipment. Percent types take a
 * percentage (at most 100) of a base the shipment gives; a fixed one takes an amount.
 */
export const [CommissionType, COMMISSION_TYPE_LABELS] = labelledEnum({
  FIXED: 'Fixed',
  GROSS_PROFIT: 'Percent of gross profit',
  MATERIAL_SALE: 'Percent of material sale',
  MATERIAL_COST: 'Percent of material cost',
  INVENTORY_GAIN: 'Percent of inventory gain',
  INVENTORY_LOSS: 'Percent of inventory loss',
});
export type CommissionType = z.infer<typeof CommissionType>;

export const COMMISSION_MESSAGES = {
  representative: 'Representative is required',
  type: 'Type is required',
  percentage: 'Percentage is required',
  percentageMax: 'Percentage must be at most 100',
  amount: 'Amount is required',
  representativeUnknown: 'The representative is not a user of your company.',
  alreadyPaid: 'The commission is already paid.',
  paidLocked: 'A paid commission cannot be deleted.',
} as const;

export const CommissionInput = z
  .object({
    representativeId: Id.min(1, COMMISSION_MESSAGES.representative),
    type: CommissionType,
    percentage: storableNumber({ error: COMMISSION_MESSAGES.percentage })
      .min(0, 'Percentage must be at least 0')
      .max(100, COMMISSION_MESSAGES.percentageMax)
      .optional(),
    /** Whole cents, for a fixed commission. */
    amountCents: z
      .number({ error: COMMISSION_MESSAGES.amount })
      .int('Amount is in whole cents')
      .min(0, 'Amount must be at least 0')
      .max(1e13, 'Amount is too large')
      .optional(),
  })
  .refine((c) => c.type !== 'FIXED' || c.amountCents !== undefined, {
    message: COMMISSION_MESSAGES.amount,
    path: ['amountCents'],
  })
  .refine((c) => c.type === 'FIXED' || c.percentage !== undefined, {
    message: COMMISSION_MESSAGES.percentage,
    path: ['percentage'],
  });
export type CommissionInput = z.infer<typeof CommissionInput>;

export const Commission = z.object({
  id: z.string(),
  shipmentId: z.string(),
  representative: OrderParty,
  type: CommissionType,
  percentage: z.number().nullable(),
  amountCents: z.number().int(),
  paidDate: z.string().nullable(),
  createdDate: z.string(),
});
export type Commission = z.infer<typeof Commission>;

export const CommissionPaid = z.object({ paidDate: z.iso.date({ message: 'Enter a date as yyyy-mm-dd' }) });

/** What a shipment gives each percent type (whole cents): its sale, cost and their difference. */
export interface CommissionBase {
  revenueCents: number;
  costCents: number;
}

/**
 * A commission's amount: fixed as given; else the percentage of its base. Inventory gain is the
 * shipment's margin when positive, inventory loss its size when negative; a base below 0 gives 0.
 */
export function commissionCents(
  input: Pick<CommissionInput, 'type' | 'percentage' | 'amountCents'>,
  base: CommissionBase,
): number {
  if (input.type === 'FIXED') return input.amountCents ?? 0;
  const margin = base.revenueCents - base.costCents;
  const of: Record<Exclude<CommissionType, 'FIXED'>, number> = {
    GROSS_PROFIT: margin,
    MATERIAL_SALE: base.revenueCents,
    MATERIAL_COST: base.costCents,
    INVENTORY_GAIN: Math.max(margin, 0),
    INVENTORY_LOSS: Math.max(-margin, 0),
  };
  return percentOfCents(Math.max(of[input.type], 0), input.percentage ?? 0);
}
