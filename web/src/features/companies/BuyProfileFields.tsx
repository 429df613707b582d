import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SimpleGrid, Stack } from '@chakra-ui/react';
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
import { ChoicesField, MeasureField, SelectField, TextField } from '../../components/form-fields';
import { fieldIn, type GroupPath } from '../../lib/form';
import type { BuyProfileRow } from './wizard/rows';

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

/** The fields of one buy profile, wherever it sits in the form (`row`: a wizard row, or null in the dialog). */
export function BuyProfileFields<T extends FieldValues>({
  control,
  row,
  layout,
}: {
  control: Control<T>;
  row: GroupPath<T, BuyProfileRow>;
  layout: keyof typeof LAYOUTS;
}) {
  const columns = LAYOUTS[layout];
  const at = (field: FieldPath<BuyProfileRow>) => fieldIn<T, BuyProfileRow>(row, field);
  const choices = [
    ['grades', 'Grades', Grade.options, LABELS.grade, columns.grades],
    ['forms', 'Forms', Form.options, LABELS.form, columns.forms],
    ['colors', 'Colors', Color.options, LABELS.color, columns.colors],
  ] as const;
  return (
    <Stack gap="3">
      <SelectField
        control={control}
        name={at('materialType')}
        label="Material type"
        required
        options={MaterialType.options}
        labels={MATERIAL_TYPE_LABELS}
        placeholder="Choose"
      />
      {choices.map(([name, legend, options, labels, cols]) => (
        <ChoicesField
          key={name}
          control={control}
          name={at(name)}
          legend={legend}
          options={options}
          labels={labels}
          columns={cols}
        />
      ))}
      <SimpleGrid columns={columns.measures} gap="3">
        <MeasureField
          control={control}
          name={at('minWeight')}
          unitName={at('minWeightUnit')}
          label="Minimum weight"
          step="any"
          unitLabel="Weight unit"
          units={WEIGHT_UNITS}
          unitLabels={WEIGHT_UNIT_LABELS}
        />
        <MeasureField
          control={control}
          name={at('priceTarget')}
          unitName={at('priceUnit')}
          label="Price target ($)"
          step="0.01"
          unitLabel="Price unit"
          units={PRICE_UNITS}
          unitLabels={PRICE_UNIT_LABELS}
        />
      </SimpleGrid>
      <TextField control={control} name={at('notes')} label="Notes" rows={2} />
    </Stack>
  );
}
