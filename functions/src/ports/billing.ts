import type { Billing } from '@polyloop/shared';

/** What the provider states about a subscription; the next payment in whole cents, as providers state money. */
type Stated = Pick<
  Billing,
  | 'subscriptionTier'
  | 'billingFrequency'
  | 'cancelAtPeriodEnd'
  | 'nextBillDate'
  | 'paymentMethodConfigured'
  | 'subscriptionStatus'
  | 'maxUsers'
  | 'unlimitedSeats'
> & {
  upcomingPaymentCents: number | null;
};

/** What a verified billing webhook says about one company's subscription. */
export interface SubscriptionChange {
  tenantId: string;
  customerId: string;
  changes: Partial<Stated>;
}

export interface InvoiceItemInput {
  tenantId: string;
  customerId?: string;
  companyName: string;
  amountCents: number;
  description: string;
  idempotencyKey: string;
}

/**
 * The billing provider: Stripe in AWS; locally a sandbox portal page (clearly labelled) that
 * changes the plan by sending the same kind of signed webhook.
 */
export interface BillingProvider {
  /** A portal session for the company; creates the provider's customer on first use. */
  portalLink(input: {
    tenantId: string;
    customerId?: string;
    email: string;
    companyName: string;
    returnUrl: string;
  }): Promise<{ url: string; customerId: string }>;
  /**
   * Adds one charge (whole US cents) to the customer's next invoice, creating the customer first
   * when the company has none yet. The same idempotency key never adds a second item (the provider
   * keeps keys for a day: a retry must come within it).
   */
  addInvoiceItem(input: InvoiceItemInput): Promise<{ reference: string; customerId: string }>;
  /**
   * Charges one amount now, on an invoice of its own paid with the customer's payment method (a
   * seat added mid-period), not on the next invoice. The same idempotency key never charges twice.
   */
  chargeNow(input: InvoiceItemInput): Promise<{ reference: string; customerId: string }>;
  /** Checks the signature and reads the change; throws Unauthorized when the signature is wrong. */
  readWebhook(
    rawBody: string,
    headers: Record<string, string | undefined>,
  ): Promise<SubscriptionChange | undefined>;
}
