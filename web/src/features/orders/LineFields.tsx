import type { Control, FieldValues } from 'react-hook-form';
import { MATERIAL_TYPE_LABELS, MaterialType, PRICE_UNIT_LABELS, PRICE_UNITS } from '@polyloop/shared';
import { MeasureField, SelectField, TextField } from '../../components/form-fields';
import { fieldIn, type GroupPath } from '../../lib/form';
import type { LineValues } from './order-form';

/** What one line is called, its material picker and type (`items.2`, `manifest.0`). */
export function LineMaterialFields<T extends FieldValues>({
  control,
  at,
  materials,
}: {
  control: Control<T>;
  at: GroupPath<T, LineValues>;
  materials: { ids: string[]; labels: Record<string, string> };
}) {
  const name = (field: keyof LineValues) => fieldIn<T, LineValues>(at, field);
  return (
    <>
      <TextField
        control={control}
        name={name('description')}
        label="Description"
        maxLength={120}
        helper="Blank: the material's name"
      />
      <SelectField
        control={control}
        name={name('materialId')}
        label="Material"
        options={materials.ids}
        labels={materials.labels}
        placeholder="Not set"
      />
      <SelectField
        control={control}
        name={name('materialType')}
        label="Material type"
        required
        options={MaterialType.options}
        labels={MATERIAL_TYPE_LABELS}
        placeholder="Choose a type"
      />
    </>
  );
}

/** The buy and sell prices of one line, each with its unit. */
export function LinePriceFields<T extends FieldValues>({
  control,
  at,
}: {
  control: Control<T>;
  at: GroupPath<T, LineValues>;
}) {
  const name = (field: keyof LineValues) => fieldIn<T, LineValues>(at, field);
  return (
    <>
      <MeasureField
        control={control}
        name={name('buyPrice')}
        unitName={name('buyUnit')}
        label="Buy price ($)"
        step="any"
        unitLabel="Buy price unit"
        units={PRICE_UNITS}
        unitLabels={PRICE_UNIT_LABELS}
      />
      <MeasureField
        control={control}
        name={name('sellPrice')}
        unitName={name('sellUnit')}
        label="Sell price ($)"
        step="any"
        unitLabel="Sell price unit"
        units={PRICE_UNITS}
        unitLabels={PRICE_UNIT_LABELS}
      />
    </>
  );
}
