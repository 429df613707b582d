import { describe, expect, it } from 'vitest';
import {
  CONVERSION_TYPE_LABELS,
  DEFAULT_CONVERSION_TYPE,
  DEFAULT_PRICE_UNIT,
  DEFAULT_RESULT_UNIT,
  DEFAULT_WEIGHT_UNIT,
  G_PER_KG,
  INITIAL_UNIT_CONVERTER,
  J_PER_M_PER_FT_LB_PER_IN,
  J_PER_M_PER_J_PER_CM,
  KG_M3_PER_G_CM3,
  KG_PER_LB,
  KG_PER_METRIC_TON,
  KG_PER_SHORT_TON,
  LB_PER_KG,
  LB_PER_METRIC_TON,
  LB_PER_SHORT_TON,
  METRIC_TON_PER_SHORT_TON,
  MPA_PER_GPA,
  PRICE_UNIT_LABELS,
  PSI_PER_MPA,
  SHORT_TON_PER_METRIC_TON,
  WEIGHT_UNIT_LABELS,
  WEIGHT_UNITS,
  convertPrice,
  convertUnit,
  convertWeight,
  toAmount,
  totalPrice,
  unitConverterFor,
} from './conversions.js';

describe('conversion constants are the ones the spec states', () => {
  it('keeps every weight factor digit for digit', () => {
    expect(LB_PER_KG).toBe(2.20462);
    expect(LB_PER_METRIC_TON).toBe(2204.62262184);
    expect(LB_PER_SHORT_TON).toBe(2000);
    expect(KG_PER_LB).toBe(0.4535923703803783);
    expect(KG_PER_METRIC_TON).toBe(1000);
    expect(KG_PER_SHORT_TON).toBe(907.1847407607567);
    expect(METRIC_TON_PER_SHORT_TON).toBe(0.9071847);
    expect(SHORT_TON_PER_METRIC_TON).toBe(1.10231131);
    expect(G_PER_KG).toBe(1000);
  });

  it('keeps the izod, strength and density factors', () => {
    expect(J_PER_M_PER_FT_LB_PER_IN).toBe(53.3787);
    expect(J_PER_M_PER_J_PER_CM).toBe(100);
    expect(PSI_PER_MPA).toBe(145.038);
    expect(MPA_PER_GPA).toBe(1000);
    expect(KG_M3_PER_G_CM3).toBe(1000);
  });

  it('labels weight and price units as the screens show them', () => {
    expect(WEIGHT_UNITS).toEqual(['POUND', 'KILOGRAM', 'METRIC_TON', 'SHORT_TON', 'GRAM']);
    expect(WEIGHT_UNIT_LABELS).toEqual({ POUND: 'lbs', KILOGRAM: 'kgs', METRIC_TON: 'MT', SHORT_TON: 'ST', GRAM: 'g' });
    expect(PRICE_UNIT_LABELS).toEqual({
      POUND: 'per lb',
      KILOGRAM: 'per kg',
      METRIC_TON: 'per MT',
      SHORT_TON: 'per ST',
    });
    expect(Object.keys(CONVERSION_TYPE_LABELS)).toEqual(['WEIGHT', 'IZOD', 'STRENGTH', 'DENSITY']);
  });
});

describe('convertWeight', () => {
  it('uses the stated factor for each stated pair', () => {
    expect(convertWeight(1, 'KILOGRAM', 'POUND')).toBe(2.20462);
    expect(convertWeight(1, 'METRIC_TON', 'POUND')).toBe(2204.62262184);
    expect(convertWeight(1, 'SHORT_TON', 'POUND')).toBe(2000);
    expect(convertWeight(1, 'POUND', 'KILOGRAM')).toBe(0.4535923703803783);
    expect(convertWeight(1, 'METRIC_TON', 'KILOGRAM')).toBe(1000);
    expect(convertWeight(1, 'SHORT_TON', 'KILOGRAM')).toBe(907.1847407607567);
    expect(convertWeight(1, 'SHORT_TON', 'METRIC_TON')).toBe(0.9071847);
    expect(convertWeight(1, 'METRIC_TON', 'SHORT_TON')).toBe(1.10231131);
  });

  it('converts grams through kilograms', () => {
    expect(convertWeight(2500, 'GRAM', 'KILOGRAM')).toBe(2.5);
    expect(convertWeight(1, 'POUND', 'GRAM')).toBeCloseTo(453.5923703803783, 9);
  });

  it('round-trips every pair within 2 ppm (the stated lb/kg factors are not exact inverses)', () => {
    for (const from of WEIGHT_UNITS) {
      for (const to of WEIGHT_UNITS) {
        const back = convertWeight(convertWeight(123.45, from, to), to, from);
        expect(Math.abs(back / 123.45 - 1)).toBeLessThan(2e-6);
      }
    }
  });
});

