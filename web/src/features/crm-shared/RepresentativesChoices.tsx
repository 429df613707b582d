import type { ComponentProps } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { ChoicesField } from '../../components/form-fields';
import { useUserOptions } from './hooks';

/** The record's representatives, chosen among the tenant's users. */
export function RepresentativesChoices<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  required?: boolean;
  columns?: ComponentProps<typeof ChoicesField>['columns'];
}) {
  const { users, nameOf } = useUserOptions();
  return (
    <ChoicesField
      control={props.control}
      name={props.name}
      legend="Representatives"
      required={props.required}
      options={users.map((u) => u.id)}
      label={nameOf}
      columns={props.columns}
      maxH="40"
    />
  );
}
