import * as z from 'zod';
import { RecordId as Id, AuditDates } from '../primitives.js';
import { labelledEnum } from '../labelled-enum.js';
import { MaterialType, PriceUnitSchema, RecordMaterial, WeightUnitSchema } from '../enums.js';
import { storableNumber } from '../bounds.js';
import { PageQuery } from '../contract/define.js';
import { clearable } from '../contract/clearable.js';

/**
 * Inventory (spec part 1 §2, §4; issue 8 part 4): lots of material held at a location of the own
 * company or of a CRM company, each with its weight, cost per unit, lot number, received date and
 * source. A lot's remaining weight only moves through adjustments (with a reason) and through what
 * consumes it (process reports now, shipments later), never below zero.
 */

export const LOT_RULES = { lotNumberMax: 330, notesMax: 2000, reasonMax: 500, referenceMax: 330 } as const;

export const INVENTORY_MESSAGES = {
  location: 'Location is required',
  locationUnknown: 'Choose a location from the list.',
  material: 'Choose a material from the list.',
  materialType: 'Material type is required',
  materialTypeMismatch: 'The material type must match the material’s type.',
  weight: 'Weight is required',
  weightPositive: 'Weight must be greater than 0',
  unit: 'Weight unit is required',
  receivedDate: 'Received date is required',
  lotNumberLength: `Lot number must be at most ${LOT_RULES.lotNumberMax} characters`,
  haveRequired: 'Choose the have this inventory came from.',
  haveUnknown: 'Choose a have from the list.',
  source: 'Source is required',
  reason: 'Reason is required',
  change: 'Change is required',
  changeNonZero: 'The change must not be 0',
  belowZero: 'Not enough weight remains in this lot for that change.',
  tooLarge: 'The lot would hold more weight than can be recorded.',
} as const;

const IsoDate = (required: string) => z.iso.date({ message: required });
/** An enum whose missing value reads "{field} is required" (part 1 §5). */
export const requiredChoice = <V extends string>(values: readonly V[], required: string) =>
  z.enum(values as [V, ...V[]], {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? required : `Choose one of: ${values.join(', ')}`,
  });
const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** A cost (price) per unit of weight, USD; 0 is allowed (material received for free). */
export const Cost = z.object({
  unitValue: storableNumber({ error: 'Cost is required' }).min(0, 'Cost must be at least 0'),
  unit: PriceUnitSchema,
});
export type Cost = z.infer<typeof Cost>;

/** A received weight: value and unit. */
export const LotWeight = z.object(
  {
    unitValue: storableNumber({ error: INVENTORY_MESSAGES.weight }).positive(
      INVENTORY_MESSAGES.weightPositive,
    ),
    unit: requiredChoice(WeightUnitSchema.options, INVENTORY_MESSAGES.unit),
  },
  { error: INVENTORY_MESSAGES.weight },
);

/** Where a lot came from: a have of the company, a purchase, or a process report's output (made by the report). */
export const [LotSourceKind, LOT_SOURCE_LABELS] = labelledEnum({
  HAVE: 'Have',
  PURCHASE: 'Purchase',
  PROCESS_OUTPUT: 'Process output',
});
export type LotSourceKind = z.infer<typeof LotSourceKind>;

/** What a person records: a have or a purchase (process outputs are made by saving a process report). */
export const LotSourceInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('HAVE'), haveId: Id.describe('The have this inventory came from') }),
    z.object({
      kind: z.literal('PURCHASE'),
      reference: text(LOT_RULES.referenceMax, 'Purchase reference')
        .optional()
        .describe('A purchase order number'),
    }),
  ],
  { error: INVENTORY_MESSAGES.source },
);
export type LotSourceInput = z.infer<typeof LotSourceInput>;

