import { DEFAULT_MAX_USERS, TRIAL_DAYS, type Billing as BillingView } from '@polyloop/shared/plans';
import { dollarsOf } from '@polyloop/shared/conversions';
import type { Intent } from '@polyloop/shared/identity/onboarding';
import { ConditionFailed, type Condition, type TxItem } from '../../data/entity.js';
import { Conflict } from '../../lib/errors.js';
import { Billing, type BillingItem } from './billing.entity.js';

export const TRIAL_USED = 'Your free trial has already been used.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a company without a billing record has: the free plan and the default seat limit. */
export function freePlan(seatsUsed = 0): BillingView {
  return {
    subscriptionTier: 'PLATFORM',
    maxUsers: null,
    unlimitedSeats: false,
    seatsUsed,
    paymentMethodConfigured: false,
    cancelAtPeriodEnd: false,
    trialEndDate: null,
    billingFrequency: null,
    nextBillDate: null,
    upcomingPaymentAmount: null,
    subscriptionStatus: 'FREE',
  };
}

export function trialEnd(now = new Date()): string {
  return new Date(now.getTime() + TRIAL_DAYS * DAY_MS).toISOString();
}

/** The free plan as a stored record holds it: money in whole cents. */
function freeRecord(seatsUsed: number) {
  const { upcomingPaymentAmount: _none, ...plan } = freePlan(seatsUsed);
  return { ...plan, upcomingPaymentCents: null };
}

function view(item: BillingItem): BillingView {
  const { tenantId: _t, customerId: _c, updatedAt: _u, upcomingPaymentCents, ...billing } = item;
  return {
    ...billing,
    upcomingPaymentAmount: upcomingPaymentCents === null ? null : dollarsOf(upcomingPaymentCents),
  };
}

/** The subscription as the web reads it; a missing record reads as the free plan. */
export async function get(tenantId: string): Promise<BillingView> {
  const item = await Billing.get({ tenantId });
  return item ? view(item) : freePlan();
}

/** The billing record a new company starts with (onboarding): the core-suite intent starts the trial. */
export function initial(
  tenantId: string,
  intents: readonly Intent[],
  seatsUsed: number,
  now = new Date(),
): TxItem {
  const trial = intents.includes('CORE_SUITE');
  return Billing.tx.create({
    tenantId,
    ...freeRecord(seatsUsed),
    trialEndDate: trial ? trialEnd(now) : null,
    subscriptionStatus: trial ? 'TRIALING' : 'FREE',
    updatedAt: now.toISOString(),
  });
}

/**
 * Companies created before billing records existed get one on first need, counting their seats
 * as the caller says; a concurrent creation wins and is kept.
 */
export async function ensure(tenantId: string, seatsUsed: () => Promise<number>): Promise<BillingItem> {
  const existing = await Billing.get({ tenantId }, { consistent: true });
  if (existing) return existing;
  try {
    return await Billing.create({
      tenantId,
      ...freeRecord(await seatsUsed()),
      updatedAt: new Date().toISOString(),
    });
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    return (await Billing.get({ tenantId }, { consistent: true }))!;
  }
}

/**
 * A seat is free when seats are unlimited, or fewer are used than the plan's limit (the default
 * when the plan gives none). Evaluated by DynamoDB inside the write, so the limit holds under races.
 */
const seatFree: Condition<BillingItem> = (w) =>
  w.or(
    w.eq('unlimitedSeats', true),
    w.and(w.blank('maxUsers'), w.lt('seatsUsed', DEFAULT_MAX_USERS)),
    w.lt('seatsUsed', w.attr('maxUsers')),
  );

/** Takes a seat (invitation, restore); the transaction fails on `billing` when none is free. */
export function takeSeat(tenantId: string): TxItem {
  return Billing.tx.update(
    { tenantId },
    { updatedAt: new Date().toISOString() },
    { add: { seatsUsed: 1 }, condition: seatFree },
  );
}

/** Compensation only: gives back a seat just released, even if that briefly exceeds the limit. */
export function takeSeatUnconditionally(tenantId: string): TxItem {
  return Billing.tx.update({ tenantId }, { updatedAt: new Date().toISOString() }, { add: { seatsUsed: 1 } });
}

/** Gives a seat back (archive, a compensated invitation). */
export function releaseSeat(tenantId: string): TxItem {
  return Billing.tx.update(
    { tenantId },
    { updatedAt: new Date().toISOString() },
    { add: { seatsUsed: -1 }, condition: (w) => w.gt('seatsUsed', 0) },
  );
}

/** The trial can be started once: never if a trial end date was ever set. */
export async function startTrial(
  tenantId: string,
  seatsUsed: () => Promise<number>,
  now = new Date(),
): Promise<BillingView> {
  const current = await ensure(tenantId, seatsUsed);
  // A paying company keeps its status; the trial only lifts the features of a free one.
  const subscriptionStatus = current.subscriptionStatus === 'FREE' ? 'TRIALING' : current.subscriptionStatus;
  try {
    const item = await Billing.update(
      { tenantId },
      { trialEndDate: trialEnd(now), subscriptionStatus, updatedAt: now.toISOString() },
      { condition: (w) => w.blank('trialEndDate') },
    );
    return view(item);
  } catch (error) {
    if (error instanceof ConditionFailed) throw new Conflict(TRIAL_USED, 'TRIAL_USED');
    throw error;
  }
}
