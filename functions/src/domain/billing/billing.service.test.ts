import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_USERS, TRIAL_DAYS } from '@polyloop/shared';
import { readable } from '../../data/conditions.js';
import { freePlan, initial, takeSeat, trialEnd } from './billing.service.js';

describe('billing records', () => {
  it('reads a missing record as the free plan with the default seat limit', () => {
    expect(freePlan()).toMatchObject({
      subscriptionTier: 'PLATFORM',
      subscriptionStatus: 'FREE',
      maxUsers: null,
      unlimitedSeats: false,
      trialEndDate: null,
    });
  });

  it('starts the trial at onboarding only for the core-suite intent', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const trial = initial('t1', ['CORE_SUITE'], 3, now).item.Put?.Item;
    expect(trial).toMatchObject({
      subscriptionStatus: 'TRIALING',
      trialEndDate: trialEnd(now),
      seatsUsed: 3,
    });
    expect(new Date(trialEnd(now)).getTime() - now.getTime()).toBe(TRIAL_DAYS * 86_400_000);
    expect(initial('t1', ['NETWORK_SEARCH'], 1, now).item.Put?.Item).toMatchObject({
      subscriptionStatus: 'FREE',
      trialEndDate: null,
    });
  });

  it("takes a seat only under the plan's limit, evaluated by DynamoDB in the write", () => {
    const { update, condition } = readable(takeSeat('t1').item.Update!);
    expect(condition).toContain('(seatsUsed < maxUsers)');
    expect(condition).toContain(`(seatsUsed < ${DEFAULT_MAX_USERS})`);
    expect(update).toContain('ADD seatsUsed 1');
  });
});
