import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxBillingProvider } from '@polyloop/functions/adapters/billing/sandbox';
import type { SubscriptionChange } from '@polyloop/functions/ports/billing';
import { handleBillingPortalRequest } from './billing-portal-page.js';

const secret = 'local-billing-sandbox';
const appUrl = 'http://localhost:3000';
const sandbox = sandboxBillingProvider({ secret, appUrl });
const received: Array<{ url: string; change: SubscriptionChange | undefined }> = [];

/** Stands in for the product's webhook route: reads the webhook with the very adapter the route uses. */
const productWebhook: typeof fetch = async (url, init) => {
  const headers = Object.fromEntries(new Headers(init?.headers).entries());
  received.push({ url: String(url), change: await sandbox.readWebhook(String(init?.body), headers) });
  return new Response(JSON.stringify({ received: true }), { status: 200 });
};

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer(
    (req, res) => void handleBillingPortalRequest(req, res, { secret, appUrl, fetch: productWebhook }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_local/billing-portal`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the sandbox billing portal page', () => {
  it('shows the company and the plans, clearly labelled as a sandbox', async () => {
    const { url } = await sandbox.portalLink({
      tenantId: 't-1',
      email: 'ada@example.com',
      companyName: 'Acme Plastics',
      returnUrl: '/admin/billing',
    });
    const html = await (await fetch(`${base}${new URL(url).search}`)).text();
    expect(html).toContain('Sandbox billing portal — no real payments');
    expect(html).toContain('Acme Plastics');
    for (const plan of [
      'Platform',
      'Intelligence',
      'Enterprise',
      'Payment method on file',
      'Cancel at period end',
      'Billing frequency',
    ])
      expect(html).toContain(plan);
  });

  it('sends a signed subscription change to the product and returns the browser to billing', async () => {
    const { url } = await sandbox.portalLink({
      tenantId: 't-1',
      email: 'ada@example.com',
      companyName: 'Acme Plastics',
      returnUrl: '/admin/billing',
    });
    const form = new URLSearchParams({
      session: new URL(url).searchParams.get('session')!,
      tier: 'INTELLIGENCE',
      frequency: 'ANNUALLY',
      paymentMethod: 'on',
      cancelAtPeriodEnd: 'on',
    });
    const response = await fetch(base, { method: 'POST', body: form, redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${appUrl}/admin/billing`);
    expect(received.at(-1)?.url).toBe(`${appUrl}/api/webhooks/billing`);
    expect(received.at(-1)?.change).toMatchObject({
      tenantId: 't-1',
      customerId: 'sandbox_t-1',
      changes: {
        subscriptionTier: 'INTELLIGENCE',
        billingFrequency: 'ANNUALLY',
        cancelAtPeriodEnd: true,
        paymentMethodConfigured: true,
        subscriptionStatus: 'ACTIVE',
        upcomingPaymentCents: 1_200_000,
      },
    });
  });

  it('refuses a forged session without calling the product', async () => {
    const before = received.length;
    const response = await fetch(base, {
      method: 'POST',
      body: new URLSearchParams({ session: 'forged.token', tier: 'ENTERPRISE' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(401);
    expect(received).toHaveLength(before);
  });
});
