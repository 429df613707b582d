import * as z from 'zod';
import { roundScaled } from './conversions.js';
import { exact, times } from './exact.js';
import { SubscriptionTier } from './permissions.js';

export const BillingFrequency = z.enum(['MONTHLY', 'BI_ANNUALLY', 'ANNUALLY']);
export type BillingFrequency = z.infer<typeof BillingFrequency>;

/** Default seat limit when billing gives none. */
export const DEFAULT_MAX_USERS = 5;
/** The core suite's free trial (onboarding intent, or an administrator's start). */
export const TRIAL_DAYS = 60;
/** Transaction fee on auctions and reverse auctions on standard plans. */
export const TRANSACTION_FEE_PERCENT = 3;

export const Billing = z.object({
  subscriptionTier: SubscriptionTier,
  /** null: the default limit applies. Enterprise: unlimited, also null with `unlimitedSeats`. */
  maxUsers: z.number().int().positive().nullable(),
  unlimitedSeats: z.boolean(),
  seatsUsed: z.number().int().min(0),
  paymentMethodConfigured: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  trialEndDate: z.string().nullable(),
  billingFrequency: BillingFrequency.nullable(),
  nextBillDate: z.string().nullable(),
  upcomingPaymentAmount: z.number().nullable(),
  subscriptionStatus: z.enum(['FREE', 'TRIALING', 'ACTIVE', 'PAST_DUE', 'CANCELED']),
});
export type Billing = z.infer<typeof Billing>;

export type SubscriptionState = 'free' | 'trial' | 'paid' | 'cancelled-at-period-end';

/** An active trial is one whose end date is in the future. */
export function trialActive(billing: Pick<Billing, 'trialEndDate'> | undefined, now = new Date()): boolean {
  return !!billing?.trialEndDate && new Date(billing.trialEndDate).getTime() > now.getTime();
}

export function subscriptionState(billing: Billing | undefined, now = new Date()): SubscriptionState {
  if (!billing) return 'free';
  if (trialActive(billing, now)) return 'trial';
  if (billing.subscriptionTier === 'PLATFORM') return 'free';
  return billing.cancelAtPeriodEnd ? 'cancelled-at-period-end' : 'paid';
}

/** The tier whose features apply now: an active trial gives Intelligence. A failed load is free. */
export function effectiveTier(
  billing: Pick<Billing, 'subscriptionTier' | 'trialEndDate'> | undefined,
  now = new Date(),
): SubscriptionTier {
  if (!billing) return 'PLATFORM';
  if (trialActive(billing, now))
    return billing.subscriptionTier === 'ENTERPRISE' ? 'ENTERPRISE' : 'INTELLIGENCE';
  return billing.subscriptionTier;
}

export function seatLimit(billing: Pick<Billing, 'maxUsers' | 'unlimitedSeats'> | undefined): number {
  if (billing?.unlimitedSeats) return Number.POSITIVE_INFINITY;
  return billing?.maxUsers ?? DEFAULT_MAX_USERS;
}

/** Months one bill covers, per billing frequency. */
export const FREQUENCY_MONTHS: Readonly<Record<BillingFrequency, number>> = {
  MONTHLY: 1,
  BI_ANNUALLY: 6,
  ANNUALLY: 12,
};

/**
 * What one seat costs a month, in whole cents: the plan's monthly price over the seats it includes
 * (Intelligence: $1,000 a month for 5 seats). The free plan charges nothing; Enterprise prices are
 * agreed per contract, so a seat added there is invoiced by the contract, not by the product.
 */
export const SEAT_MONTHLY_CENTS: Readonly<Record<SubscriptionTier, number | null>> = {
  PLATFORM: 0,
  INTELLIGENCE: 20_000,
  ENTERPRISE: null,
};

const DAY = 86_400_000;
const monthsBefore = (iso: string, months: number) => {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.getTime();
};

/**
 * The immediate charge for a user added on `at` (spec part 1 §9: "A new user triggers an immediate
 * prorated charge"): a seat's price for the whole billing period, times the share of the period
 * still to come, counted in whole days (a day begun counts) and rounded by the rounding rule
 * (half away from zero) to the cent. 0 when nothing is charged: a free plan, a trial, a
 * subscription that is not active or whose period is unknown, or Enterprise's contract pricing.
 */
export function seatProrationCents(
  billing: Pick<
    Billing,
    'subscriptionTier' | 'subscriptionStatus' | 'billingFrequency' | 'nextBillDate' | 'trialEndDate'
  >,
  at: Date,
): number {
  const seatMonthly = SEAT_MONTHLY_CENTS[billing.subscriptionTier];
  if (!seatMonthly || billing.subscriptionStatus !== 'ACTIVE' || trialActive(billing, at)) return 0;
  if (!billing.billingFrequency || !billing.nextBillDate) return 0;
  const months = FREQUENCY_MONTHS[billing.billingFrequency];
  const end = Date.parse(billing.nextBillDate);
  if (Number.isNaN(end) || end <= at.getTime()) return 0;
  const periodDays = Math.round((end - monthsBefore(billing.nextBillDate, months)) / DAY);
  const leftDays = Math.min(periodDays, Math.ceil((end - at.getTime()) / DAY));
  return Number(roundScaled(times(exact(seatMonthly * months), exact(leftDays, periodDays)), 0));
}

export interface PlanCard {
  tier: SubscriptionTier;
  name: string;
  price: string;
  priceNote?: string;
  recommended: boolean;
  features: string[];
}

/** Plan cards exactly as spec part 3 §6.3 and §9.6 give them. Desktop order; Intelligence first on phones. */
export const PLAN_CARDS: PlanCard[] = [
  {
    tier: 'PLATFORM',
    name: 'Platform',
    price: 'Free',
    recommended: false,
    features: [
      'Up to 5 seats',
      `${TRANSACTION_FEE_PERCENT}% transaction fee on auctions and reverse auctions`,
    ],
  },
  {
    tier: 'INTELLIGENCE',
    name: 'Intelligence',
    price: '$1,000',
    priceNote: 'per month',
    recommended: true,
    features: [
      'Up to 5 seats',
      '5,000+ AI leads',
      '800+ vetted companies',
      'Live chat weekdays 9am-5pm Eastern',
    ],
  },
  {
    tier: 'ENTERPRISE',
    name: 'Enterprise',
    price: 'Custom',
    recommended: false,
    features: ['Unlimited seats', 'Transaction fee per agreement'],
  },
];

export type PlanAction =
  | { kind: 'current' }
  | { kind: 'choose-plan' }
  | { kind: 'upgrade-now' }
  | { kind: 'trial-active' }
  | { kind: 'contact-sales' }
  | { kind: 'none' };

/** Which button a plan card shows (spec part 3 §6.3). */
export function planAction(
  card: SubscriptionTier,
  billing: Billing | undefined,
  now = new Date(),
): PlanAction {
  const current = billing?.subscriptionTier ?? 'PLATFORM';
  const onTrial = trialActive(billing, now);
  if (card === 'INTELLIGENCE' && onTrial) return { kind: 'trial-active' };
  if (card === current) return { kind: 'current' };
  switch (card) {
    case 'PLATFORM':
      return onTrial ? { kind: 'none' } : { kind: 'choose-plan' };
    case 'INTELLIGENCE':
      if (current === 'PLATFORM') return { kind: 'upgrade-now' };
      return { kind: 'choose-plan' };
    case 'ENTERPRISE':
      return { kind: 'contact-sales' };
  }
}
