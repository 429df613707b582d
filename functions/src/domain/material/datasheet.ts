import {
  FLAG_PROPERTIES,
  RANGE_PROPERTIES,
  type Material,
  type RangeProperty,
} from '@polyloop/shared/crm/material';
import { LABELS } from '@polyloop/shared/enums';

/* The rows of a material's datasheet (the documents context writes it as a PDF) and of its export. */

const number = (n: number) => String(Number(n.toFixed(4)));

/** "2 – 4 g/10 min", "at least 2 %", "at most 4 psi". */
export function formatRange(
  key: RangeProperty,
  range: { min?: number | null; max?: number | null },
): string | undefined {
  const unit = RANGE_PROPERTIES[key].unit;
  const suffix = unit ? ` ${unit}` : '';
  const { min, max } = range;
  if (min != null && max != null)
    return min === max ? `${number(min)}${suffix}` : `${number(min)} – ${number(max)}${suffix}`;
  if (min != null) return `at least ${number(min)}${suffix}`;
  if (max != null) return `at most ${number(max)}${suffix}`;
  return undefined;
}

/** Every property the material has, as label and value, in the order the form shows them. */
export function datasheetRows(m: Material): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  const add = (label: string, value: string | undefined) => value && rows.push([label, value]);
  const list = <T extends string>(values: T[] | undefined, labels: Record<T, string>) =>
    values?.length ? values.map((v) => labels[v]).join(', ') : undefined;
  add('Grade', m.grade && LABELS.grade[m.grade]);
  add('Form', m.form && LABELS.form[m.form]);
  add('Color', m.color && LABELS.color[m.color]);
  add('PE types', list(m.peTypes, LABELS.peType));
  add('PE structure', m.structure && LABELS.peStructure[m.structure]);
  add('PE processing', m.processing && LABELS.peProcessing[m.processing]);
  add('PP structure', m.ppStructure && LABELS.ppStructure[m.ppStructure]);
  add('PVC type', m.pvcType && LABELS.pvcType[m.pvcType]);
  add('PA types', list(m.paType, LABELS.paType));
  add('Product types', list(m.productTypes, LABELS.productType));
  add('Fillers', list(m.fillerTypes, LABELS.filler));
  add('Contamination type', m.contaminationType);
  for (const key of Object.keys(RANGE_PROPERTIES) as RangeProperty[]) {
    const range = m[key];
    let value = range ? formatRange(key, range) : undefined;
    if (value && key === 'durometer' && m.durometerScale)
      value += ` (${LABELS.durometerScale[m.durometerScale]})`;
    add(RANGE_PROPERTIES[key].label, value);
  }
  for (const [key, label] of Object.entries(FLAG_PROPERTIES) as Array<
    [keyof typeof FLAG_PROPERTIES, string]
  >) {
    if (m[key] !== undefined) add(label, m[key] ? 'Yes' : 'No');
  }
  return rows;
}
