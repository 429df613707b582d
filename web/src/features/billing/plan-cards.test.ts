import { describe, expect, it } from 'vitest';
import { planAction, type Billing } from '@polyloop/shared';
import { orderedPlanCards, planActionLabel } from './plan-cards';

const billing = (over: Partial<Billing> = {}): Billing => ({
  subscriptionTier: 'PLATFORM',
  maxUsers: null,
  unlimitedSeats: false,
  seatsUsed: 1,
  paymentMethodConfigured: false,
  cancelAtPeriodEnd: false,
  trialEndDate: null,
  billingFrequency: null,
  nextBillDate: null,
  upcomingPaymentAmount: null,
  subscriptionStatus: 'FREE',
  ...over,
});
const labels = (b: Billing | undefined) =>
  orderedPlanCards(false).map((c) => planActionLabel(planAction(c.tier, b)));

describe('plan cards', () => {
  it('orders Platform, Intelligence, Enterprise on desktop and puts Intelligence first on phones', () => {
    expect(orderedPlanCards(false).map((c) => c.tier)).toEqual(['PLATFORM', 'INTELLIGENCE', 'ENTERPRISE']);
    expect(orderedPlanCards(true).map((c) => c.tier)).toEqual(['INTELLIGENCE', 'PLATFORM', 'ENTERPRISE']);
  });
  it('offers a free company its current plan, an upgrade and contact sales', () => {
    expect(labels(billing())).toEqual(['Current plan', 'Upgrade now', 'Contact sales']);
  });
  it('treats a failed billing load as the free plan', () => {
    expect(labels(undefined)).toEqual(['Current plan', 'Upgrade now', 'Contact sales']);
  });
  it('shows the free-trial label on Intelligence during a trial, Platform staying the current plan', () => {
    const trial = billing({
      trialEndDate: new Date(Date.now() + 86_400_000).toISOString(),
      subscriptionStatus: 'TRIALING',
    });
    expect(labels(trial)).toEqual(['Current plan', 'Free trial active', 'Contact sales']);
  });
  it('lets an Enterprise company choose Platform or Intelligence', () => {
    expect(labels(billing({ subscriptionTier: 'ENTERPRISE', subscriptionStatus: 'ACTIVE' }))).toEqual([
      'Choose plan',
      'Choose plan',
      'Current plan',
    ]);
  });
});
