import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('writes dollars to the cent with thousands separators', () => {
    expect(formatMoney(13600)).toBe('$13,600.00');
    expect(formatMoney(0.5)).toBe('$0.50');
  });

  it('puts the minus sign before the dollar sign of a loss', () => {
    expect(formatMoney(-13600)).toBe('−$13,600.00');
    expect(formatMoney(-0.05)).toBe('−$0.05');
  });

  it('never writes a negative zero', () => {
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });
});
