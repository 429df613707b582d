import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '@polyloop/shared/network/offer';
import type { WeightUnit } from '@polyloop/shared/conversions';
import { caught, refusedOn } from '../../lib/thrown.fixture.js';
import { checkWeight } from './weight.js';

const w = (unitValue: number, unit: WeightUnit) => ({ unitValue, unit });

describe('an offer’s weight against what the have has available', () => {
  it('accepts up to all that is available, and refuses the least bit more, on the weight field', () => {
    expect(() => checkWeight(w(1000, 'POUND'), w(1000, 'POUND'))).not.toThrow();
    expect(caught(() => checkWeight(w(1000.000001, 'POUND'), w(1000, 'POUND')))).toMatchObject(
      refusedOn('weight', OFFER_MESSAGES.weightAboveAvailable),
    );
  });

  it('compares across units: 1 t is 2204.62262… lb', () => {
    expect(() => checkWeight(w(2204.62, 'POUND'), w(1, 'METRIC_TON'))).not.toThrow();
    // 2204.623 lb = 1.000000172 t.
    expect(() => checkWeight(w(2204.623, 'POUND'), w(1, 'METRIC_TON'))).toThrow(
      OFFER_MESSAGES.weightAboveAvailable,
    );
    expect(() => checkWeight(w(1, 'SHORT_TON'), w(907.18474, 'KILOGRAM'))).not.toThrow();
    expect(() => checkWeight(w(1, 'SHORT_TON'), w(907.184, 'KILOGRAM'))).toThrow(
      OFFER_MESSAGES.weightAboveAvailable,
    );
  });

  it('never refuses all there is for the rounding of its conversion', () => {
    // 1 t to the sixth decimal of a pound, and back.
    expect(() => checkWeight(w(2204.622622, 'POUND'), w(1, 'METRIC_TON'))).not.toThrow();
    expect(() => checkWeight(w(1, 'METRIC_TON'), w(2204.622622, 'POUND'))).not.toThrow();
  });
});
