import type { PriceUnit, WeightUnit } from '@polyloop/shared';
import type { LotInput } from '@polyloop/shared/inventory/lot';
import { blankToUndefined, bodyKey, numberOrUndefined } from '../../lib/form';

/** A material held at a company's place, as a lot and a have or need hold it: the form's first fields. */
export interface HeldMaterialValues {
  companyId: string;
  locationId: string;
  materialId: string;
  materialType: string;
  weight: string;
  weightUnit: WeightUnit;
}

export const emptyHeldMaterial = (): HeldMaterialValues => ({
  companyId: '',
  locationId: '',
  materialId: '',
  materialType: '',
  weight: '',
  weightUnit: 'POUND',
});

/** What the new-inventory form holds: text as typed, units picked, blanks for "not set". */
export interface LotFormValues extends HeldMaterialValues {
  cost: string;
  costUnit: PriceUnit;
  lotNumber: string;
  receivedDate: string;
  sourceKind: 'PURCHASE' | 'HAVE';
  reference: string;
  haveId: string;
  notes: string;
}

export const emptyLotForm = (receivedDate: string): LotFormValues => ({
  ...emptyHeldMaterial(),
  cost: '',
  costUnit: 'POUND',
  lotNumber: '',
  receivedDate,
  sourceKind: 'PURCHASE',
  reference: '',
  haveId: '',
  notes: '',
});

/** The values as the API takes them; the shared schema judges them, so the form and the server agree. */
export function toLotInput(v: LotFormValues) {
  const cost = numberOrUndefined(v.cost);
  return {
    locationId: v.locationId || undefined,
    materialId: v.materialId || undefined,
    materialType: v.materialType || undefined,
    weight: { unitValue: numberOrUndefined(v.weight), unit: v.weightUnit },
    cost: cost === undefined ? undefined : { unitValue: cost, unit: v.costUnit },
    lotNumber: blankToUndefined(v.lotNumber),
    receivedDate: v.receivedDate || undefined,
    source:
      v.sourceKind === 'HAVE'
        ? { kind: 'HAVE', haveId: v.haveId || undefined }
        : { kind: 'PURCHASE', reference: blankToUndefined(v.reference) },
    notes: blankToUndefined(v.notes),
  } as unknown as LotInput;
}

const MOVED: Record<string, keyof LotFormValues> = {
  weight: 'weight',
  'weight.unitValue': 'weight',
  'weight.unit': 'weightUnit',
  cost: 'cost',
  'cost.unitValue': 'cost',
  'cost.unit': 'costUnit',
  source: 'sourceKind',
  'source.kind': 'sourceKind',
  'source.haveId': 'haveId',
  'source.reference': 'reference',
};

/** Where an issue of the API's shape shows on the form. */
export function lotFieldOf(path: readonly PropertyKey[]): string {
  const key = bodyKey(path);
  return MOVED[key] ?? key;
}

/** A cost per one unit on a weight in another asks for a confirmation first (spec part 1 §5). */
export const costUnitMismatch = (v: LotFormValues) =>
  v.cost.trim() !== '' && v.weight.trim() !== '' && v.costUnit !== v.weightUnit;
