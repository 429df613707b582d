import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import {
  MATERIAL_TYPE_LABELS,
  MaterialType,
  PRICE_UNIT_LABELS,
  PRICE_UNITS,
  WEIGHT_UNIT_LABELS,
  WEIGHT_UNITS,
} from '@polyloop/shared';
import { MeasureField, SelectField } from './form-fields';
import type { Choices } from './ui/options-select';

/** The tenant's materials as a picker lists them: ids and "Name (identifier)". */
export type MaterialChoices = Choices;

/**
 * The material of a record: the picker (optional and "Not set" unless the form needs one, as a
 * processing result does) and the type it is traded as (always required).
 */
export interface MaterialSpec<T extends FieldValues> {
  /** Left out where only a type is asked (a buy profile names no one material). */
  name?: FieldPath<T>;
  required?: boolean;
  placeholder?: string;
  typeName: FieldPath<T>;
  materials?: MaterialChoices;
  typePlaceholder?: string;
}

/**
 * A weight or a price with its unit. Weights are in the weight units and prices per a weight unit
 * unless `units` says otherwise (a manifest ships in fewer units); the unit's label reads
 * "Weight unit" or "Price unit" unless the form names it after its own field ("Cost unit").
 */
export interface MeasureSpec<T extends FieldValues> {
  name: FieldPath<T>;
  unitName: FieldPath<T>;
  label: string;
  unitLabel?: string;
  step?: string;
  required?: boolean;
  units?: readonly string[];
}

const KINDS = {
  weight: { unitLabel: 'Weight unit', units: WEIGHT_UNITS, unitLabels: WEIGHT_UNIT_LABELS },
  price: { unitLabel: 'Price unit', units: PRICE_UNITS, unitLabels: PRICE_UNIT_LABELS },
} as const;

/**
 * What a record trades, how much and at what price: the material and its type, the weight with its
 * unit, then one price (a have's asking price, a lot's cost) or more (a line's buy and sell price),
 * each with its unit. The fields are cells of the form's own grid, so a form whose sections part
 * them (the material under "Company and material", weight and price under "Quantity and price")
 * shows each part where it belongs; `beforeWeight` and `afterWeight` are the form's own cells
 * between them (a manifest line's packaging and pieces, its tare weight).
 */
export function MaterialWeightPrice<T extends FieldValues>({
  control,
  material,
  weight,
  price,
  beforeWeight,
  afterWeight,
}: {
  control: Control<T>;
  material?: MaterialSpec<T>;
  weight?: MeasureSpec<T>;
  price?: MeasureSpec<T> | readonly MeasureSpec<T>[];
  beforeWeight?: ReactNode;
  afterWeight?: ReactNode;
}) {
  const prices = price === undefined ? [] : 'name' in price ? [price] : price;
  const measure = (spec: MeasureSpec<T>, kind: keyof typeof KINDS) => (
    <MeasureField
      key={spec.name}
      control={control}
      name={spec.name}
      unitName={spec.unitName}
      label={spec.label}
      required={spec.required}
      step={spec.step ?? 'any'}
      unitLabel={spec.unitLabel ?? KINDS[kind].unitLabel}
      units={spec.units ?? KINDS[kind].units}
      unitLabels={KINDS[kind].unitLabels}
      currency={kind === 'price'}
    />
  );
  return (
    <>
      {material?.name && (
        <SelectField
          control={control}
          name={material.name}
          label="Material"
          required={material.required}
          options={material.materials?.ids ?? []}
          labels={material.materials?.labels}
          placeholder={material.placeholder ?? 'Not set'}
        />
      )}
      {material && (
        <SelectField
          control={control}
          name={material.typeName}
          label="Material type"
          required
          options={MaterialType.options}
          labels={MATERIAL_TYPE_LABELS}
          placeholder={material.typePlaceholder ?? 'Choose a type'}
        />
      )}
      {beforeWeight}
      {weight && measure(weight, 'weight')}
      {afterWeight}
      {prices.map((p) => measure(p, 'price'))}
    </>
  );
}
