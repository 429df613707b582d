import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import {
  Color,
  Form,
  Grade,
  LABELS,
  MATERIAL_TYPE_LABELS,
  MaterialType,
  PRICE_UNIT_LABELS,
  PRICE_UNITS,
  WEIGHT_UNIT_LABELS,
  WEIGHT_UNITS,
} from '@polyloop/shared';
import { FormField } from '../../components/ui/form-field';
import { EnumMultiSelect, EnumSelect, MeasureField } from '../crm-shared/form-fields';

/* eslint-disable @typescript-eslint/no-explicit-any -- rows live at different paths in different forms */
const msg = (errors: FieldErrors<any> | undefined, name: string) =>
  (errors?.[name] as { message?: string } | undefined)?.message;

/** Column counts: narrower in the page's dialog, wider in the wizard's full-width rows. */
const LAYOUTS = {
  dialog: { grades: 2, forms: 3, colors: 3, measures: 2 },
  row: {
    grades: undefined,
    forms: { base: 2, md: 5 },
    colors: { base: 2, md: 5 },
    measures: { base: 2, md: 4 },
  },
} as const;

/** The fields of one buy profile; `prefix` is where the row sits in the form ("buyProfiles.2." or ""). */
export function BuyProfileFields({
  control,
  register,
  prefix,
  errors,
  layout,
}: {
  control: Control<any>;
  register: UseFormRegister<any>;
  prefix: string;
  errors: FieldErrors<any> | undefined;
  layout: keyof typeof LAYOUTS;
}) {
  const columns = LAYOUTS[layout];
  return (
    <Stack gap="3">
      <EnumSelect
        control={control}
        name={`${prefix}materialType`}
        label="Material type"
        required
        options={MaterialType.options}
        labels={MATERIAL_TYPE_LABELS}
        placeholder="Choose"
        error={msg(errors, 'materialType')}
      />
      <EnumMultiSelect
        control={control}
        name={`${prefix}grades`}
        legend="Grades"
        options={Grade.options}
        labels={LABELS.grade}
        columns={columns.grades}
      />
      <EnumMultiSelect
        control={control}
        name={`${prefix}forms`}
        legend="Forms"
        options={Form.options}
        labels={LABELS.form}
        columns={columns.forms}
      />
      <EnumMultiSelect
        control={control}
        name={`${prefix}colors`}
        legend="Colors"
        options={Color.options}
        labels={LABELS.color}
        columns={columns.colors}
      />
      <SimpleGrid columns={columns.measures} gap="3">
        <MeasureField
          control={control}
          register={register}
          label="Minimum weight"
          name={`${prefix}minWeight`}
          step="any"
          error={msg(errors, 'minWeight')}
          unitLabel="Weight unit"
          unitName={`${prefix}minWeightUnit`}
          units={WEIGHT_UNITS}
          unitLabels={WEIGHT_UNIT_LABELS}
        />
        <MeasureField
          control={control}
          register={register}
          label="Price target ($)"
          name={`${prefix}priceTarget`}
          step="0.01"
          error={msg(errors, 'priceTarget')}
          unitLabel="Price unit"
          unitName={`${prefix}priceUnit`}
          units={PRICE_UNITS}
          unitLabels={PRICE_UNIT_LABELS}
        />
      </SimpleGrid>
      <FormField label="Notes" error={msg(errors, 'notes')}>
        <Textarea rows={2} {...register(`${prefix}notes`)} />
      </FormField>
    </Stack>
  );
}
