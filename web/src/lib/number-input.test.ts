import { describe, expect, it } from 'vitest';
import { isPartialNumber, roundText, settleNumber } from './number-input';

describe('a number field when it is left', () => {
  it('keeps no value as no value', () => {
    expect(settleNumber('')).toBe('');
    expect(settleNumber('   ')).toBe('');
  });

  it('clamps to its minimum and maximum', () => {
    expect(settleNumber('140', { min: 0, max: 100 })).toBe('100');
    expect(settleNumber('-3', { min: 0, max: 100 })).toBe('0');
    expect(settleNumber('0', { min: 1, max: 36, decimals: 0 })).toBe('1');
    expect(settleNumber('55.5', { min: 0, max: 100 })).toBe('55.5');
  });

  it('keeps four fraction digits by default and six for currency', () => {
    expect(settleNumber('1.234567')).toBe('1.2346');
    expect(settleNumber('1.234567', { currency: true })).toBe('1.234567');
    expect(settleNumber('1.2345678', { currency: true })).toBe('1.234568');
  });

  it('rounds to its decimals as text, half away from zero, without float surprises', () => {
    expect(settleNumber('1.005', { decimals: 2 })).toBe('1.01');
    expect(settleNumber('0.285', { decimals: 2 })).toBe('0.29');
    expect(settleNumber('2.675', { decimals: 2 })).toBe('2.68');
    expect(settleNumber('9.999', { decimals: 2 })).toBe('10');
    expect(settleNumber('99.5', { decimals: 0 })).toBe('100');
    expect(settleNumber('-1.005', { decimals: 2 })).toBe('-1.01');
    expect(settleNumber('12.3', { decimals: 0 })).toBe('12');
    expect(roundText('0.1', 2)).toBe('0.1');
    expect(roundText('007.50', 2)).toBe('7.5');
  });

  it('rounds before it clamps, so the limit itself is kept at its decimals', () => {
    expect(settleNumber('100.004', { max: 100, decimals: 2 })).toBe('100');
    expect(settleNumber('100.006', { max: 100, decimals: 2 })).toBe('100');
    expect(settleNumber('0.333333', { min: 0, max: 1, decimals: 2 })).toBe('0.33');
  });

  it('turns a lone minus into 0 when the minimum is 0 or more, else into no value', () => {
    expect(settleNumber('-', { min: 0 })).toBe('0');
    expect(settleNumber('-', { min: 5 })).toBe('0');
    expect(settleNumber('-')).toBe('');
  });

  it('flips a negative amount of money to positive when the minimum is 0', () => {
    expect(settleNumber('-12.5', { currency: true, min: 0 })).toBe('12.5');
    expect(settleNumber('-12.5', { currency: true })).toBe('-12.5');
    expect(settleNumber('-12.5', { min: 0 })).toBe('0');
  });

  it('reads thousands separators and exponents, and leaves words for validation to name', () => {
    expect(settleNumber('1,250.5')).toBe('1250.5');
    expect(settleNumber('1e3')).toBe('1000');
    expect(settleNumber('abc')).toBe('abc');
    expect(settleNumber('-0', { decimals: 2 })).toBe('0');
  });

  it('lets through what is on its way to a number while typing', () => {
    expect(isPartialNumber('-')).toBe(true);
    expect(isPartialNumber('12.')).toBe(true);
    expect(isPartialNumber('.5')).toBe(true);
    expect(isPartialNumber('1a')).toBe(false);
  });
});
