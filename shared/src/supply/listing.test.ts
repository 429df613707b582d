import { describe, expect, it } from 'vitest';
import {
  defaultExpirations,
  effectiveStatus,
  HaveInput,
  HavePatch,
  ListingListQuery,
  statusChoices,
} from './listing.js';

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('default expirations', () => {
  it('offers 14 days, 30 days and this month’s end when 15 or more days remain', () => {
    expect(defaultExpirations(at('2026-11-10'))).toEqual({
      days14: '2026-11-24',
      days30: '2026-12-10',
      endOfMonth: '2026-11-30',
    });
    expect(defaultExpirations(at('2026-11-15')).endOfMonth).toBe('2026-11-30');
  });

  it('offers next month’s end when fewer than 15 days remain', () => {
    expect(defaultExpirations(at('2026-11-16')).endOfMonth).toBe('2026-12-31');
    expect(defaultExpirations(at('2026-12-22'))).toEqual({
      days14: '2027-01-05',
      days30: '2027-01-21',
      endOfMonth: '2027-01-31',
    });
    expect(defaultExpirations(at('2027-01-31')).endOfMonth).toBe('2027-02-28');
  });
});

describe('status', () => {
  it('reads an active record whose expiration date has passed as expired, and only that', () => {
    expect(effectiveStatus('ACTIVE', '2026-11-21', '2026-11-22')).toBe('EXPIRED');
    expect(effectiveStatus('ACTIVE', '2026-11-22', '2026-11-22')).toBe('ACTIVE');
    expect(effectiveStatus('CANCELLED', '2026-11-01', '2026-11-22')).toBe('CANCELLED');
  });

  it('offers cancel and complete only from active, and active only from cancelled or a completed record with weight left', () => {
    const weight = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });
    expect(statusChoices({ status: 'ACTIVE', remainingWeight: weight(10) })).toEqual([
      'COMPLETED',
      'CANCELLED',
    ]);
    expect(statusChoices({ status: 'CANCELLED', remainingWeight: weight(10) })).toEqual(['ACTIVE']);
    expect(statusChoices({ status: 'COMPLETED', remainingWeight: weight(10) })).toEqual(['ACTIVE']);
    expect(statusChoices({ status: 'EXPIRED', remainingWeight: weight(10) })).toEqual([]);
  });
});

describe('have input', () => {
  const valid = {
    companyId: 'c1',
    materialType: 'PP',
    remainingWeight: { unitValue: 40000, unit: 'POUND' },
    expirationDate: '2026-12-01',
  };

  it('refuses a weight of zero and a lot number over 330 characters with the field named', () => {
    const result = HaveInput.safeParse({
      ...valid,
      remainingWeight: { unitValue: 0, unit: 'POUND' },
      lotNumber: 'x'.repeat(331),
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'remainingWeight.unitValue: Weight must be greater than 0',
        'lotNumber: Lot number must be at most 330 characters',
      ]),
    );
  });

  it('keeps a patch of one field from resetting the others to their defaults', () => {
    expect(HavePatch.parse({ notes: 'dry' })).toEqual({ notes: 'dry' });
  });

  it('needs latitude, longitude and radius together for the location filter', () => {
    expect(ListingListQuery.safeParse({ latitude: '29.7', longitude: '-95.3' }).success).toBe(false);
    expect(ListingListQuery.safeParse({ latitude: '29.7', longitude: '-95.3', radius: '50' }).success).toBe(
      true,
    );
  });
});
