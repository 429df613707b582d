import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox, Fieldset, Stack, Wrap } from '@chakra-ui/react';
import { FunctionalRole, UserAuthority } from '@polyloop/shared';
import { AUTHORITY_LABELS, ROLE_LABELS } from '../../../lib/format';

/** A group of checkboxes bound to an array field (authorities, functional roles). */
export function CheckboxArray<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  legend: string;
  options: readonly string[];
  labels: Record<string, string>;
  error?: string;
  required?: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => {
        const value = new Set<string>((field.value as string[] | undefined) ?? []);
        return (
          <Fieldset.Root invalid={!!props.error}>
            <Fieldset.Legend fontSize="sm" fontWeight="medium">
              {props.legend}
              {props.required && (
                <span aria-hidden style={{ color: 'var(--chakra-colors-fg-error)' }}>
                  {' '}*
                </span>
              )}
            </Fieldset.Legend>
            <Wrap gap="4" mt="1">
              {props.options.map((option) => (
                <Checkbox.Root
                  key={option}
                  checked={value.has(option)}
                  onCheckedChange={(d) => field.onChange(d.checked ? [...value, option] : [...value].filter((v) => v !== option))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{props.labels[option] ?? option}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Wrap>
            <Fieldset.ErrorText>{props.error}</Fieldset.ErrorText>
          </Fieldset.Root>
        );
      }}
    />
  );
}

export function AccessFields<T extends FieldValues>({ control, authorityError }: { control: Control<T>; authorityError?: string }) {
  return (
    <Stack gap="4">
      <CheckboxArray control={control} name={'authorities' as Path<T>} legend="Authorities" options={UserAuthority.options} labels={AUTHORITY_LABELS} error={authorityError} required />
      <CheckboxArray control={control} name={'functionalRoles' as Path<T>} legend="Functional roles" options={FunctionalRole.options} labels={ROLE_LABELS} />
    </Stack>
  );
}
