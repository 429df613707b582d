import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { SubscriptionTier } from '@polyloop/shared/permissions';
import type { Billing, BillingFrequency } from '@polyloop/shared/plans';
import { BadRequest, HttpError } from '../../lib/errors.js';
import type { LoadedSdk } from '../../lib/lazy.js';
import type { BillingProvider, SubscriptionChange } from '../../ports/billing.js';
import { headerValue, verifyWebhookSignature } from './signature.js';

/** The secret the operator fills in after the first deploy (the stack creates it with a placeholder). */
export const StripeSecret = z.object({
  apiKey: z.string().default(''),
  webhookSecret: z.string().default(''),
});
export type StripeSecret = z.infer<typeof StripeSecret>;

/**
 * Reads the Stripe secret from Secrets Manager once. A secret still holding the placeholder is
 * read again next time, so filling it in takes effect without a redeploy.
 */
export function stripeSecretFrom(
  secrets: () => Promise<LoadedSdk<typeof import('@aws-sdk/client-secrets-manager'), SecretsManagerClient>>,
  secretId: string,
): () => Promise<StripeSecret> {
  let loading: Promise<StripeSecret> | undefined;
  return () => {
    loading ??= secrets()
      .then(({ client, sdk }) => client.send(new sdk.GetSecretValueCommand({ SecretId: secretId })))
      .then(({ SecretString }) => {
        const secret = StripeSecret.parse(JSON.parse(SecretString ?? '{}'));
        if (!secret.apiKey || !secret.webhookSecret) loading = undefined;
        return secret;
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
}

const Price = z.object({
  lookup_key: z.string().nullish(),
  unit_amount: z.number().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  recurring: z.object({ interval: z.string(), interval_count: z.number().default(1) }).nullish(),
});
/** The parts of a Stripe subscription object the product reads (older and 2025+ API versions). */
const Subscription = z.object({
  customer: z.union([z.string(), z.object({ id: z.string() })]),
  status: z.string(),
  cancel_at_period_end: z.boolean().default(false),
  current_period_end: z.number().nullish(),
  default_payment_method: z.unknown().optional(),
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z
    .object({
      data: z.array(
        z.object({ quantity: z.number().nullish(), current_period_end: z.number().nullish(), price: Price }),
      ),
    })
    .optional(),
});
type Subscription = z.infer<typeof Subscription>;
const Event = z.object({ type: z.string(), data: z.object({ object: z.unknown() }) });

const subscriptionEvents = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

const statuses: Record<string, Billing['subscriptionStatus']> = {
  trialing: 'TRIALING',
  active: 'ACTIVE',
  past_due: 'PAST_DUE',
  unpaid: 'PAST_DUE',
  incomplete: 'PAST_DUE',
  paused: 'PAST_DUE',
  canceled: 'CANCELED',
  incomplete_expired: 'CANCELED',
};

/** "intelligence_monthly" or metadata tier "INTELLIGENCE" → INTELLIGENCE. */
function tierFrom(...candidates: Array<string | null | undefined>): SubscriptionTier | undefined {
  for (const candidate of candidates) {
    const tier = candidate
      ?.toUpperCase()
      .split(/[^A-Z]+/)
      .find((word): word is SubscriptionTier => SubscriptionTier.safeParse(word).success);
    if (tier) return tier;
  }
  return undefined;
}

function frequencyFrom(recurring: z.infer<typeof Price>['recurring']): BillingFrequency | undefined {
  if (recurring?.interval === 'year' && recurring.interval_count === 1) return 'ANNUALLY';
  if (recurring?.interval === 'month' && recurring.interval_count === 1) return 'MONTHLY';
  if (recurring?.interval === 'month' && recurring.interval_count === 6) return 'BI_ANNUALLY';
  return undefined;
}

/** What a subscription event changes; deleted subscriptions fall back to the free Platform tier. */
export function changesFromSubscription(
  type: string,
  subscription: Subscription,
): SubscriptionChange['changes'] {
  if (type === 'customer.subscription.deleted') {
    return {
      subscriptionTier: 'PLATFORM',
      subscriptionStatus: 'CANCELED',
      billingFrequency: null,
      cancelAtPeriodEnd: false,
      nextBillDate: null,
      upcomingPaymentCents: null,
      unlimitedSeats: false,
    };
  }
  const item = subscription.items?.data[0];
  const tier = tierFrom(item?.price.lookup_key, item?.price.metadata?.tier, subscription.metadata?.tier);
  const periodEnd = subscription.current_period_end ?? item?.current_period_end;
  const amount = item?.price.unit_amount;
  const changes: SubscriptionChange['changes'] = {
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    nextBillDate: periodEnd ? new Date(periodEnd * 1000).toISOString() : null,
    billingFrequency: frequencyFrom(item?.price.recurring) ?? null,
    // Stripe states amounts in whole cents, as they are kept.
    upcomingPaymentCents: amount === null || amount === undefined ? null : amount * (item?.quantity ?? 1),
  };
  if (tier)
    Object.assign(
      changes,
      { subscriptionTier: tier, unlimitedSeats: tier === 'ENTERPRISE' },
      tier === 'ENTERPRISE' ? { maxUsers: null } : {},
    );
  const status = statuses[subscription.status];
  if (status) changes.subscriptionStatus = status;
  if (subscription.default_payment_method) changes.paymentMethodConfigured = true;
  return changes;
}

const invoiceItemForm = (i: {
  customer: string;
  amountCents: number;
  description: string;
  tenantId: string;
  idempotencyKey: string;
}): Record<string, string> => ({
  customer: i.customer,
  amount: String(i.amountCents),
  currency: 'usd',
  description: i.description,
  'metadata[tenantId]': i.tenantId,
  'metadata[idempotencyKey]': i.idempotencyKey,
});

export interface StripeOptions {
  secret: () => Promise<StripeSecret>;
  /** Relative return addresses ("/admin/billing") are resolved against the web app. */
  appUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  apiBase?: string;
}

/** Stripe over its REST API (form-encoded requests, JSON answers); no SDK in the bundle. */
export function stripeBillingProvider({
  secret,
  appUrl,
  fetch: send = fetch,
  now = Date.now,
  apiBase = 'https://api.stripe.com',
}: StripeOptions): BillingProvider {
  async function configured(): Promise<StripeSecret> {
    const value = await secret();
    if (!value.apiKey || !value.webhookSecret)
      throw new HttpError(503, 'Billing is not configured yet.', 'BILLING_NOT_CONFIGURED');
    return value;
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    form?: Record<string, string>,
    idempotencyKey?: string,
  ): Promise<T> {
    const { apiKey } = await configured();
    const response = await send(`${apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    const body = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
    if (!response.ok)
      throw new Error(
        `Stripe ${method} ${path} answered ${response.status}: ${body.error?.message ?? 'no message'}`,
      );
    return body;
  }

  /** The tenant a customer belongs to, for subscriptions created without our metadata. */
  async function tenantOfCustomer(customerId: string): Promise<string | undefined> {
    const customer = await call<{ metadata?: Record<string, string> }>(
      'GET',
      `/v1/customers/${encodeURIComponent(customerId)}`,
    );
    return customer.metadata?.tenantId;
  }

  /** The company's customer for charges, made on first use under a key of its own (the portal's carries an e-mail this one does not know). */
  async function billingCustomer(tenantId: string, companyName: string): Promise<string> {
    const customer = await call<{ id: string }>(
      'POST',
      '/v1/customers',
      { name: companyName, 'metadata[tenantId]': tenantId },
      `polyloop-billing-customer-${tenantId}`,
    );
    return customer.id;
  }

  return {
    async portalLink({ tenantId, customerId, email, companyName, returnUrl }) {
      const customer =
        customerId ??
        // The key makes a double click create one customer, not two.
        (
          await call<{ id: string }>(
            'POST',
            '/v1/customers',
            { email, name: companyName, 'metadata[tenantId]': tenantId },
            `polyloop-customer-${tenantId}`,
          )
        ).id;
      const session = await call<{ url: string }>('POST', '/v1/billing_portal/sessions', {
        customer,
        return_url: new URL(returnUrl, appUrl).toString(),
      });
      return { url: session.url, customerId: customer };
    },

    async addInvoiceItem({ tenantId, customerId, companyName, amountCents, description, idempotencyKey }) {
      const customer = customerId ?? (await billingCustomer(tenantId, companyName));
      const item = await call<{ id: string }>(
        'POST',
        '/v1/invoiceitems',
        invoiceItemForm({ customer, amountCents, description, tenantId, idempotencyKey }),
        idempotencyKey,
      );
      return { reference: item.id, customerId: customer };
    },

    // An invoice of its own, so the pending items (transaction fees) stay for the monthly invoice:
    // a draft that takes no pending items, the item on it, then finalized and paid. Each step has
    // its own key made from the charge's, so a retry repeats none of them.
    async chargeNow({ tenantId, customerId, companyName, amountCents, description, idempotencyKey }) {
      const customer = customerId ?? (await billingCustomer(tenantId, companyName));
      const invoice = await call<{ id: string }>(
        'POST',
        '/v1/invoices',
        {
          customer,
          collection_method: 'charge_automatically',
          pending_invoice_items_behavior: 'exclude',
          auto_advance: 'false',
          description,
          'metadata[tenantId]': tenantId,
          'metadata[idempotencyKey]': idempotencyKey,
        },
        `${idempotencyKey}-invoice`,
      );
      const id = encodeURIComponent(invoice.id);
      await call(
        'POST',
        '/v1/invoiceitems',
        {
          ...invoiceItemForm({ customer, amountCents, description, tenantId, idempotencyKey }),
          invoice: invoice.id,
        },
        `${idempotencyKey}-item`,
      );
      await call('POST', `/v1/invoices/${id}/finalize`, {}, `${idempotencyKey}-finalize`);
      await call('POST', `/v1/invoices/${id}/pay`, {}, `${idempotencyKey}-pay`);
      return { reference: invoice.id, customerId: customer };
    },

    async readWebhook(rawBody, headers) {
      const { webhookSecret } = await configured();
      verifyWebhookSignature(webhookSecret, rawBody, headerValue(headers, 'stripe-signature'), now());
      let event: z.infer<typeof Event>;
      try {
        event = Event.parse(JSON.parse(rawBody));
      } catch {
        throw new BadRequest('The webhook body is not a Stripe event');
      }
      if (!subscriptionEvents.has(event.type)) return undefined;
      const parsed = Subscription.safeParse(event.data.object);
      if (!parsed.success) throw new BadRequest('The webhook event holds no subscription');
      const subscription = parsed.data;
      const customerId =
        typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
      const tenantId = subscription.metadata?.tenantId ?? (await tenantOfCustomer(customerId));
      if (!tenantId) return undefined;
      return { tenantId, customerId, changes: changesFromSubscription(event.type, subscription) };
    },
  };
}
