import { convertWeight } from '@polyloop/shared/conversions';
import { OFFER_MESSAGES } from '@polyloop/shared/network/offer';
import type { Weight } from '@polyloop/shared/supply/listing';
import { fieldError } from '../../lib/errors.js';

/** Rounding in unit conversion never refuses a weight that is all there is. */
const EPSILON = 1e-9;

/**
 * An offer's (or a public offer's) weight may not exceed what the have (or the listing) has
 * available (part 2 §5).
 */
export function checkWeight(weight: Weight, available: Weight): void {
  if (convertWeight(weight.unitValue, weight.unit, available.unit) > available.unitValue + EPSILON)
    throw fieldError('weight', OFFER_MESSAGES.weightAboveAvailable);
}
