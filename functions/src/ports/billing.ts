import type { Billing } from '@polyloop/shared';

/** What a verified billing webhook says about one company's subscription. */
export interface SubscriptionChange {
  tenantId: string;
  customerId: string;
  changes: Partial<Pick<Billing, 'subscriptionTier' | 'billingFrequency' | 'cancelAtPeriodEnd' | 'nextBillDate' | 'upcomingPaymentAmount' | 'paymentMethodConfigured' | 'subscriptionStatus' | 'maxUsers' | 'unlimitedSeats'>>;
}

/**
 * The billing provider: Stripe in AWS; locally a sandbox portal page (clearly labelled) that
 * changes the plan by sending the same kind of signed webhook.
 */
export interface BillingProvider {
  /** A portal session for the company; creates the provider's customer on first use. */
  portalLink(input: { tenantId: string; customerId?: string; email: string; companyName: string; returnUrl: string }): Promise<{ url: string; customerId: string }>;
  /** Checks the signature and reads the change; throws Unauthorized when the signature is wrong. */
  readWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<SubscriptionChange | undefined>;
}
