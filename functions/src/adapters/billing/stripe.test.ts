import { describe, expect, it, vi } from 'vitest';
import { HttpError, Unauthorized } from '../../lib/errors.js';
import { signWebhook } from './signature.js';
import { stripeBillingProvider, type StripeSecret } from './stripe.js';

const configured: StripeSecret = { apiKey: 'sk_test_123', webhookSecret: 'whsec_123' };
const now = 1_750_000_000_000;

/** A fetch that answers each Stripe path from a table and records what was sent. */
function fakeStripe(answers: Record<string, unknown>) {
  return vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    const answer = answers[`${init?.method ?? 'GET'} ${path}`];
    if (!answer)
      return new Response(JSON.stringify({ error: { message: `No such path ${path}` } }), { status: 404 });
    return new Response(JSON.stringify(answer), { status: 200 });
  });
}

const provider = (fetch: ReturnType<typeof fakeStripe>, secret = configured) =>
  stripeBillingProvider({
    secret: async () => secret,
    appUrl: 'https://app.polyloop.example',
    fetch,
    now: () => now,
  });

function subscriptionEvent(type: string, subscription: Record<string, unknown>) {
  return JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type,
    data: { object: { id: 'sub_1', object: 'subscription', ...subscription } },
  });
}
const signed = (body: string) => ({
  'stripe-signature': signWebhook(configured.webhookSecret, body, now / 1000),
});

const intelligenceMonthly = {
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: false,
  current_period_end: 1_752_592_000,
  default_payment_method: 'pm_1',
  metadata: { tenantId: 't-1' },
  items: {
    data: [
      {
        quantity: 1,
        price: {
          lookup_key: 'intelligence_monthly',
          unit_amount: 100_000,
          recurring: { interval: 'month', interval_count: 1 },
        },
      },
    ],
  },
};

