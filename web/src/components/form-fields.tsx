import { type ComponentProps, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Button, Box, Checkbox, Fieldset, HStack, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import type { NumberRules } from '../lib/number-input';
import { useScreenLock } from '../lib/screen-lock';
import { DatePicker } from './ui/date-picker';
import { DateTimePicker } from './ui/date-time-picker';
import { FormField } from './ui/form-field';
import { decimalsOfStep, NumberInput, type NumberInputProps } from './ui/number-input';
import { optionsOf, OptionsSelect, type SelectOptions } from './ui/options-select';

/**
 * Form fields bound to one react-hook-form field each. `name` is checked against the form's values
 * (`FieldPath<T>`), so a wrong name does not compile; a group of fields that sits at different
 * places in different forms takes its place as a `GroupPath` and names its fields with `fieldIn`
 * (lib/form.ts). Each shows its label, the required star, a helper and the field's error.
 */
interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}
interface Labelled {
  label: string;
  required?: boolean;
  helper?: ReactNode;
}

type TextFieldProps<T extends FieldValues> = Bound<T> &
  Labelled & { rows?: number; readOnly?: boolean } & Omit<
    ComponentProps<typeof Input>,
    'name' | 'value' | 'onChange' | 'onBlur'
  >;

/** Text (or, with `rows`, a textarea). The form holds it as a string; a missing value shows empty. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helper,
  rows,
  readOnly,
  ...input
}: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const bound = {
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    readOnly,
    value: field.value == null ? '' : String(field.value),
    onChange: field.onChange,
  };
  return (
    <FormField
      label={label}
      required={required}
      helper={helper}
      readOnly={readOnly}
      error={fieldState.error?.message}
    >
      {rows ? <Textarea rows={rows} {...bound} /> : <Input {...input} {...bound} />}
    </FormField>
  );
}

/**
 * A number (a weight, a price, a count), never below zero unless `min` says: any fraction up to the
 * app's default digits unless `step` or `decimals` says otherwise ('1' for whole pieces, '0.01'…),
 * clamped and rounded when left (`NumberInput`). `currency` keeps up to 6 digits of a price.
 */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helper,
  readOnly,
  step,
  min,
  max,
  decimals,
  currency,
  signed,
  ...input
}: Bound<T> &
  Labelled &
  NumberRules & {
    readOnly?: boolean;
    step?: string;
    /** A change that may take away (an adjustment): no floor of zero. */
    signed?: boolean;
  } & Omit<NumberInputProps, 'name' | 'value' | 'onValueChange' | 'onBlur' | keyof NumberRules>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField
      label={label}
      required={required}
      helper={helper}
      readOnly={readOnly}
      error={fieldState.error?.message}
    >
      <NumberInput
        {...input}
        min={min ?? (signed ? undefined : 0)}
        max={max}
        decimals={decimals ?? decimalsOfStep(step)}
        currency={currency}
        name={field.name}
        ref={field.ref}
        readOnly={readOnly}
        onBlur={field.onBlur}
        value={field.value == null ? '' : String(field.value)}
        onValueChange={field.onChange}
      />
    </FormField>
  );
}

/** A day (yyyy-mm-dd, '' when none) picked from the calendar; typing is off (spec part 3 §5.3). */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helper,
  min,
  max,
  disabled,
}: Bound<T> & Labelled & { min?: string; max?: string; disabled?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField
      label={label}
      required={required}
      helper={helper}
      disabled={disabled}
      error={fieldState.error?.message}
    >
      <DatePicker
        name={field.name}
        ref={field.ref}
        onBlur={field.onBlur}
        value={typeof field.value === 'string' ? field.value : ''}
        onValueChange={field.onChange}
        min={min}
        max={max}
      />
    </FormField>
  );
}

/**
 * A moment ("yyyy-mm-ddThh:mm" in the browser's zone, '' when none): the day from the calendar, the
 * hour and minute from the selects beside it (`DateTimePicker`). `min` is the earliest it takes.
 */
export function DateTimeField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helper,
  min,
  disabled,
}: Bound<T> & Labelled & { min?: string; disabled?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField
      label={label}
      required={required}
      helper={helper}
      disabled={disabled}
      error={fieldState.error?.message}
    >
      <DateTimePicker
        label={label}
        ref={field.ref}
        onBlur={field.onBlur}
        value={typeof field.value === 'string' ? field.value : ''}
        onValueChange={field.onChange}
        min={min}
        disabled={disabled}
      />
    </FormField>
  );
}

