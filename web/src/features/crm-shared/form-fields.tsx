import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { Input } from '@chakra-ui/react';
import { FormField } from '../../components/ui/form-field';
import { CheckGroup, SelectField } from './fields';

/* eslint-disable @typescript-eslint/no-explicit-any -- the fields sit at different paths in different forms */
type Bound<T extends FieldValues> = { control: Control<T>; name: Path<T> };

/** A `SelectField` bound to one form field. */
export function EnumSelect<T extends FieldValues>({
  control,
  name,
  ...select
}: Bound<T> & Omit<ComponentProps<typeof SelectField>, 'value' | 'onChange'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          {...select}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
        />
      )}
    />
  );
}

/** A multi-select of enum values (a `CheckGroup`) bound to one form field; `labels` names the values. */
export function EnumMultiSelect<T extends FieldValues>({
  control,
  name,
  labels,
  ...group
}: Bound<T> &
  Omit<ComponentProps<typeof CheckGroup>, 'value' | 'onChange'> & {
    labels?: Readonly<Record<string, string>>;
  }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CheckGroup
          label={labels ? (o) => labels[o] ?? o : undefined}
          {...group}
          value={field.value as string[]}
          onChange={field.onChange}
        />
      )}
    />
  );
}

/**
 * A quantity and its unit, side by side: the number input (registered at `name`) and the unit select
 * (at `unitName`). Renders two grid cells.
 */
export function MeasureField(props: {
  control: Control<any>;
  register: UseFormRegister<any>;
  label: string;
  name: string;
  step: string;
  error?: string;
  unitLabel: string;
  unitName: string;
  units: readonly string[];
  unitLabels: Record<string, string>;
}) {
  return (
    <>
      <FormField label={props.label} error={props.error}>
        <Input type="number" min={0} step={props.step} {...props.register(props.name)} />
      </FormField>
      <EnumSelect
        control={props.control}
        name={props.unitName}
        label={props.unitLabel}
        options={props.units}
        labels={props.unitLabels}
      />
    </>
  );
}
