import { Field, NativeSelect } from '@chakra-ui/react';
import { NumberInput } from '../../components/ui/number-input';

export function NumberField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
}) {
  return (
    <Field.Root flex="1">
      <Field.Label>{props.label}</Field.Label>
      <NumberInput min={0} value={props.value} readOnly={props.readOnly} onValueChange={props.onChange} />
    </Field.Root>
  );
}

export function SelectField<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (value: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <Field.Root flex="1">
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value as T)}>
          {props.options.map((o) => (
            <option key={o} value={o}>
              {props.optionLabel(o)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A converted number as the field shows it: the conversions already rounded it by their one rule. */
export const show = (n: number) => String(n);