/**
 * A native select of values; `''` stands for "not set" and shows the placeholder. A required one
 * left unset says "{label} is required" (spec part 1 §5), whatever the schema's wording.
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helper,
  placeholder,
  disabled,
  ...select
}: Bound<T> &
  Labelled &
  SelectOptions & {
    placeholder?: string;
    disabled?: boolean;
  }) {
  const { options, labels } = optionsOf(select);
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error && required && !value ? `${label} is required` : fieldState.error?.message;
  return (
    <FormField label={label} required={required} helper={helper} error={error} disabled={disabled}>
      <OptionsSelect
        options={options}
        labels={labels}
        placeholder={placeholder}
        name={field.name}
        ref={field.ref}
        onBlur={field.onBlur}
        value={value}
        onChange={(e) => field.onChange(e.target.value)}
      />
    </FormField>
  );
}

/** A group of checkboxes for a list of values (services, material types, authorities…). */
export function ChoicesField<T extends FieldValues, O extends string = string>({
  control,
  name,
  legend,
  options,
  labels,
  label,
  required,
  columns,
  maxH,
}: Bound<T> & {
  legend: string;
  options: readonly O[];
  labels?: Readonly<Record<string, string>>;
  /** How a value reads, when `labels` cannot say (a user's name from their id). */
  label?: (value: O) => ReactNode;
  required?: boolean;
  columns?: ComponentProps<typeof SimpleGrid>['columns'];
  maxH?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const error = fieldState.error?.message;
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
        {required && (
          <Text as="span" color="fg.error" aria-hidden>
            {' '}
            *
          </Text>
        )}
      </Fieldset.Legend>
      <Box maxH={maxH} overflowY={maxH ? 'auto' : undefined} mt="1">
        <SimpleGrid columns={columns ?? { base: 2, md: 4 }} gap="2">
          {options.map((o) => (
            <Checkbox.Root
              key={o}
              size="sm"
              checked={value.includes(o)}
              onCheckedChange={(d) =>
                field.onChange(d.checked ? [...value, o] : value.filter((v) => v !== o))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{label ? label(o) : (labels?.[o] ?? o)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </Box>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/** One yes/no box; its error shows under the label. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  ...root
}: Bound<T> & { label: string } & Omit<
    ComponentProps<typeof Checkbox.Root>,
    'name' | 'checked' | 'onCheckedChange'
  >) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <Checkbox.Root
      {...root}
      checked={!!field.value}
      onCheckedChange={(d) => field.onChange(!!d.checked)}
      invalid={!!error}
    >
      <Checkbox.HiddenInput name={field.name} ref={field.ref} onBlur={field.onBlur} />
      <Checkbox.Control />
      <Checkbox.Label>
        {label}
        {error && (
          <Text as="span" display="block" color="fg.error" fontSize="xs">
            {error}
          </Text>
        )}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

/** A quantity and its unit side by side (two grid cells): the number at `name`, the unit at `unitName`. */
export function MeasureField<T extends FieldValues>({
  control,
  name,
  unitName,
  label,
  unitLabel,
  step,
  units,
  unitLabels,
  required,
  currency,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  unitName: FieldPath<T>;
  label: string;
  unitLabel: string;
  step: string;
  /** A price: up to 6 fraction digits unless `step` says, and a negative turns positive. */
  currency?: boolean;
  units: readonly string[];
  unitLabels: Readonly<Record<string, string>>;
  required?: boolean;
}) {
  return (
    <>
      <NumberField
        control={control}
        name={name}
        label={label}
        required={required}
        step={step}
        currency={currency}
      />
      <SelectField control={control} name={unitName} label={unitLabel} options={units} labels={unitLabels} />
    </>
  );
}

/** The form's button at its foot, busy (and the screen locked) while the form is being sent. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  useScreenLock(busy);
  return (
    <HStack>
      <Button type="submit" loading={busy}>
        {children}
      </Button>
    </HStack>
  );
}

/** Saves an edited record's form; off until something is changed, busy while it is being sent. */
export function SaveChangesButton({
  formState,
  children,
}: {
  formState: { isSubmitting: boolean; isDirty: boolean };
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      alignSelf="flex-start"
      loading={formState.isSubmitting}
      disabled={!formState.isDirty}
    >
      {children}
    </Button>
  );
}
