import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_USERS, TRIAL_DAYS } from '@polyloop/shared';
import { freePlan, initial, takeSeat, trialEnd } from './billing.service.js';

// The transaction pieces name the table, which the environment gives: a complete dummy one.
Object.assign(process.env, {
  TABLE_NAME: 'unit', EVENT_BUS_NAME: 'bus', JWT_ISSUER: 'https://issuer.example', JWKS_URI: 'https://issuer.example/jwks', USER_POOL_ID: 'pool', USER_POOL_CLIENT_ID: 'client',
  WS_MANAGEMENT_ENDPOINT: 'https://ws.example', DOCUMENTS_BUCKET: 'docs', SCHEDULE_GROUP: 'group', SCHEDULER_ROLE_ARN: 'arn:role', EVENT_BUS_ARN: 'arn:bus', SES_SENDER: 'a@b.example',
  APP_URL: 'https://app.example', GEOCODER: 'gazetteer', BILLING_PROVIDER: 'sandbox', SALES_EMAIL: 'sales@b.example', PLATFORM_OPS_EMAIL: 'ops@b.example',
});

describe('billing records', () => {
  it('reads a missing record as the free plan with the default seat limit', () => {
    expect(freePlan()).toMatchObject({ subscriptionTier: 'PLATFORM', subscriptionStatus: 'FREE', maxUsers: null, unlimitedSeats: false, trialEndDate: null });
  });

  it('starts the trial at onboarding only for the core-suite intent', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const trial = initial('t1', ['CORE_SUITE'], 3, now).item.Put?.Item;
    expect(trial).toMatchObject({ subscriptionStatus: 'TRIALING', trialEndDate: trialEnd(now), seatsUsed: 3 });
    expect(new Date(trialEnd(now)).getTime() - now.getTime()).toBe(TRIAL_DAYS * 86_400_000);
    expect(initial('t1', ['NETWORK_SEARCH'], 1, now).item.Put?.Item).toMatchObject({ subscriptionStatus: 'FREE', trialEndDate: null });
  });

  it('takes a seat only under the plan\'s limit, evaluated by DynamoDB in the write', () => {
    const update = takeSeat('t1').item.Update!;
    expect(update.ConditionExpression).toContain('#used < #max');
    expect(update.ConditionExpression).toContain('#used < :default');
    expect(update.ExpressionAttributeValues?.[':default']).toBe(DEFAULT_MAX_USERS);
    expect(update.UpdateExpression).toMatch(/ADD .+ :v\d+/);
  });
});
