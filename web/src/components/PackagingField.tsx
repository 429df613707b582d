import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { LABELS, Packaging } from '@polyloop/shared';
import { SelectField } from './form-fields';

/** How the material is packed (bales, gaylords, loose…), or "Not set". */
export function PackagingField<T extends FieldValues>(props: { control: Control<T>; name: FieldPath<T> }) {
  return (
    <SelectField
      {...props}
      label="Packaging"
      options={Packaging.options}
      labels={LABELS.packaging}
      placeholder="Not set"
    />
  );
}
