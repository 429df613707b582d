import { describe, expect, it } from 'vitest';
import { HaveInput, HavePatch, NeedInput } from '@polyloop/shared/supply/listing';
import {
  emptyListingForm,
  listingFieldOf,
  toListingInput,
  toListingPatch,
  unitMismatch,
} from './listing-form';

const filled = {
  ...emptyListingForm('2030-01-31'),
  companyId: 'c1',
  materialType: 'PP',
  weight: '42000',
  price: '0.38',
  priceUnit: 'KILOGRAM' as const,
  representatives: ['u1'],
};

describe('the have and need form', () => {
  it('sends what the API takes: numbers parsed, blanks left out', () => {
    const have = toListingInput('have', filled);
    expect(HaveInput.parse(have)).toMatchObject({
      companyId: 'c1',
      remainingWeight: { unitValue: 42000, unit: 'POUND' },
      price: { unitValue: 0.38, unit: 'KILOGRAM' },
      representatives: ['u1'],
    });
    expect(have.notes).toBeUndefined();
    const need = toListingInput('need', filled);
    expect(NeedInput.parse(need).priceTarget).toEqual({ unitValue: 0.38, unit: 'KILOGRAM' });
  });

  it('sends a field the user emptied as null in a PATCH, so the saved price, packaging, notes and lot number are cleared', () => {
    const saved = { ...filled, notes: 'Dry', lotNumber: 'L-1', packaging: 'BALES' };
    const patch = toListingPatch(
      'have',
      { ...saved, notes: '  ', lotNumber: '', price: '', packaging: '' },
      saved,
    );
    expect(patch).toMatchObject({ notes: null, lotNumber: null, price: null, packaging: null });
    expect(HavePatch.parse(patch)).toMatchObject({ price: null, packaging: null });
    // A field that was empty and stays empty is left out: nothing to clear.
    expect(toListingPatch('have', { ...filled, pieceCount: '' }, filled)).toMatchObject({
      pieceCount: undefined,
    });
    expect(toListingPatch('need', filled, filled)).not.toHaveProperty('lotNumber');
  });

  it('asks before saving a price per another unit than the weight', () => {
    expect(unitMismatch(filled)).toBe(true);
    expect(unitMismatch({ ...filled, priceUnit: 'POUND' })).toBe(false);
    expect(unitMismatch({ ...filled, price: '' })).toBe(false);
  });

  it('shows the API’s errors on the form’s fields', () => {
    expect(listingFieldOf(['body', 'remainingWeight', 'unitValue'])).toBe('weight');
    expect(listingFieldOf(['priceTarget', 'unit'])).toBe('priceUnit');
    expect(listingFieldOf(['body', 'lotNumber'])).toBe('lotNumber');
  });
});
