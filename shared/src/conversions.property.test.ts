import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  centsOf,
  convertPrice,
  convertWeight,
  feeCents,
  lineValueCents,
  PRICE_DECIMALS,
  PRICE_UNITS,
  WEIGHT_DECIMALS,
  WEIGHT_UNITS,
  type PriceUnit,
  type WeightUnit,
} from './conversions.js';

/*
 * The conversions and the money functions against a reference written here on its own: fractions
 * of BigInts built from the digits the generators draw (not from `exact.ts`), and the rule (half
 * away from zero) as floor(|x| + 1/2) with the sign put back. Generated decimals have at most 15
 * significant digits, so the number a generator hands over prints as exactly the decimal drawn.
 */

interface Fraction {
  n: bigint;
  d: bigint;
}
const TEN = 10n;

/** The exact definitions, per unit: milligrams in one unit as a fraction (1 lb = 453.59237 g). */
const MG_IN: Record<WeightUnit, Fraction> = {
  GRAM: { n: 1000n, d: 1n },
  KILOGRAM: { n: 1_000_000n, d: 1n },
  METRIC_TON: { n: 1_000_000_000n, d: 1n },
  POUND: { n: 45_359_237n, d: 100n },
  SHORT_TON: { n: 45_359_237n * 2000n, d: 100n },
};

/** The rule: half away from zero, to a whole count of 10^-decimals. */
function rule(x: Fraction, decimals: number): bigint {
  const scaled = (x.n < 0n ? -x.n : x.n) * TEN ** BigInt(decimals);
  const magnitude = (2n * scaled + x.d) / (2n * x.d);
  return x.n < 0n ? -magnitude : magnitude;
}
const asNumber = (scaled: bigint, decimals: number) => (scaled === 0n ? 0 : Number(`${scaled}e-${decimals}`));

/** A decimal with at most `maxDecimals` places and a magnitude below 10^digits of its last place. */
const decimal = (maxDecimals: number, digits = 12, signed = false) =>
  fc
    .record({
      n: fc.bigInt({ min: signed ? -(TEN ** BigInt(digits)) + 1n : 1n, max: TEN ** BigInt(digits) - 1n }),
      places: fc.integer({ min: 0, max: maxDecimals }),
    })
    .map(({ n, places }) => ({ value: asNumber(n, places), exact: { n, d: TEN ** BigInt(places) } }));

const weightUnit = fc.constantFrom(...WEIGHT_UNITS);
const priceUnit = fc.constantFrom(...PRICE_UNITS);

/** `x` (in `from`) in `to`: times the mass of one `from`, over the mass of one `to`. */
const weightIn = (x: Fraction, from: WeightUnit, to: WeightUnit): Fraction => ({
  n: x.n * MG_IN[from].n * MG_IN[to].d,
  d: x.d * MG_IN[from].d * MG_IN[to].n,
});
/** A price per `from` per `to`: a price per unit of mass scales inversely. */
const priceIn = (x: Fraction, from: PriceUnit, to: PriceUnit): Fraction => weightIn(x, to, from);

/** How much mass the last digit of a unit's precision is, in milligrams (a fraction). */
const weightQuantum = (unit: WeightUnit): Fraction => ({
  n: MG_IN[unit].n,
  d: MG_IN[unit].d * TEN ** BigInt(WEIGHT_DECIMALS[unit]),
});
/** How many dollars per milligram the last digit of a price per unit is. */
const priceQuantum = (unit: PriceUnit): Fraction => ({
  n: MG_IN[unit].d,
  d: MG_IN[unit].n * TEN ** BigInt(PRICE_DECIMALS),
});
const atMost = (a: Fraction, b: Fraction) => a.n * b.d <= b.n * a.d;
/** Every ordered pair of different units whose way through (the second) is at least as fine as the first. */
const finerPairs = <U extends string>(units: readonly U[], quantum: (unit: U) => Fraction) =>
  units.flatMap((a) =>
    units.filter((b) => b !== a && atMost(quantum(b), quantum(a))).map((b) => [a, b] as const),
  );
