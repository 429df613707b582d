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
  LB_PER_SHORT_TON,
  MPA_PER_GPA,
  PRICE_UNIT_LABELS,
  PSI_PER_MPA,
  WEIGHT_UNIT_LABELS,
  WEIGHT_UNITS,
  convertPrice,
  convertUnit,
  convertWeight,
  dollarsOf,
  roundDecimal,
  roundWeight,
  sumWeight,
  toAmount,
  totalPrice,
  unitConverterFor,
  unitPriceOf,
} from './conversions.js';

describe('conversion constants', () => {
  it('are the exact definitions (issue 24), not the spec’s rounded table', () => {
    expect(KG_PER_LB).toBe(0.45359237);
    expect(LB_PER_SHORT_TON).toBe(2000);
    expect(KG_PER_METRIC_TON).toBe(1000);
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
    expect(WEIGHT_UNIT_LABELS).toEqual({
      POUND: 'lbs',
      KILOGRAM: 'kgs',
      METRIC_TON: 'MT',
      SHORT_TON: 'ST',
      GRAM: 'g',
    });
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
  it('gives the exact factors, rounded by the rule to the target unit’s precision', () => {
    expect(convertWeight(1, 'POUND', 'KILOGRAM')).toBe(0.453592);
    expect(convertWeight(1, 'KILOGRAM', 'POUND')).toBe(2.204623);
    expect(convertWeight(1, 'METRIC_TON', 'POUND')).toBe(2204.622622);
    expect(convertWeight(1, 'SHORT_TON', 'POUND')).toBe(2000);
    expect(convertWeight(1, 'METRIC_TON', 'KILOGRAM')).toBe(1000);
    expect(convertWeight(1, 'SHORT_TON', 'KILOGRAM')).toBe(907.18474);
    expect(convertWeight(1, 'SHORT_TON', 'METRIC_TON')).toBe(0.90718474);
    expect(convertWeight(1, 'METRIC_TON', 'SHORT_TON')).toBe(1.102311311);
    expect(convertWeight(1, 'POUND', 'GRAM')).toBe(453.592);
  });

  it('keeps a gram in metric tons and a million metric tons in grams', () => {
    expect(convertWeight(1, 'GRAM', 'METRIC_TON')).toBe(0.000001);
    expect(convertWeight(1, 'GRAM', 'SHORT_TON')).toBe(0.000001102);
    expect(convertWeight(1_000_000, 'METRIC_TON', 'GRAM')).toBe(1e12);
    expect(convertWeight(2500, 'GRAM', 'KILOGRAM')).toBe(2.5);
  });

  it('adds and rounds weights of one unit exactly', () => {
    expect(sumWeight('POUND', 0.1, 0.2)).toBe(0.3);
    expect(sumWeight('METRIC_TON', 1, -0.000000001)).toBe(0.999999999);
    expect(roundWeight(333.3333333, 'POUND')).toBe(333.333333);
    expect(roundWeight(Number.MAX_SAFE_INTEGER, 'GRAM')).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('a figure that is neither money nor weight', () => {
  it('rounds by the same rule from the decimal it prints as', () => {
    expect(roundDecimal(9.072, 2)).toBe(9.07);
    expect(roundDecimal(1.005, 2)).toBe(1.01);
    expect(roundDecimal(569.9999999999999, 1)).toBe(570);
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
    expect(convertUnit('WEIGHT', 1, 'KILOGRAM', 'POUND')).toBe(2.204623);
  });

  it('round-trips izod through J/cm', () => {
    expect(convertUnit('IZOD', convertUnit('IZOD', 2, 'FT-LB/IN', 'J/CM'), 'J/CM', 'FT-LB/IN')).toBeCloseTo(
      2,
      12,
    );
  });
});

describe('prices', () => {
  it('re-expresses a price per another unit, to the micro-dollar', () => {
    expect(convertPrice(1, 'POUND', 'KILOGRAM')).toBe(2.204623);
    expect(convertPrice(1, 'POUND', 'SHORT_TON')).toBe(2000);
    expect(convertPrice(1000, 'METRIC_TON', 'KILOGRAM')).toBe(1);
    expect(convertPrice(0.42, 'POUND', 'METRIC_TON')).toBe(925.941501);
  });

  it('totals a weight at a unit price, to the cent', () => {
    expect(totalPrice(0.5, 'POUND', 2, 'SHORT_TON')).toBe(2000);
    expect(totalPrice(2, 'KILOGRAM', 1, 'METRIC_TON')).toBe(2000);
    expect(totalPrice(0.42, 'POUND', 20, 'METRIC_TON')).toBe(18518.83);
    expect(dollarsOf(1_851_883)).toBe(18518.83);
  });

  it('prices a unit of a weight from what it cost in cents, to the micro-dollar', () => {
    expect(unitPriceOf(24_257, { unitValue: 900, unit: 'POUND' }, 'POUND')).toBe(0.269522);
    expect(unitPriceOf(100, { unitValue: 1000, unit: 'GRAM' }, 'KILOGRAM')).toBe(1);
    expect(unitPriceOf(100, { unitValue: 0, unit: 'POUND' }, 'POUND')).toBe(0);
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
      value2: 0.453592,
    });
  });

  it('resets value1 to 1 and converts value2 when the type changes', () => {
    expect(unitConverterFor('STRENGTH')).toEqual({
      type: 'STRENGTH',
      from: 'PSI',
      to: 'MPa',
      value1: 1,
      value2: 0.006895,
    });
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
