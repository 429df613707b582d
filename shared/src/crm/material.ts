import * as z from 'zod';
import { clearable } from '../contract/clearable.js';
import {
  Color,
  DurometerScale,
  Filler,
  Form,
  Grade,
  MaterialType,
  PaType,
  PeProcessing,
  PeStructure,
  PeType,
  PpStructure,
  ProductType,
  PvcType,
} from '../enums.js';
import { choices, storableNumber } from '../bounds.js';

export { NAME_MAX, Name } from '../primitives.js';
import { Name, NAME_MAX, AuditDates } from '../primitives.js';

/** Range properties of a material, each with min and max in its own unit (spec part 1 §3). */
export const RANGE_PROPERTIES = {
  meltIndex: { label: 'Melt index', unit: 'g/10 min' },
  iv: { label: 'IV', unit: 'dL/g' },
  relativeViscosity: { label: 'Relative viscosity', unit: '' },
  kValue: { label: 'K-value', unit: '' },
  inherentViscosity: { label: 'Inherent viscosity', unit: 'dL/g' },
  hlmi: { label: 'HLMI', unit: 'g/10 min' },
  izod: { label: 'Izod', unit: 'ft-lb/in' },
  bValue: { label: 'B value', unit: '' },
  flexuralModulus: { label: 'Flexural modulus', unit: 'psi' },
  tensileStrength: { label: 'Tensile strength', unit: 'psi' },
  density: { label: 'Density', unit: 'g/cm³' },
  recycled: { label: 'Recycled', unit: '%' },
  moisture: { label: 'Moisture', unit: '%' },
  ashContent: { label: 'Ash content', unit: '%' },
  bulkDensity: { label: 'Bulk density', unit: 'lb/ft³' },
  haze: { label: 'Haze', unit: '%' },
  contaminated: { label: 'Contaminated', unit: '%' },
  filledPercent: { label: 'Filled', unit: '%' },
  durometer: { label: 'Durometer', unit: '' },
} as const;
export type RangeProperty = keyof typeof RANGE_PROPERTIES;
const PERCENT: ReadonlySet<RangeProperty> = new Set([
  'recycled',
  'moisture',
  'ashContent',
  'haze',
  'contaminated',
  'filledPercent',
]);

export const FLAG_PROPERTIES = {
  barrier: 'Barrier',
  foamed: 'Foamed',
  fireRetardant: 'Fire retardant',
  slip: 'Slip',
  antiBlock: 'Anti-block',
  nucleated: 'Nucleated',
  antiStat: 'Anti-stat',
  clarified: 'Clarified',
} as const;
export type FlagProperty = keyof typeof FLAG_PROPERTIES;

/** A range's bounds, built once for every property: either may be open; percentages stay within 0–100. */
const percentBound = storableNumber()
  .min(0, 'Must be at least 0')
  .max(100, 'Must be at most 100')
  .nullable()
  .optional();
const amountBound = storableNumber().min(0, 'Must be at least 0').nullable().optional();

/** A range: either bound may be open, but min ≤ max when both are given. */
const range = (key: RangeProperty) => {
  const bound = PERCENT.has(key) ? percentBound : amountBound;
  return z
    .object({ min: bound, max: bound })
    .refine((r) => r.min == null || r.max == null || r.min <= r.max, {
      message: `${RANGE_PROPERTIES[key].label}: minimum must not exceed maximum`,
      path: ['min'],
    })
    .optional();
};

const ranges = Object.fromEntries(
  Object.keys(RANGE_PROPERTIES).map((k) => [k, range(k as RangeProperty)]),
) as { [K in RangeProperty]: ReturnType<typeof range> };
const flags = Object.fromEntries(Object.keys(FLAG_PROPERTIES).map((k) => [k, z.boolean().optional()])) as {
  [K in FlagProperty]: z.ZodOptional<z.ZodBoolean>;
};

/**
 * A material (plastic) as forms send it. Per-type options only make sense for their type:
 * PE types, structure and processing for PE; PP structure for PP; PVC type for PVC; PA types for PA.
 */
export const MaterialFields = z.object({
  name: Name('Name'),
  type: MaterialType,
  grade: Grade.optional(),
  form: Form.optional(),
  color: Color.optional(),
  otherMaterial: z.string().trim().max(NAME_MAX).optional(),
  description: z.string().trim().max(2000).optional(),
  peTypes: choices(PeType).optional(),
  structure: PeStructure.optional(),
  processing: PeProcessing.optional(),
  ppStructure: PpStructure.optional(),
  pvcType: PvcType.optional(),
  paType: choices(PaType).optional(),
  productTypes: choices(ProductType).optional(),
  contaminationType: z.string().trim().max(120).optional(),
  fillerTypes: choices(Filler).optional(),
  durometerScale: DurometerScale.optional(),
  ...ranges,
  ...flags,
});

/** A material as forms send it, with the rules that span fields. */
function materialRules(m: z.output<typeof MaterialFields>, ctx: z.RefinementCtx) {
  const only = (field: keyof typeof m, type: string) => {
    const value = m[field];
    if (value !== undefined && (!Array.isArray(value) || value.length) && m.type !== type) {
      ctx.addIssue({ code: 'custom', path: [field], message: `Only ${type} materials have this property` });
    }
  };
  only('peTypes', 'PE');
  only('structure', 'PE');
  only('processing', 'PE');
  only('ppStructure', 'PP');
  only('pvcType', 'PVC');
  only('paType', 'PA');
  if (m.type === 'PLX' && !m.otherMaterial)
    ctx.addIssue({ code: 'custom', path: ['otherMaterial'], message: 'Name the material' });
  if (m.durometer && (m.durometer.min != null || m.durometer.max != null) && !m.durometerScale) {
    ctx.addIssue({
      code: 'custom',
      path: ['durometerScale'],
      message: 'Durometer scale is required with a durometer range',
    });
  }
}
export const MaterialInput = MaterialFields.superRefine(materialRules);
export type MaterialInput = z.infer<typeof MaterialInput>;
/** An edit sends the whole material: a property left out or sent as `null` is cleared, and the rules hold after. */
export const MaterialPatch = clearable(MaterialFields, { check: materialRules });
export type MaterialPatch = z.infer<typeof MaterialPatch>;

export const Material = MaterialFields.extend({
  id: z.string(),
  /** Prefixed with the company's short code, e.g. GLP-M-0012. */
  identifier: z.string(),
  archived: z.boolean(),
  ...AuditDates,
});
export type Material = z.infer<typeof Material>;

/** The datasheet needs at least one property beyond the name and type. */
export function datasheetProperties(m: Partial<MaterialInput>): number {
  let count = 0;
  for (const key of ['grade', 'form', 'color'] as const) if (m[key]) count++;
  for (const key of Object.keys(RANGE_PROPERTIES) as RangeProperty[])
    if (m[key] && (m[key]!.min != null || m[key]!.max != null)) count++;
  for (const key of Object.keys(FLAG_PROPERTIES) as FlagProperty[]) if (m[key] !== undefined) count++;
  return count;
}
export const DATASHEET_NEEDS_PROPERTY = 'Add at least one material property to create a datasheet.';
