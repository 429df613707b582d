import { describe, expect, it } from 'vitest';
import type { Draft } from '@polyloop/shared/supply/draft';
import { draftPath, listingFormOfDraft } from './drafts';

const draft: Draft = {
  id: 'd1',
  type: 'HAVE',
  subject: 'HDPE regrind for sale',
  from: 'Sam <sam@seller.example>',
  extractor: 'sandbox',
  createdAt: '2026-11-20T10:00:00.000Z',
  materialType: 'PE',
  grade: 'POST_INDUSTRIAL',
  form: 'REGRIND',
  weight: { unitValue: 40000, unit: 'POUND' },
  price: { unitValue: 0.32, unit: 'POUND' },
  location: 'Houston, TX',
  notes: 'We have 40,000 lbs.',
};

describe('the drafts panel', () => {
  it('opens a have draft on the new-have form and a need draft on the new-need form, and no unknown one', () => {
    expect(draftPath({ id: 'd1', type: 'HAVE' })).toBe('/haves/draft/d1');
    expect(draftPath({ id: 'd2', type: 'NEED' })).toBe('/needs/draft/d2');
    expect(draftPath({ id: 'd3', type: 'UNKNOWN' })).toBeUndefined();
  });

  it('fills the new-have form with what the assistant read, keeping place, grade and form in the notes', () => {
    const values = listingFormOfDraft(draft, '2026-12-04');
    expect(values).toMatchObject({
      materialType: 'PE',
      weight: '40000',
      weightUnit: 'POUND',
      price: '0.32',
      priceUnit: 'POUND',
      expirationDate: '2026-12-04',
      companyId: '',
    });
    expect(values.notes.split('\n')).toEqual([
      'Location: Houston, TX',
      'Grade: Post-industrial',
      'Form: Regrind',
      'We have 40,000 lbs.',
    ]);
  });
});
