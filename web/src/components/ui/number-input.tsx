import { forwardRef, useState, type ComponentProps, type FocusEvent } from 'react';
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
 * decimals, a lone minus 0, a negative amount of money flipped), and so when Enter is pressed, which
 * does not submit from it.
 * The value stays text, so the form's own conversions (dollars to cents…) read it as before.
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { value, onValueChange, onBlur, onKeyDown, min, max, decimals, currency, ...input },
  ref,
) {
  const rules = { min, max, decimals, currency };
  // What the person is typing, shown until the box is left: the value given back may lag behind
  // (a page that keeps it in the address), and a controlled box would otherwise show the lagging
  // value. Only what the person typed is settled: a value the app put there (a conversion) stays.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? value;
  const now = shown.trim() === '' ? undefined : Number(shown);
  /** Left, or Enter pressed: what the person typed settles on the rules. */
  const settle = () => {
    const settled = draft !== null && !input.readOnly ? settleNumber(shown, rules) : shown;
    setDraft(null);
    if (settled !== shown) onValueChange(settled);
  };
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
      value={shown}
      onChange={(e) => {
        const next = e.target.value;
        if (next !== '' && !isPartialNumber(next.replace(/,/g, ''))) return;
        setDraft(next);
        onValueChange(next);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          settle();
        }
        onKeyDown?.(e);
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        settle();
        onBlur?.(e);
      }}
    />
  );
});
