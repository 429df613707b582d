/**
 * Whole cents written as dollars, exactly: the integer is split into dollars and cents by integer
 * arithmetic (never divided into a float), so 1e15 cents prints every digit it has.
 */
export function centsText(cents: number, options: { grouped?: boolean } = {}): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.trunc(abs / 100));
  const part = String(abs % 100).padStart(2, '0');
  const dollars = options.grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  return `${sign}${dollars}.${part}`;
}

/** "$1,234.56", "-$12.00": an amount as a document shows it. */
export const usd = (cents: number) => {
  const text = centsText(cents, { grouped: true });
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
};
