import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CheckboxField, TextField } from '../../../components/form-fields';
import type { RequestTextValues } from './form-values';

/** A request's title and description, as the companies asked read them. */
export function RequestTextFields<T extends FieldValues & RequestTextValues>({
  control,
}: {
  control: Control<T>;
}) {
  return (
    <>
      <TextField control={control} name={'title' as FieldPath<T>} label="Title" required />
      <TextField control={control} name={'description' as FieldPath<T>} label="Description" rows={3} />
    </>
  );
}

/** Whether a public request turns away offers above its target price. */
export function EnforceTargetPriceField<T extends FieldValues & { enforceTargetPrice: boolean }>({
  control,
}: {
  control: Control<T>;
}) {
  return (
    <CheckboxField
      control={control}
      name={'enforceTargetPrice' as FieldPath<T>}
      label="Enforce target price: offers above it are disqualified"
    />
  );
}