describe('convertUnit', () => {
  it('converts izod, strength and density with the stated factors', () => {
    expect(convertUnit('IZOD', 1, 'FT-LB/IN', 'J/M')).toBe(53.3787);
    expect(convertUnit('IZOD', 1, 'J/CM', 'J/M')).toBe(100);
    expect(convertUnit('IZOD', 53.3787, 'J/M', 'FT-LB/IN')).toBe(1);
    expect(convertUnit('STRENGTH', 1, 'MPa', 'PSI')).toBe(145.038);
    expect(convertUnit('STRENGTH', 1, 'GPa', 'MPa')).toBe(1000);
    expect(convertUnit('STRENGTH', 1, 'GPa', 'PSI')).toBe(145038);
    expect(convertUnit('DENSITY', 1, 'G/CM3', 'KG/M3')).toBe(1000);
    expect(convertUnit('WEIGHT', 1, 'KILOGRAM', 'POUND')).toBe(2.20462);
  });

  it('round-trips izod through J/cm', () => {
    expect(convertUnit('IZOD', convertUnit('IZOD', 2, 'FT-LB/IN', 'J/CM'), 'J/CM', 'FT-LB/IN')).toBeCloseTo(2, 12);
  });
});

describe('prices', () => {
  it('re-expresses a price per another unit', () => {
    expect(convertPrice(1, 'POUND', 'KILOGRAM')).toBe(2.20462);
    expect(convertPrice(1, 'POUND', 'SHORT_TON')).toBe(2000);
    expect(convertPrice(1000, 'METRIC_TON', 'KILOGRAM')).toBe(1);
  });

  it('totals a weight at a unit price', () => {
    expect(totalPrice(0.5, 'POUND', 2, 'SHORT_TON')).toBe(2000);
    expect(totalPrice(2, 'KILOGRAM', 1, 'METRIC_TON')).toBe(2000);
  });
});

describe('converter defaults', () => {
  it('starts on weight, pound to kilogram, with price per pound shown per kilogram', () => {
    expect(DEFAULT_CONVERSION_TYPE).toBe('WEIGHT');
    expect(DEFAULT_WEIGHT_UNIT).toBe('POUND');
    expect(DEFAULT_PRICE_UNIT).toBe('POUND');
    expect(DEFAULT_RESULT_UNIT).toBe('KILOGRAM');
    expect(INITIAL_UNIT_CONVERTER).toEqual({
      type: 'WEIGHT',
      from: 'POUND',
      to: 'KILOGRAM',
      value1: 1,
      value2: 0.4535923703803783,
    });
  });

  it('resets value1 to 1 and converts value2 when the type changes', () => {
    expect(unitConverterFor('STRENGTH')).toEqual({ type: 'STRENGTH', from: 'PSI', to: 'MPa', value1: 1, value2: 1 / 145.038 });
    expect(unitConverterFor('DENSITY').value2).toBe(1000);
  });

  it('counts an empty price as 0', () => {
    expect(toAmount('')).toBe(0);
    expect(toAmount('  ')).toBe(0);
    expect(toAmount(undefined)).toBe(0);
    expect(toAmount('12.5')).toBe(12.5);
    expect(totalPrice(toAmount(''), 'POUND', 100, 'POUND')).toBe(0);
  });
});
