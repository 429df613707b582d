import { Button, Wrap, type WrapProps } from '@chakra-ui/react';

/**
 * Values picked by pressing them, each a pill that shows whether it is on (a company's materials,
 * the services it offers). Pressing a pill adds its value to the list or takes it out.
 */
export function TogglePills<V extends string>({
  options,
  label,
  value,
  onChange,
  size,
  ...wrap
}: Omit<WrapProps, 'onChange'> & {
  options: readonly V[];
  label: (v: V) => string;
  value: readonly V[];
  onChange: (v: V[]) => void;
  size: 'xs' | 'sm';
}) {
  const selected = new Set(value);
  return (
    <Wrap gap="2" {...wrap}>
      {options.map((option) => {
        const on = selected.has(option);
        return (
          <Button
            key={option}
            size={size}
            borderRadius="full"
            variant={on ? 'solid' : 'outline'}
            aria-pressed={on}
            onClick={() => onChange(on ? value.filter((v) => v !== option) : [...value, option])}
          >
            {label(option)}
          </Button>
        );
      })}
    </Wrap>
  );
}
