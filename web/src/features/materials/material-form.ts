import type { Color, Form, Grade, MaterialType } from '@polyloop/shared';
type DurometerScale = 'SHORE_00' | 'SHORE_A' | 'SHORE_D' | 'ROCKWELL_E' | 'ROCKWELL_M' | 'ROCKWELL_R';
import {
  FLAG_PROPERTIES,
  RANGE_PROPERTIES,
  type FlagProperty,
  type Material,
  type MaterialInput,
  type RangeProperty,
} from '@polyloop/shared/crm/material';

export type Tri = '' | 'yes' | 'no';
export interface MaterialFormValues {
  name: string;
  type: MaterialType | '';
  grade: Grade | '';
  form: Form | '';
  color: Color | '';
  otherMaterial: string;
  description: string;
  peTypes: string[];
  structure: string;
  processing: string;
  ppStructure: string;
  pvcType: string;
  paType: string[];
  productTypes: string[];
  contaminationType: string;
  fillerTypes: string[];
  durometerScale: DurometerScale | '';
  ranges: Record<RangeProperty, { min: string; max: string }>;
  flags: Record<FlagProperty, Tri>;
}

export const RANGE_KEYS = Object.keys(RANGE_PROPERTIES) as RangeProperty[];
export const FLAG_KEYS = Object.keys(FLAG_PROPERTIES) as FlagProperty[];

/** Which per-type section each type shows (spec part 1 §3). */
export const TYPE_SECTIONS: Partial<Record<MaterialType, 'PE' | 'PP' | 'PVC' | 'PA'>> = {
  PE: 'PE',
  PP: 'PP',
  PVC: 'PVC',
  PA: 'PA',
};

export function emptyMaterialForm(type: MaterialType | '' = ''): MaterialFormValues {
  return {
    name: '',
    type,
    grade: '',
    form: '',
    color: '',
    otherMaterial: '',
    description: '',
    peTypes: [],
    structure: '',
    processing: '',
    ppStructure: '',
    pvcType: '',
    paType: [],
    productTypes: [],
    contaminationType: '',
    fillerTypes: [],
    durometerScale: '',
    ranges: Object.fromEntries(
      RANGE_KEYS.map((k) => [k, { min: '', max: '' }]),
    ) as MaterialFormValues['ranges'],
    flags: Object.fromEntries(FLAG_KEYS.map((k) => [k, ''])) as MaterialFormValues['flags'],
  };
}

const s = (v: string) => (v.trim() ? v.trim() : undefined);
const n = (v: string) => (v.trim() === '' ? null : Number(v));
const arr = (v: string[]) => (v.length ? v : undefined);

/**
 * The payload: blanks left out, per-type options kept only for their type (so switching type
 * doesn't send stale options), each range only when a bound is given, flags only when set.
 */
export function toMaterialInput(v: MaterialFormValues): MaterialInput {
  const only = <T>(type: MaterialType, value: T) => (v.type === type ? value : undefined);
  const out: Record<string, unknown> = {
    name: v.name,
    type: v.type || undefined,
    grade: v.grade || undefined,
    form: v.form || undefined,
    color: v.color || undefined,
    otherMaterial: v.type === 'PLX' ? s(v.otherMaterial) : undefined,
    description: s(v.description),
    peTypes: only('PE', arr(v.peTypes)),
    structure: only('PE', v.structure || undefined),
    processing: only('PE', v.processing || undefined),
    ppStructure: only('PP', v.ppStructure || undefined),
    pvcType: only('PVC', v.pvcType || undefined),
    paType: only('PA', arr(v.paType)),
    productTypes: arr(v.productTypes),
    contaminationType: s(v.contaminationType),
    fillerTypes: arr(v.fillerTypes),
    durometerScale: v.durometerScale || undefined,
  };
  for (const k of RANGE_KEYS) {
    const r = v.ranges[k];
    const min = n(r.min);
    const max = n(r.max);
    if (min !== null || max !== null) out[k] = { min, max };
  }
  for (const k of FLAG_KEYS) if (v.flags[k]) out[k] = v.flags[k] === 'yes';
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out as MaterialInput;
}

export function materialFormOf(m: Material): MaterialFormValues {
  const base = emptyMaterialForm(m.type);
  return {
    ...base,
    name: m.name,
    grade: m.grade ?? '',
    form: m.form ?? '',
    color: m.color ?? '',
    otherMaterial: m.otherMaterial ?? '',
    description: m.description ?? '',
    peTypes: m.peTypes ?? [],
    structure: m.structure ?? '',
    processing: m.processing ?? '',
    ppStructure: m.ppStructure ?? '',
    pvcType: m.pvcType ?? '',
    paType: m.paType ?? [],
    productTypes: m.productTypes ?? [],
    contaminationType: m.contaminationType ?? '',
    fillerTypes: m.fillerTypes ?? [],
    durometerScale: m.durometerScale ?? '',
    ranges: Object.fromEntries(
      RANGE_KEYS.map((k) => [
        k,
        { min: m[k]?.min == null ? '' : String(m[k]!.min), max: m[k]?.max == null ? '' : String(m[k]!.max) },
      ]),
    ) as MaterialFormValues['ranges'],
    flags: Object.fromEntries(
      FLAG_KEYS.map((k) => [k, m[k] === undefined || m[k] === null ? '' : m[k] ? 'yes' : 'no']),
    ) as MaterialFormValues['flags'],
  };
}

/** Where an issue about the payload shows in the form (`meltIndex.min` → `ranges.meltIndex.min`). */
export function materialFieldOf(path: readonly PropertyKey[]): string {
  const [head, sub] = path.map(String);
  if ((RANGE_KEYS as string[]).includes(head!)) return `ranges.${head}.${sub ?? 'min'}`;
  if ((FLAG_KEYS as string[]).includes(head!)) return `flags.${head}`;
  return head ?? 'name';
}
