import * as z from 'zod';
import { RecordId as Id } from '../primitives.js';
import { MaterialType, WeightUnitSchema } from '../enums.js';
import { storableNumber } from '../bounds.js';
import { PageQuery } from '../contract/define.js';
import {
  centsOf,
  lineValueCents,
  roundTo,
  sumWeight,
  unitPriceOf,
  WEIGHT_DECIMALS,
  weightExact,
  type PriceUnit,
  type WeightUnit,
} from '../conversions.js';
import { exact, exactOf, over, times } from '../exact.js';
import { Cost, LOT_RULES, LotPlace, requiredChoice, WeightView } from './lot.js';

/**
 * Process reports (spec part 1 §3–§5; issue 8 part 5): processing consumes input lots and yields
 * output lots, with the weight lost on the way. The inputs' percentages share out the weight that
 * went in (the final weight plus the total lost weight); each input consumes its share, in its
 * own unit. Saving consumes the inputs and creates the outputs in one transaction.
 */

export const PROCESS_RULES = { maxInputs: 20, maxOutputs: 10, maxRepresentatives: 10 } as const;

export const PROCESS_MESSAGES = {
  material: 'Material is required',
  materialUnknown: 'Choose a material from the list.',
  materialType: 'Material type is required',
  materialTypeMismatch: 'The material type must match the material’s type.',
  finalWeight: 'Final weight is required',
  finalWeightPositive: 'Final weight must be greater than 0',
  finalWeightUnit: 'Final weight unit is required',
  lostWeight: 'Total lost weight is required',
  lostWeightMin: 'Total lost weight must be at least 0',
  processingDate: 'Processing date is required',
  representatives: 'At least one representative is required',
  item: 'Inventory item is required',
  percentage: 'Percentage is required',
  percentageRange: 'Percentage must be greater than 0 and at most 100',
  percentagesTotal: 'Input percentages must total 100',
  duplicate: 'Duplicate items cannot be processed together',
  differentLocations: 'Items from different locations cannot be processed together',
  withoutPrice: 'An inventory item without a price cannot be processed',
  notEnough: 'Not enough weight remains in the inventory item for this report.',
  outputsTotal: 'The outputs must total the final weight',
  haveUnknown: 'Choose a have from the list.',
  tooLarge: 'The weights and costs of this report are too large to record.',
} as const;

export const ProcessInput = z.object({
  lotId: z.string({ error: PROCESS_MESSAGES.item }).min(1, PROCESS_MESSAGES.item).max(64),
  percentage: storableNumber({ error: PROCESS_MESSAGES.percentage })
    .gt(0, PROCESS_MESSAGES.percentageRange)
    .max(100, PROCESS_MESSAGES.percentageRange),
});

export const ProcessOutput = z.object({
  /** In the final weight's unit. */
  weight: storableNumber({ error: 'Output weight is required' }).positive(
    'Output weight must be greater than 0',
  ),
  lotNumber: z
    .string()
    .trim()
    .max(LOT_RULES.lotNumberMax, `Lot number must be at most ${LOT_RULES.lotNumberMax} characters`)
    .optional(),
});

/** Percentages total 100 within rounding of what a person types (33.33 + 33.33 + 33.34). */
export const totalsHundred = (percentages: number[]) =>
  Math.abs(percentages.reduce((a, b) => a + b, 0) - 100) < 1e-6;

export const ProcessReportInput = z
  .object({
    materialId: z.string({ error: PROCESS_MESSAGES.material }).min(1, PROCESS_MESSAGES.material).max(64),
    materialType: requiredChoice(MaterialType.options, PROCESS_MESSAGES.materialType),
    finalWeight: z.object(
      {
        unitValue: storableNumber({ error: PROCESS_MESSAGES.finalWeight }).positive(
          PROCESS_MESSAGES.finalWeightPositive,
        ),
        unit: requiredChoice(WeightUnitSchema.options, PROCESS_MESSAGES.finalWeightUnit),
      },
      { error: PROCESS_MESSAGES.finalWeight },
    ),
    /** In the final weight's unit. */
    totalLostWeight: storableNumber({ error: PROCESS_MESSAGES.lostWeight }).min(
      0,
      PROCESS_MESSAGES.lostWeightMin,
    ),
    /** What the processing itself cost, USD. */
    processingCost: storableNumber().min(0, 'Processing cost must be at least 0').optional(),
    processingDate: z.iso.date({ message: PROCESS_MESSAGES.processingDate }),
    representatives: z
      .array(Id)
      .min(1, PROCESS_MESSAGES.representatives)
      .max(PROCESS_RULES.maxRepresentatives, `At most ${PROCESS_RULES.maxRepresentatives} representatives`),
    haveId: Id.optional().describe('The have this processing belongs to'),
    inputs: z
      .array(ProcessInput)
      .min(1, PROCESS_MESSAGES.item)
      .max(PROCESS_RULES.maxInputs, `At most ${PROCESS_RULES.maxInputs} inventory items`),
    /** The output lots, in the final weight's unit; none means one lot of the final weight. */
    outputs: z
      .array(ProcessOutput)
      .max(PROCESS_RULES.maxOutputs, `At most ${PROCESS_RULES.maxOutputs} outputs`)
      .default([]),
    notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').optional(),
  })
  .superRefine((r, ctx) => {
    const seen = new Set<string>();
    r.inputs.forEach((input, i) => {
      if (seen.has(input.lotId))
        ctx.addIssue({ code: 'custom', message: PROCESS_MESSAGES.duplicate, path: ['inputs', i, 'lotId'] });
      seen.add(input.lotId);
    });
    if (
      r.outputs.length &&
      Math.abs(r.outputs.reduce((a, o) => a + o.weight, 0) - r.finalWeight.unitValue) > 1e-6
    )
      ctx.addIssue({ code: 'custom', message: PROCESS_MESSAGES.outputsTotal, path: ['outputs'] });
  });
