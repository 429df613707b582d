/**
 * Fractional ranks: base-36 strings compared as plain strings (as DynamoDB and JavaScript both
 * compare them), so moving an item rewrites only that item. A rank never ends in "0", which
 * keeps room below every rank; adding at either end adds a character per ~35 items.
 */
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const BASE = DIGITS.length;
const RANK = /^[0-9a-z]*[1-9a-z]$/;

export function isRank(value: string): boolean {
  return RANK.test(value);
}

function digit(char: string | undefined, fallback: number): number {
  if (char === undefined) return fallback;
  const value = DIGITS.indexOf(char);
  if (value < 0) throw new Error(`Not a rank digit: ${char}`);
  return value;
}

/** A string strictly between `a` and `b` ("" is the lowest, undefined above everything). */
function midpoint(a: string, b: string | undefined): string {
  if (b !== undefined) {
    let n = 0;
    while ((a[n] ?? '0') === b[n]) n++;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const low = digit(a[0], 0);
  const high = b === undefined ? BASE : digit(b[0], BASE);
  if (high - low > 1) {
    // At either open end step by one digit rather than halving, so lists that grow at one end stay short.
    if (b === undefined) return DIGITS[low + 1]!;
    if (a === '') return DIGITS[high - 1]!;
    return DIGITS[Math.floor((low + high) / 2)]!;
  }
  // Adjacent digits: the upper one alone fits when b goes on, otherwise go one level deeper.
  if (b !== undefined && b.length > 1) return b[0]!;
  if (a === '') return DIGITS[0]! + DIGITS[BASE - 1]!;
  return DIGITS[low]! + midpoint(a.slice(1), undefined);
}

/** A rank between two neighbours; either may be absent at an end of the list. */
export function rankBetween(lower?: string, upper?: string): string {
  if (lower !== undefined && !isRank(lower)) throw new Error(`Not a rank: ${lower}`);
  if (upper !== undefined && !isRank(upper)) throw new Error(`Not a rank: ${upper}`);
  if (lower !== undefined && upper !== undefined && lower >= upper)
    throw new Error(`${lower} is not below ${upper}`);
  if (lower === undefined && upper === undefined) return 'i';
  return midpoint(lower ?? '', upper);
}
