/**
 * Exact arithmetic over the decimals the API carries, for money and weights (issue 24).
 *
 * A JSON number means the decimal it prints as: JavaScript's shortest round-trip string, so
 * `1.005` is 1005/1000 and not the binary double just below it. `exactOf` reads a number that
 * way; products and quotients stay exact fractions of BigInts; `roundTo` (in `conversions.ts`,
 * where the one rounding rule is written down) turns a fraction back into a number once, at the
 * end. Browser-safe: BigInt only.
 */

/** A fraction `n / d`, `d` always positive. */
export interface Exact {
  readonly n: bigint;
  readonly d: bigint;
}

const TEN = 10n;
const pow10 = (k: number): bigint => TEN ** BigInt(k);

/** The shortest round-trip string, e.g. `-1.5e-7`, split into its digits and a power of ten. */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/** The exact decimal a finite number prints as; anything else is a programming error. */
export function exactOf(x: number): Exact {
  if (!Number.isFinite(x)) throw new RangeError(`Not a finite number: ${x}`);
  const m = DECIMAL.exec(String(x));
  if (!m) throw new RangeError(`Unreadable number: ${x}`);
  const [, sign, whole, fraction = '', exponent = '0'] = m;
  const digits = BigInt(`${sign}${whole}${fraction}`);
  const scale = Number(exponent) - fraction.length;
  return scale >= 0 ? { n: digits * pow10(scale), d: 1n } : { n: digits, d: pow10(-scale) };
}

/** An integer, or a fraction of two integers, made exact. */
export const exact = (n: bigint | number, d: bigint | number = 1n): Exact => {
  const num = BigInt(n);
  const den = BigInt(d);
  if (den === 0n) throw new RangeError('Division by zero');
  return den < 0n ? { n: -num, d: -den } : { n: num, d: den };
};

export const times = (...factors: Exact[]): Exact =>
  factors.reduce((a, b) => ({ n: a.n * b.n, d: a.d * b.d }), { n: 1n, d: 1n });

export const over = (a: Exact, b: Exact): Exact => exact(a.n * b.d, a.d * b.n);

export const plus = (...terms: Exact[]): Exact =>
  terms.reduce((a, b) => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d }), { n: 0n, d: 1n });

export const minus = (a: Exact, b: Exact): Exact => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export const compare = (a: Exact, b: Exact): number => {
  const diff = a.n * b.d - b.n * a.d;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
};

/**
 * The number a whole count of `10^-decimals` is: `scaledNumber(101n, 2)` is 1.01. Read from its
 * decimal string, so it is the double nearest the decimal (the decimal itself whenever it has at
 * most 15 significant digits).
 */
export const scaledNumber = (scaled: bigint, decimals: number): number =>
  scaled === 0n ? 0 : Number(`${scaled}e-${decimals}`);