/**
 * Whether the inputs' percentages total 100 (part 1 §5). Checked by the service and by the form
 * (`ProcessReportForm`), not by the contract's schema: any single input the schema accepts alone
 * must stay a valid body for the contract's generated samples, and the rule is about the set.
 */
export const percentagesProblem = (inputs: readonly { percentage: number }[]) =>
  inputs.length && !totalsHundred(inputs.map((input) => input.percentage))
    ? PROCESS_MESSAGES.percentagesTotal
    : undefined;

/** The new-report form's check: the contract's rules and the percentages totalling 100. */
export const ProcessReportForm = ProcessReportInput.superRefine((r, ctx) => {
  const problem = percentagesProblem(r.inputs);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['inputs'] });
});

export type ProcessReportInput = z.input<typeof ProcessReportInput>;
export type ProcessReportInputParsed = z.output<typeof ProcessReportInput>;

export const ProcessReportLine = z.object({
  lotId: z.string(),
  identifier: z.string(),
  lotNumber: z.string().nullable(),
});

export const ProcessReport = z.object({
  id: z.string(),
  /** The company short code, P and a number: `ACME-P3`. */
  identifier: z.string(),
  materialId: z.string(),
  materialName: z.string().nullable(),
  materialType: MaterialType,
  finalWeight: WeightView,
  totalLostWeight: WeightView,
  /** What went in: the final weight plus the total lost weight. */
  inputWeight: WeightView,
  /** The lost weight as a percentage of what went in. */
  yieldLoss: z.number(),
  processingCost: z.number().nullable(),
  /** The inputs' cost and the processing cost, USD. */
  totalCost: z.number(),
  processingDate: z.string(),
  representatives: z.array(z.string()),
  have: z.object({ id: z.string(), identifier: z.string() }).nullable(),
  /** Where the inputs were, and where the outputs now are. */
  location: LotPlace,
  inputs: z.array(ProcessReportLine.extend({ percentage: z.number(), consumed: WeightView, cost: Cost })),
  outputs: z.array(ProcessReportLine.extend({ weight: WeightView, cost: Cost })),
  notes: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdDate: z.string(),
});
export type ProcessReport = z.infer<typeof ProcessReport>;

export const ProcessReportListQuery = PageQuery;
export type ProcessReportListQuery = z.infer<typeof ProcessReportListQuery>;

/** A price unit for a weight unit (gram prices are quoted per kilogram). */
export const priceUnitFor = (unit: WeightUnit): PriceUnit => (unit === 'GRAM' ? 'KILOGRAM' : unit);

export interface FigureLot {
  id: string;
  remainingWeight: { unitValue: number; unit: WeightUnit };
  cost: { unitValue: number; unit: PriceUnit } | null;
}

/** The lost weight as a percentage of what went in, to the hundredth. */
const yieldLossOf = (lost: number, inputWeight: number): number =>
  inputWeight > 0 ? roundTo(over(times(exactOf(lost), exact(100)), exactOf(inputWeight)), 2) : 0;

/** An input's share of what went in, in the lot's own unit and to its precision. */
const shareOf = (inputWeight: number, unit: WeightUnit, percentage: number, lotUnit: WeightUnit): number =>
  roundTo(
    times(weightExact(inputWeight, unit, lotUnit), exactOf(percentage), exact(1, 100)),
    WEIGHT_DECIMALS[lotUnit],
  );

/**
 * What a report means, from its inputs and the lots they name: the weight that went in, the
 * yield loss, what each input consumes in its own unit and costs (whole cents), the total cost
 * (whole cents: the inputs' and the processing cost) and the cost per unit of the outputs (to the
 * micro-dollar). Every figure is worked out exactly and rounded once. The form shows these as
 * they are typed; the server computes them again to save.
 */
export function processFigures(
  report: Pick<ProcessReportInputParsed, 'finalWeight' | 'totalLostWeight' | 'processingCost' | 'inputs'>,
  lots: ReadonlyMap<string, FigureLot>,
) {
  const unit = report.finalWeight.unit;
  const inputWeight = sumWeight(unit, report.finalWeight.unitValue, report.totalLostWeight);
  const inputs = report.inputs.map((input) => {
    const lot = lots.get(input.lotId);
    if (!lot) return { lotId: input.lotId, consumed: undefined, costCents: 0 };
    const lotUnit = lot.remainingWeight.unit;
    const consumed = { unitValue: shareOf(inputWeight, unit, input.percentage, lotUnit), unit: lotUnit };
    return { lotId: input.lotId, consumed, costCents: lot.cost ? lineValueCents(lot.cost, consumed) : 0 };
  });
  const totalCostCents = inputs.reduce((a, i) => a + i.costCents, centsOf(report.processingCost ?? 0));
  const priceUnit = priceUnitFor(unit);
  const outputCost = {
    unitValue: unitPriceOf(totalCostCents, report.finalWeight, priceUnit),
    unit: priceUnit,
  };
  return {
    inputWeight,
    yieldLoss: yieldLossOf(report.totalLostWeight, inputWeight),
    inputs,
    totalCostCents,
    outputCost,
  };
}
