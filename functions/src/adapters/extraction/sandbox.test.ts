import { describe, expect, it } from 'vitest';
import { DraftFields } from '@polyloop/shared/supply/draft';
import { extractSandbox } from './sandbox.js';

const read = (subject: string, text: string) => DraftFields.parse(extractSandbox({ subject, text }));

describe('the sandbox extractor', () => {
  it('reads a have: type, material, grade, form, weight, price and place', () => {
    const fields = read(
      'Fwd: HDPE regrind for sale',
      'Hi,\nWe have 40,000 lbs of post-industrial HDPE regrind in Houston, TX.\nAsking $0.32/lb FOB.\nThanks',
    );
    expect(fields).toMatchObject({
      type: 'HAVE',
      materialType: 'PE',
      grade: 'POST_INDUSTRIAL',
      form: 'REGRIND',
      weight: { unitValue: 40000, unit: 'POUND' },
      price: { unitValue: 0.32, unit: 'POUND' },
      location: 'Houston, TX',
    });
    expect(fields.notes).toContain('We have 40,000 lbs');
  });

  it('reads a need with metric units and a labelled location', () => {
    const fields = read(
      'Wanted: PP pellets',
      'We are looking for 20 MT of prime polypropylene pellets, up to $450 per MT.\nLocation: Monterrey area',
    );
    expect(fields).toMatchObject({
      type: 'NEED',
      materialType: 'PP',
      grade: 'PRIME',
      form: 'PELLETS',
      weight: { unitValue: 20, unit: 'METRIC_TON' },
      price: { unitValue: 450, unit: 'METRIC_TON' },
      location: 'Monterrey area',
    });
  });

  it('takes the earliest phrase when an e-mail both offers and asks', () => {
    expect(read('Buying ABS', 'We have trucks ready.').type).toBe('NEED');
    expect(read('Offering ABS purge', 'No need to call first.').type).toBe('HAVE');
  });

  it('answers UNKNOWN for an e-mail that neither offers nor asks, and leaves unread fields out', () => {
    const fields = read('Lunch on Friday?', 'See you at noon in the usual place.');
    expect(fields).toEqual({ type: 'UNKNOWN', notes: 'See you at noon in the usual place.' });
  });

  it('reads "40k lbs" as 40,000 pounds and kilograms as kilograms, not thousands of grams', () => {
    expect(read('for sale', '40k lbs of PET flakes').weight).toEqual({ unitValue: 40000, unit: 'POUND' });
    expect(read('for sale', '6 kg sample of PC parts').weight).toEqual({ unitValue: 6, unit: 'KILOGRAM' });
  });

  it('does not take a state code or a date for a material or a weight', () => {
    const fields = read('Need nylon', 'Ship to Pittsburgh, PA by March 1st.');
    expect(fields).toMatchObject({ type: 'NEED', materialType: 'PA', location: 'Pittsburgh, PA' });
    expect(fields.weight).toBeUndefined();
    expect(read('Need', 'Deliver to a plant in Erie, PA').materialType).toBeUndefined();
  });
});