describe('the Stripe billing provider', () => {
  it('creates the customer with the tenant id, then a portal session returning to the app', async () => {
    const fetch = fakeStripe({
      'POST /v1/customers': { id: 'cus_new' },
      'POST /v1/billing_portal/sessions': { url: 'https://billing.stripe.com/p/session/abc' },
    });
    const link = await provider(fetch).portalLink({
      tenantId: 't-1',
      email: 'ada@example.com',
      companyName: 'Acme Plastics',
      returnUrl: '/admin/billing',
    });
    expect(link).toEqual({ url: 'https://billing.stripe.com/p/session/abc', customerId: 'cus_new' });
    const [customerCall, sessionCall] = fetch.mock.calls;
    expect(new URLSearchParams(String(customerCall?.[1]?.body)).get('metadata[tenantId]')).toBe('t-1');
    expect(customerCall?.[1]?.headers).toMatchObject({
      authorization: 'Bearer sk_test_123',
      'idempotency-key': 'polyloop-customer-t-1',
    });
    expect(Object.fromEntries(new URLSearchParams(String(sessionCall?.[1]?.body)))).toEqual({
      customer: 'cus_new',
      return_url: 'https://app.polyloop.example/admin/billing',
    });
  });

  it('reuses a known customer', async () => {
    const fetch = fakeStripe({
      'POST /v1/billing_portal/sessions': { url: 'https://billing.stripe.com/p/session/def' },
    });
    expect(
      await provider(fetch).portalLink({
        tenantId: 't-1',
        customerId: 'cus_1',
        email: 'a@b.c',
        companyName: 'A',
        returnUrl: '/admin/billing',
      }),
    ).toEqual({ url: 'https://billing.stripe.com/p/session/def', customerId: 'cus_1' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says billing is not configured while the secret holds the placeholder', async () => {
    const link = provider(fakeStripe({}), { apiKey: '', webhookSecret: '' }).portalLink({
      tenantId: 't',
      email: 'a@b.c',
      companyName: 'A',
      returnUrl: '/',
    });
    await expect(link).rejects.toBeInstanceOf(HttpError);
    await expect(link).rejects.toMatchObject({ status: 503 });
  });

  it('reads a subscription update: tier from the lookup key, frequency, period end, amount, status', async () => {
    const body = subscriptionEvent('customer.subscription.updated', intelligenceMonthly);
    expect(await provider(fakeStripe({})).readWebhook(body, signed(body))).toEqual({
      tenantId: 't-1',
      customerId: 'cus_1',
      changes: {
        subscriptionTier: 'INTELLIGENCE',
        unlimitedSeats: false,
        billingFrequency: 'MONTHLY',
        cancelAtPeriodEnd: false,
        nextBillDate: new Date(1_752_592_000_000).toISOString(),
        upcomingPaymentCents: 100_000,
        subscriptionStatus: 'ACTIVE',
        paymentMethodConfigured: true,
      },
    });
  });

  it('reads 6-month and yearly prices, the tier from metadata and the period end from the item (2025 API)', async () => {
    const body = subscriptionEvent('customer.subscription.created', {
      ...intelligenceMonthly,
      status: 'trialing',
      cancel_at_period_end: true,
      current_period_end: undefined,
      items: {
        data: [
          {
            quantity: 1,
            current_period_end: 1_760_000_000,
            price: {
              lookup_key: null,
              metadata: { tier: 'enterprise' },
              unit_amount: null,
              recurring: { interval: 'month', interval_count: 6 },
            },
          },
        ],
      },
    });
    const change = await provider(fakeStripe({})).readWebhook(body, signed(body));
    expect(change?.changes).toMatchObject({
      subscriptionTier: 'ENTERPRISE',
      unlimitedSeats: true,
      maxUsers: null,
      billingFrequency: 'BI_ANNUALLY',
      cancelAtPeriodEnd: true,
      subscriptionStatus: 'TRIALING',
      nextBillDate: new Date(1_760_000_000_000).toISOString(),
      upcomingPaymentCents: null,
    });
    const yearly = subscriptionEvent('customer.subscription.updated', {
      ...intelligenceMonthly,
      items: {
        data: [
          {
            price: { lookup_key: 'intelligence_yearly', recurring: { interval: 'year', interval_count: 1 } },
          },
        ],
      },
    });
    expect(
      (await provider(fakeStripe({})).readWebhook(yearly, signed(yearly)))?.changes.billingFrequency,
    ).toBe('ANNUALLY');
  });

  it('returns a deleted subscription to the free tier', async () => {
    const body = subscriptionEvent('customer.subscription.deleted', {
      ...intelligenceMonthly,
      status: 'canceled',
    });
    expect((await provider(fakeStripe({})).readWebhook(body, signed(body)))?.changes).toMatchObject({
      subscriptionTier: 'PLATFORM',
      subscriptionStatus: 'CANCELED',
      billingFrequency: null,
      nextBillDate: null,
    });
  });

  it("finds the tenant from the customer's metadata when the subscription has none", async () => {
    const body = subscriptionEvent('customer.subscription.updated', { ...intelligenceMonthly, metadata: {} });
    const fetch = fakeStripe({ 'GET /v1/customers/cus_1': { id: 'cus_1', metadata: { tenantId: 't-9' } } });
    expect((await provider(fetch).readWebhook(body, signed(body)))?.tenantId).toBe('t-9');
  });

  it('ignores other event types and refuses a bad signature', async () => {
    const invoice = JSON.stringify({ id: 'evt_2', type: 'invoice.paid', data: { object: { id: 'in_1' } } });
    expect(await provider(fakeStripe({})).readWebhook(invoice, signed(invoice))).toBeUndefined();
    const body = subscriptionEvent('customer.subscription.updated', intelligenceMonthly);
    await expect(
      provider(fakeStripe({})).readWebhook(body, {
        'stripe-signature': signWebhook('whsec_wrong', body, now / 1000),
      }),
    ).rejects.toBeInstanceOf(Unauthorized);
  });
});

describe('Stripe invoice items', () => {
  it('adds a fee to the customer’s next invoice in whole cents, under the fee’s idempotency key', async () => {
    const fetch = fakeStripe({ 'POST /v1/invoiceitems': { id: 'ii_1' } });
    const added = await provider(fetch).addInvoiceItem({
      tenantId: 't-1',
      customerId: 'cus_1',
      companyName: 'Acme',
      amountCents: 10_051,
      description: 'Transaction fee',
      idempotencyKey: 'polyloop-fee-t-1-a-1',
    });
    expect(added).toEqual({ reference: 'ii_1', customerId: 'cus_1' });
    const [, init] = fetch.mock.calls[0]!;
    expect((init!.headers as Record<string, string>)['idempotency-key']).toBe('polyloop-fee-t-1-a-1');
    const form = new URLSearchParams(String(init!.body));
    expect(form.get('amount')).toBe('10051');
    expect(form.get('currency')).toBe('usd');
    expect(form.get('customer')).toBe('cus_1');
  });

  it('creates the customer first for a company that has none', async () => {
    const fetch = fakeStripe({
      'POST /v1/customers': { id: 'cus_new' },
      'POST /v1/invoiceitems': { id: 'ii_2' },
    });
    const added = await provider(fetch).addInvoiceItem({
      tenantId: 't-2',
      companyName: 'Acme',
      amountCents: 300,
      description: 'Transaction fee',
      idempotencyKey: 'polyloop-fee-t-2-a-2',
    });
    expect(added).toEqual({ reference: 'ii_2', customerId: 'cus_new' });
    expect(new URLSearchParams(String(fetch.mock.calls[1]![1]!.body)).get('customer')).toBe('cus_new');
  });

  it('charges a seat at once on an invoice of its own that takes no pending items, each step under its own key', async () => {
    const fetch = fakeStripe({
      'POST /v1/invoices': { id: 'in_1' },
      'POST /v1/invoiceitems': { id: 'ii_3' },
      'POST /v1/invoices/in_1/finalize': { id: 'in_1' },
      'POST /v1/invoices/in_1/pay': { id: 'in_1' },
    });
    const charged = await provider(fetch).chargeNow({
      tenantId: 't-3',
      customerId: 'cus_3',
      companyName: 'Acme',
      amountCents: 6_667,
      description: 'Seat for Ann Lee',
      idempotencyKey: 'polyloop-seat-t-3-u-1',
    });
    expect(charged).toEqual({ reference: 'in_1', customerId: 'cus_3' });
    const calls = fetch.mock.calls.map(([url, init]) => ({
      path: new URL(String(url)).pathname,
      key: (init!.headers as Record<string, string>)['idempotency-key'],
      form: new URLSearchParams(String(init!.body ?? '')),
    }));
    expect(calls.map((c) => `${c.path} ${c.key}`)).toEqual([
      '/v1/invoices polyloop-seat-t-3-u-1-invoice',
      '/v1/invoiceitems polyloop-seat-t-3-u-1-item',
      '/v1/invoices/in_1/finalize polyloop-seat-t-3-u-1-finalize',
      '/v1/invoices/in_1/pay polyloop-seat-t-3-u-1-pay',
    ]);
    expect(calls[0]!.form.get('pending_invoice_items_behavior')).toBe('exclude');
    expect(calls[1]!.form.get('invoice')).toBe('in_1');
    expect(calls[1]!.form.get('amount')).toBe('6667');
  });
});
