import type { ComponentProps } from 'react';
import { NativeSelect } from '@chakra-ui/react';

/** Values for a picker with how each reads: ids, and "Name (identifier)" or "Mill yard, Chicago, IL". */
export interface Choices {
  ids: readonly string[];
  labels: Readonly<Record<string, string>>;
}

/**
 * What a select offers: its `options` with their `labels`, or `choices` that carry both (the
 * pickers' hooks answer those).
 */
export type SelectOptions =
  | { options: readonly string[]; labels?: Readonly<Record<string, string>>; choices?: never }
  | { choices: Choices; options?: never; labels?: never };

/** The values and labels of either form of `SelectOptions`. */
export function optionsOf(select: SelectOptions): {
  options: readonly string[];
  labels?: Readonly<Record<string, string>>;
} {
  return select.choices ? { options: select.choices.ids, labels: select.choices.labels } : select;
}

/** A native select of values with their labels; `placeholder` is the option for `''` (none, or all). */
export function OptionsSelect({
  options,
  labels,
  placeholder,
  size,
  ...field
}: {
  options: readonly string[];
  labels?: Readonly<Record<string, string>>;
  placeholder?: string;
  size?: 'sm' | 'md';
} & Omit<ComponentProps<typeof NativeSelect.Field>, 'children'>) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field {...field}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {labels?.[o] ?? o}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
