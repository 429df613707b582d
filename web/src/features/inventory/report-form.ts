import type { WeightUnit } from '@polyloop/shared';
import type { Lot } from '@polyloop/shared/inventory/lot';
import { processFigures, type ProcessReportInput } from '@polyloop/shared/inventory/process-report';
import { blankToUndefined, bodyKey, numberOrUndefined } from '../../lib/form';

/** What the new process report form holds: text as typed, one row per input lot and per output. */
export interface ReportFormValues {
  /** Where the input lots are: it narrows the lot pickers (a report takes lots of one location). */
  locationId: string;
  materialId: string;
  materialType: string;
  finalWeight: string;
  finalUnit: WeightUnit;
  totalLostWeight: string;
  processingCost: string;
  processingDate: string;
  representatives: string[];
  haveId: string;
  inputs: { lotId: string; percentage: string }[];
  outputs: { weight: string; lotNumber: string }[];
  notes: string;
}

export const emptyReportForm = (
  processingDate: string,
  representatives: string[],
  haveId: string,
): ReportFormValues => ({
  locationId: '',
  materialId: '',
  materialType: '',
  finalWeight: '',
  finalUnit: 'POUND',
  totalLostWeight: '',
  processingCost: '',
  processingDate,
  representatives,
  haveId,
  inputs: [{ lotId: '', percentage: '100' }],
  outputs: [],
  notes: '',
});

/** The preview works in exact decimals, which only a finite number has. */
const finite = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n : undefined);

/** The values as the API takes them; the shared schema judges them, so the form and the server agree. */
export function toReportInput(v: ReportFormValues): ProcessReportInput {
  return {
    materialId: v.materialId || undefined,
    materialType: v.materialType || undefined,
    finalWeight: { unitValue: numberOrUndefined(v.finalWeight), unit: v.finalUnit },
    totalLostWeight: numberOrUndefined(v.totalLostWeight),
    processingCost: numberOrUndefined(v.processingCost),
    processingDate: v.processingDate || undefined,
    representatives: v.representatives,
    haveId: v.haveId || undefined,
    inputs: v.inputs.map((i) => ({
      lotId: i.lotId || undefined,
      percentage: numberOrUndefined(i.percentage),
    })),
    outputs: v.outputs.map((o) => ({
      weight: numberOrUndefined(o.weight),
      lotNumber: blankToUndefined(o.lotNumber),
    })),
    notes: blankToUndefined(v.notes),
  } as unknown as ProcessReportInput;
}

const MOVED: Record<string, string> = {
  finalWeight: 'finalWeight',
  'finalWeight.unitValue': 'finalWeight',
  'finalWeight.unit': 'finalUnit',
  inputs: 'inputs.root',
  outputs: 'outputs.root',
};

/** Where an issue of the API's shape shows on the form (the whole-list rules under their list). */
export function reportFieldOf(path: readonly PropertyKey[]): string {
  const key = bodyKey(path);
  return MOVED[key] ?? key;
}

/**
 * What the report means as typed: the weight in, the yield loss, and what each input consumes of
 * its lot (undefined until the weights are numbers). The server computes the same to save.
 */
export function previewOf(v: ReportFormValues, lots: readonly Lot[]) {
  const final = numberOrUndefined(v.finalWeight);
  const lost = numberOrUndefined(v.totalLostWeight);
  if (final === undefined || lost === undefined || !(final > 0) || !(lost >= 0)) return undefined;
  const byId = new Map(lots.map((l) => [l.id, l]));
  if (!Number.isFinite(final) || !Number.isFinite(lost)) return undefined;
  const inputs = v.inputs.map((i) => ({
    lotId: i.lotId,
    percentage: finite(numberOrUndefined(i.percentage)) ?? 0,
  }));
  return processFigures(
    {
      finalWeight: { unitValue: final, unit: v.finalUnit },
      totalLostWeight: lost,
      processingCost: finite(numberOrUndefined(v.processingCost)),
      inputs,
    },
    byId,
  );
}