/** The pairs as `A>B`, sorted. */
const named = (pairs: readonly (readonly [string, string])[]) => pairs.map(([a, b]) => `${a}>${b}`).sort();

/**
 * Largest whole count of `from`'s last digit whose image in `to` keeps 15 significant digits, so
 * both values are exactly the decimals they stand for and nothing but the rule is tested.
 */
function boundFor(from: Fraction, to: Fraction, decimalsFrom: number, decimalsTo: number): bigint {
  // |n| * 10^-decimalsFrom * (from / to) * 10^decimalsTo < 10^15
  const limit =
    (TEN ** 15n * to.n * from.d * TEN ** BigInt(decimalsFrom)) / (from.n * to.d * TEN ** BigInt(decimalsTo));
  const cap = TEN ** 15n - 1n;
  return limit < cap ? limit : cap;
}

describe('every weight unit pair, against exact rational arithmetic', () => {
  it('converts to the exact value rounded by the rule to the target unit’s precision', () => {
    fc.assert(
      fc.property(decimal(12), weightUnit, weightUnit, (v, from, to) => {
        fc.pre(from !== to);
        const expected = asNumber(
          rule(weightIn(v.exact, from, to), WEIGHT_DECIMALS[to]),
          WEIGHT_DECIMALS[to],
        );
        expect(convertWeight(v.value, from, to)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a weight in its own unit back as it is', () => {
    fc.assert(
      fc.property(decimal(12), weightUnit, (v, unit) => {
        expect(convertWeight(v.value, unit, unit)).toBe(v.value);
      }),
    );
  });

  /*
   * A→B→A returns the value exactly when B's last digit is no more mass than A's: going to B errs
   * by at most half of B's last digit, which is then at most half of A's, and coming back rounds
   * to A's last digit again. Where the two last digits are the same mass (gram, kilogram and
   * metric ton are each kept to the milligram) the factor is a power of ten and nothing is
   * rounded at all. In milligrams the last digits are: g, kg, t 1; lb 0.45359237; short ton
   * 0.90718474. So the pairs are: g, kg and t to any other unit and back (12 pairs), and short
   * ton to pound and back; pound to anything else and short ton to g, kg or t do NOT round-trip
   * (1e-6 lb is 0.45 mg, which the kilogram's last digit cannot hold).
   */
  const weightPairs = finerPairs(WEIGHT_UNITS, weightQuantum);

  it('round-trips exactly the 13 pairs whose way through is at least as fine', () => {
    expect(named(weightPairs)).toEqual(
      [
        'GRAM>KILOGRAM',
        'GRAM>METRIC_TON',
        'GRAM>POUND',
        'GRAM>SHORT_TON',
        'KILOGRAM>GRAM',
        'KILOGRAM>METRIC_TON',
        'KILOGRAM>POUND',
        'KILOGRAM>SHORT_TON',
        'METRIC_TON>GRAM',
        'METRIC_TON>KILOGRAM',
        'METRIC_TON>POUND',
        'METRIC_TON>SHORT_TON',
        'SHORT_TON>POUND',
      ].sort(),
    );
    for (const [a, b] of weightPairs) {
      const max = boundFor(MG_IN[a], MG_IN[b], WEIGHT_DECIMALS[a], WEIGHT_DECIMALS[b]);
      fc.assert(
        fc.property(fc.bigInt({ min: -max, max }), (n) => {
          const value = asNumber(n, WEIGHT_DECIMALS[a]);
          expect(convertWeight(convertWeight(value, a, b), b, a)).toBe(value);
        }),
        { numRuns: 500 },
      );
    }
  });

  it('does not promise a round trip through a coarser unit: a millionth of a pound is no milligram', () => {
    expect(convertWeight(0.000001, 'POUND', 'KILOGRAM')).toBe(0);
  });
});

describe('every price unit pair, against exact rational arithmetic', () => {
  it('converts to the exact price rounded by the rule to the micro-dollar', () => {
    fc.assert(
      fc.property(decimal(9), priceUnit, priceUnit, (p, from, to) => {
        fc.pre(from !== to);
        expect(convertPrice(p.value, from, to)).toBe(
          asNumber(rule(priceIn(p.exact, from, to), PRICE_DECIMALS), PRICE_DECIMALS),
        );
      }),
      { numRuns: 2000 },
    );
  });

  /*
   * The same argument with the price's last digit in dollars per milligram: a micro-dollar per
   * metric ton is the finest, then per short ton, per kilogram and per pound. So a price per pound
   * round-trips through kg, MT and ST; per kg through MT and ST; per ST through MT; per MT
   * through none (a micro-dollar per MT is less than a micro-dollar per anything else).
   */
  const pricePairs = finerPairs(PRICE_UNITS, priceQuantum);

  it('round-trips exactly the 6 pairs whose way through is at least as fine', () => {
    expect(named(pricePairs)).toEqual(
      [
        'KILOGRAM>METRIC_TON',
        'KILOGRAM>SHORT_TON',
        'POUND>KILOGRAM',
        'POUND>METRIC_TON',
        'POUND>SHORT_TON',
        'SHORT_TON>METRIC_TON',
      ].sort(),
    );
    for (const [a, b] of pricePairs) {
      const max = boundFor(MG_IN[b], MG_IN[a], PRICE_DECIMALS, PRICE_DECIMALS);
      fc.assert(
        fc.property(fc.bigInt({ min: 1n, max }), (n) => {
          const price = asNumber(n, PRICE_DECIMALS);
          expect(convertPrice(convertPrice(price, a, b), b, a)).toBe(price);
        }),
        { numRuns: 500 },
      );
    }
  });
});

describe('money, against exact rational arithmetic', () => {
  it('values a weight at a price exactly and rounds once to the cent', () => {
    fc.assert(
      fc.property(decimal(6), priceUnit, decimal(9), weightUnit, (p, pUnit, w, wUnit) => {
        const exact = weightIn({ n: p.exact.n * w.exact.n, d: p.exact.d * w.exact.d }, wUnit, pUnit);
        expect(lineValueCents({ unitValue: p.value, unit: pUnit }, { unitValue: w.value, unit: wUnit })).toBe(
          Number(rule(exact, 2)),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('takes a percentage fee of whole cents exactly and rounds once to the cent', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(TEN ** 14n), max: TEN ** 14n }), decimal(4, 6), (cents, rate) => {
        const exact = { n: cents * rate.exact.n, d: rate.exact.d * 100n };
        expect(feeCents(Number(cents), rate.value)).toBe(Number(rule(exact, 0)));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads dollars as the decimal they print as', () => {
    fc.assert(
      fc.property(decimal(8, 13, true), (d) => {
        expect(centsOf(d.value)).toBe(Number(rule(d.exact, 2)));
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds the classic cases by the rule, where floating point does not', () => {
    expect(1.005 * 100).toBeLessThan(100.5); // why rounding 1.005 in floating point gave 1.00 (issue 24)
    expect(centsOf(1.005)).toBe(101);
    expect(centsOf(-1.005)).toBe(-101);
    expect(centsOf(1.015)).toBe(102);
    expect(centsOf(0.1 + 0.2)).toBe(30);
    expect(centsOf(0.1) + centsOf(0.2)).toBe(centsOf(0.3));
    expect(lineValueCents({ unitValue: 1.005, unit: 'POUND' }, { unitValue: 1, unit: 'POUND' })).toBe(101);
    expect(lineValueCents({ unitValue: 0.1, unit: 'POUND' }, { unitValue: 3, unit: 'POUND' })).toBe(30);
    expect(feeCents(1005, 10)).toBe(101);
    expect(feeCents(100, 2.5)).toBe(3);
    expect(feeCents(-100, 2.5)).toBe(-3);
    expect(feeCents(33_335, 3)).toBe(1000);
  });

  it('refuses a fee of anything but whole cents', () => {
    expect(() => feeCents(10.05, 3)).toThrow(RangeError);
  });
});
