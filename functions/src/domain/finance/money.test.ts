import { describe, expect, it } from 'vitest';
import { centsText, usd } from './money.js';

describe('centsText', () => {
  it('writes whole cents as dollars with two decimals, exactly', () => {
    expect(centsText(0)).toBe('0.00');
    expect(centsText(5)).toBe('0.05');
    expect(centsText(123456)).toBe('1234.56');
    expect(centsText(-1999)).toBe('-19.99');
    expect(centsText(-5)).toBe('-0.05');
    expect(centsText(1e15 + 1)).toBe('10000000000000.01');
    expect(centsText(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });
  it('groups thousands when asked', () => {
    expect(centsText(123456789, { grouped: true })).toBe('1,234,567.89');
    expect(usd(123456789)).toBe('$1,234,567.89');
    expect(usd(-100)).toBe('-$1.00');
  });
  it('refuses what is not a whole number of cents', () => {
    expect(() => centsText(1.5)).toThrow(RangeError);
    expect(() => centsText(Number.NaN)).toThrow(RangeError);
  });
});
