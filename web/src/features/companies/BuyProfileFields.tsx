import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Color, Form, Grade, LABELS } from '@polyloop/shared';
import { ChoicesField, TextField } from '../../components/form-fields';
import { MaterialWeightPrice } from '../../components/MaterialWeightPrice';
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
      <MaterialWeightPrice
        control={control}
        material={{ typeName: at('materialType'), typePlaceholder: 'Choose' }}
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
        <MaterialWeightPrice
          control={control}
          weight={{ name: at('minWeight'), unitName: at('minWeightUnit'), label: 'Minimum weight' }}
          price={{
            name: at('priceTarget'),
            unitName: at('priceUnit'),
            label: 'Price target ($)',
            step: '0.01',
          }}
        />
      </SimpleGrid>
      <TextField control={control} name={at('notes')} label="Notes" rows={2} />
    </Stack>
  );
}