export const LotInput = z.object({
  locationId: z.string({ error: INVENTORY_MESSAGES.location }).min(1, INVENTORY_MESSAGES.location).max(64),
  materialId: Id.optional().describe('The material; its type must match materialType'),
  materialType: requiredChoice(MaterialType.options, INVENTORY_MESSAGES.materialType),
  weight: LotWeight,
  cost: Cost.optional().describe('Cost per unit of weight; a lot without one cannot be processed'),
  lotNumber: text(LOT_RULES.lotNumberMax, 'Lot number').optional(),
  receivedDate: IsoDate(INVENTORY_MESSAGES.receivedDate),
  source: LotSourceInput,
  notes: text(LOT_RULES.notesMax, 'Notes').optional(),
});
export type LotInput = z.input<typeof LotInput>;
export type LotInputParsed = z.output<typeof LotInput>;

/** What can change on a lot after it is recorded; its weight moves through adjustments only. */
export const LotPatch = clearable(
  z
    .object({
      cost: Cost,
      lotNumber: text(LOT_RULES.lotNumberMax, 'Lot number'),
      receivedDate: IsoDate(INVENTORY_MESSAGES.receivedDate),
      notes: text(LOT_RULES.notesMax, 'Notes'),
    })
    .partial(),
  { keep: ['receivedDate'] },
);
export type LotPatch = z.infer<typeof LotPatch>;

/** Where a lot is: the location and its company, as recorded. */
export const LotPlace = z.object({
  locationId: z.string(),
  name: z.string().nullable(),
  city: z.string().nullable(),
  stateProvince: z.string().nullable(),
  companyId: z.string(),
  companyName: z.string(),
});
export type LotPlace = z.infer<typeof LotPlace>;

export const LotSource = z.object({
  kind: LotSourceKind,
  haveId: z.string().nullable(),
  haveIdentifier: z.string().nullable(),
  reference: z.string().nullable(),
  processReportId: z.string().nullable(),
  processReportIdentifier: z.string().nullable(),
});
export type LotSource = z.infer<typeof LotSource>;

export const WeightView = z.object({ unitValue: z.number(), unit: WeightUnitSchema });

export const Lot = z.object({
  id: z.string(),
  /** The company short code, L and a number: `ACME-L12`. */
  identifier: z.string(),
  location: LotPlace,
  ...RecordMaterial,
  /** As received. */
  weight: WeightView,
  /** What is left, in the same unit: received, plus adjustments, minus what was consumed. */
  remainingWeight: WeightView,
  cost: Cost.nullable(),
  lotNumber: z.string().nullable(),
  receivedDate: z.string(),
  source: LotSource,
  notes: z.string().nullable(),
  ...AuditDates,
});
export type Lot = z.infer<typeof Lot>;

/** A change to a lot's remaining weight, in the lot's unit, with its reason. */
export const AdjustmentInput = z.object({
  change: storableNumber({ error: INVENTORY_MESSAGES.change }).refine(
    (n) => n !== 0,
    INVENTORY_MESSAGES.changeNonZero,
  ),
  reason: z
    .string({ error: INVENTORY_MESSAGES.reason })
    .trim()
    .min(1, INVENTORY_MESSAGES.reason)
    .max(LOT_RULES.reasonMax, `Reason must be at most ${LOT_RULES.reasonMax} characters`),
});
export type AdjustmentInput = z.infer<typeof AdjustmentInput>;

export const Adjustment = z.object({
  id: z.string(),
  lotId: z.string(),
  change: WeightView,
  /** The lot's remaining weight once this adjustment was made. */
  remainingAfter: WeightView,
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdDate: z.string(),
});
export type Adjustment = z.infer<typeof Adjustment>;

/** The inventory list: newest received first; one filter reads its own index, more narrow it further. */
export const LotListQuery = PageQuery.extend({
  locationId: Id.optional(),
  materialType: MaterialType.optional(),
  materialId: Id.optional(),
  /** Only lots with weight remaining (the process report's input picker). */
  available: z.enum(['true', 'false']).default('false'),
});
export type LotListQuery = z.infer<typeof LotListQuery>;
