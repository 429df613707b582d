import { forwardRef, useRef, type ComponentProps, type FocusEvent } from 'react';
import { Input } from '@chakra-ui/react';
import { decimalsOf, isPartialNumber, settleNumber, type NumberRules } from '../../lib/number-input';

export type NumberInputProps = NumberRules &
  Omit<ComponentProps<typeof Input>, 'type' | 'value' | 'onChange' | 'min' | 'max' | 'step'> & {
    /** The number as text, '' for none: what the form holds. */
    value: string;
    onValueChange: (value: string) => void;
  };

/** The step a form field names (`'1'`, `'0.01'`, `'any'`) as the fraction digits it keeps. */
export function decimalsOfStep(step: string | undefined): number | undefined {
  if (!step || step === 'any') return undefined;
  const [, fraction = ''] = step.split('.');
  return fraction.length;
}

/**
 * The app's number input (spec part 3 §5.3): a spin button that takes digits, a point and a minus
 * while typing, and when left settles on its rules (clamped to min and max, rounded to its
 * decimals, a lone minus 0, a negative amount of money flipped); Enter does not submit from it.
 * The value stays text, so the form's own conversions (dollars to cents…) read it as before.
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { value, onValueChange, onBlur, onKeyDown, min, max, decimals, currency, ...input },
  ref,
) {
  const rules = { min, max, decimals, currency };
  // Only what the person typed is settled: a value the app put there (a conversion) stays as shown.
  const typed = useRef(false);
  const now = value.trim() === '' ? undefined : Number(value);
  return (
    <Input
      ref={ref}
      {...input}
      type="text"
      role="spinbutton"
      inputMode={decimalsOf(rules) === 0 && (min ?? -1) >= 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={now !== undefined && Number.isFinite(now) ? now : undefined}
      value={value}
      onChange={(e) => {
        const next = e.target.value;
        if (next !== '' && !isPartialNumber(next.replace(/,/g, ''))) return;
        typed.current = true;
        onValueChange(next);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.preventDefault();
        onKeyDown?.(e);
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        // What the box holds now: the value given back may still be catching up (a page that keeps
        // it in the address).
        const shownNow = e.currentTarget.value;
        const settled = typed.current && !input.readOnly ? settleNumber(shownNow, rules) : shownNow;
        typed.current = false;
        if (settled !== shownNow) onValueChange(settled);
        onBlur?.(e);
      }}
    />
  );
});
