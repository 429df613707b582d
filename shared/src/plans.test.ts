import { describe, expect, it } from 'vitest';
import { seatProrationCents, type Billing } from './plans.js';

const paid = (changes: Partial<Billing> = {}) => ({
  subscriptionTier: 'INTELLIGENCE' as const,
  subscriptionStatus: 'ACTIVE' as const,
  billingFrequency: 'MONTHLY' as const,
  nextBillDate: '2026-12-01T00:00:00.000Z',
  trialEndDate: null,
  ...changes,
});

describe('the prorated charge for a user added', () => {
  it('is a seat’s month for the days left of a monthly period (30 days, 10 left: a third of $200)', () => {
    expect(seatProrationCents(paid(), new Date('2026-11-21T00:00:00Z'))).toBe(6_667);
  });

  it('counts a day begun as a whole day, and a whole period on its first day', () => {
    expect(seatProrationCents(paid(), new Date('2026-11-30T23:00:00Z'))).toBe(667);
    expect(seatProrationCents(paid(), new Date('2026-11-01T00:00:00Z'))).toBe(20_000);
  });

  it('covers the whole period of a longer frequency: six months, or a year', () => {
    const half = paid({ billingFrequency: 'BI_ANNUALLY', nextBillDate: '2027-01-01T00:00:00.000Z' });
    // 184 days from July 1 to January 1; 31 left.
    expect(seatProrationCents(half, new Date('2026-12-01T00:00:00Z'))).toBe(20_217);
    const year = paid({ billingFrequency: 'ANNUALLY', nextBillDate: '2027-01-01T00:00:00.000Z' });
    expect(seatProrationCents(year, new Date('2026-01-01T00:00:00Z'))).toBe(240_000);
  });

  it('is nothing on the free plan, in a trial, on a subscription not active, or on Enterprise’s contract', () => {
    const at = new Date('2026-11-21T00:00:00Z');
    expect(seatProrationCents(paid({ subscriptionTier: 'PLATFORM' }), at)).toBe(0);
    expect(seatProrationCents(paid({ trialEndDate: '2026-12-20T00:00:00.000Z' }), at)).toBe(0);
    expect(seatProrationCents(paid({ subscriptionStatus: 'PAST_DUE' }), at)).toBe(0);
    expect(seatProrationCents(paid({ subscriptionTier: 'ENTERPRISE' }), at)).toBe(0);
  });

  it('is nothing when the period is unknown or already over', () => {
    const at = new Date('2026-11-21T00:00:00Z');
    expect(seatProrationCents(paid({ nextBillDate: null }), at)).toBe(0);
    expect(seatProrationCents(paid({ billingFrequency: null }), at)).toBe(0);
    expect(seatProrationCents(paid({ nextBillDate: '2026-11-20T00:00:00.000Z' }), at)).toBe(0);
  });
});
