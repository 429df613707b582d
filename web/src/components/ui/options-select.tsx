import type { ComponentProps } from 'react';
import { NativeSelect } from '@chakra-ui/react';

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
