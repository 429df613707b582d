import { describe, expect, it } from 'vitest';
import { formatCents, parseDollars } from './format';

describe('money on the finance pages', () => {
  it('writes whole cents as dollars without rounding through a float', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(7)).toBe('$0.07');
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(-1_999)).toBe('−$19.99');
    expect(formatCents(900_719_925_474_099)).toBe('$9,007,199,254,740.99');
  });

  it('reads a typed amount into exact cents from its digits', () => {
    expect(parseDollars('0.29')).toEqual({ cents: 29 });
    expect(parseDollars('1,234.5')).toEqual({ cents: 123_450 });
    expect(parseDollars('$20')).toEqual({ cents: 2_000 });
    expect(parseDollars('.07')).toEqual({ cents: 7 });
    expect(parseDollars('4.35')).toEqual({ cents: 435 });
    expect(parseDollars('1.005')).toEqual({ error: 'Amount has at most 2 decimals' });
    expect(parseDollars('')).toEqual({ error: 'Amount is required' });
    expect(parseDollars('12a')).toHaveProperty('error');
    expect(parseDollars('1,23')).toHaveProperty('error');
  });
});
