import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminRoutes, IdentityRoutes } from '@polyloop/shared';
import { seatProrationCents, type Billing } from '@polyloop/shared/plans';
import { signWebhook } from '@polyloop/functions/adapters/billing/signature';
import { anonymousClient, signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, mailsTo, useCloudEnv, type TestCompany } from '../support/companies.js';
import { eventually } from '../support/eventually.js';

const cloud = inject('cloud');
beforeAll(() => useCloudEnv(cloud.env));

/** The provider's call, signed as it signs them: a header the contract does not describe. */
const webhook = (body: string, signature: string) =>
  anonymousClient(cloud).raw('POST', AdminRoutes.billingWebhook.path, {
    body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });

describe('billing', () => {
  let company: TestCompany;
  let admin: SignedInClient;
  let member: SignedInClient;
  beforeAll(async () => {
    company = await createCompany('Billing');
    admin = await signedInClient(cloud, company.admin.email);
    member = await signedInClient(cloud, company.member.email);
  });

  it('reads the subscription of the company (free with the default seat limit)', async () => {
    const res = await member.ok(IdentityRoutes.getBilling);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subscriptionTier: 'PLATFORM',
      maxUsers: null,
      unlimitedSeats: false,
      seatsUsed: 2,
      trialEndDate: null,
      subscriptionStatus: 'FREE',
    });
  });

  it('lets only an administrator start the trial, and only once', async () => {
    expect((await member(AdminRoutes.startTrial)).status).toBe(403);
    const started = await admin.ok(AdminRoutes.startTrial);
    expect(started.status).toBe(200);
    expect(started.body.subscriptionStatus).toBe('TRIALING');
    expect(new Date(started.body.trialEndDate!).getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    const again = await admin.refused(AdminRoutes.startTrial);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Your free trial has already been used.');
  });

  it('refuses a trial to a company that had one at onboarding', async () => {
    const trialing = await createCompany('Trialing', { intents: ['CORE_SUITE'] });
    const trialingAdmin = await signedInClient(cloud, trialing.admin.email);
    expect((await trialingAdmin.refused(AdminRoutes.startTrial)).body.message).toBe(
      'Your free trial has already been used.',
    );
  });

  it('mails sales about a plan inquiry', async () => {
    const res = await member.ok(AdminRoutes.billingInquiry, {
      body: { inquiry: 'ENTERPRISE_INTEREST', message: `Call me ${company.tenantId}` },
    });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe('Thanks! Our sales team will contact you shortly.');
    const mail = await eventually(async () =>
      (await mailsTo(cloud.baseUrl, cloud.env.SALES_EMAIL!)).find((m) => m.text?.includes(company.tenantId)),
    );
    expect(mail.subject).toBe(`Plan inquiry from ${company.name}: Enterprise plan`);
  });

  it('answers a billing-portal address to administrators and keeps the customer', async () => {
    expect((await member(AdminRoutes.billingPortalLink)).status).toBe(403);
    const res = await admin.ok(AdminRoutes.billingPortalLink);
    expect(res.status).toBe(200);
    expect(res.body.url).toContain('/_local/billing-portal?session=');
  });

  it('changes the plan through the sandbox portal, which calls the product back like the real provider', async () => {
    const { url } = (await admin.ok(AdminRoutes.billingPortalLink)).body;
    const page = await fetch(url);
    expect(await page.text()).toContain('Sandbox billing portal');
    const session = new URL(url).searchParams.get('session')!;
    const form = new URLSearchParams({
      session,
      tier: 'INTELLIGENCE',
      frequency: 'ANNUALLY',
      paymentMethod: 'on',
    });
    const saved = await fetch(new URL(url).origin + new URL(url).pathname, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(saved.status).toBe(303);
    const billing = await eventually(async () => {
      const b = (await member.ok(IdentityRoutes.getBilling)).body;
      return b.subscriptionTier === 'PLATFORM' ? undefined : b;
    });
    expect(billing).toMatchObject({
      subscriptionTier: 'INTELLIGENCE',
      billingFrequency: 'ANNUALLY',
      paymentMethodConfigured: true,
    });
  });

  it('applies a signed webhook to the company it names, and refuses a bad signature with 401', async () => {
    const body = JSON.stringify({
      type: 'subscription.updated',
      tenantId: company.tenantId,
      customerId: `sandbox_${company.tenantId}`,
      changes: { subscriptionTier: 'ENTERPRISE', unlimitedSeats: true, subscriptionStatus: 'ACTIVE' },
    });
    expect((await webhook(body, 't=1,v1=deadbeef')).status).toBe(401);
    expect((await webhook(body, signWebhook('not-the-secret', body))).status).toBe(401);
    const res = await webhook(body, signWebhook(cloud.env.BILLING_SANDBOX_SECRET!, body));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    const billing = await member.ok(IdentityRoutes.getBilling);
    expect(billing.body).toMatchObject({
      subscriptionTier: 'ENTERPRISE',
      unlimitedSeats: true,
      subscriptionStatus: 'ACTIVE',
    });
  });
});

/** What the sandbox portal received for a company: its invoice items and its immediate charges. */
const chargesOf = async (tenantId: string) => {
  const res = await fetch(`${cloud.baseUrl}/_local/billing-portal/invoice-items?format=json`);
  const { items } = (await res.json()) as {
    items: Array<{ tenantId: string; amountCents: number; description: string; chargedNow?: boolean }>;
  };
  return items.filter((i) => i.tenantId === tenantId);
};
const DAY = 86_400_000;

describe('a user added on a paid plan', () => {
  let paid: TestCompany;
  let free: TestCompany;
  let admin: SignedInClient;
  let billing: Billing;
  beforeAll(async () => {
    [paid, free] = await Promise.all([createCompany('Seats Paid'), createCompany('Seats Free')]);
    admin = await signedInClient(cloud, paid.admin.email);
    // Monthly Intelligence, billed again in 11 days (measured from today's start, so the days left
    // are 11 all day long).
    const nextBillDate = new Date(Math.floor(Date.now() / DAY) * DAY + 11 * DAY).toISOString();
    const body = JSON.stringify({
      type: 'subscription.updated',
      tenantId: paid.tenantId,
      customerId: `sandbox_${paid.tenantId}`,
      changes: {
        subscriptionTier: 'INTELLIGENCE',
        subscriptionStatus: 'ACTIVE',
        billingFrequency: 'MONTHLY',
        nextBillDate,
        maxUsers: 10,
        paymentMethodConfigured: true,
      },
    });
    expect((await webhook(body, signWebhook(cloud.env.BILLING_SANDBOX_SECRET!, body))).status).toBe(200);
    billing = (await admin.ok(IdentityRoutes.getBilling)).body;
  });
  const invite = (client: SignedInClient, lastName: string) =>
    client.ok(AdminRoutes.inviteUser, {
      body: {
        email: `seat.${lastName.toLowerCase()}.${Date.now()}@test.polyloop.example`,
        firstName: 'Sam',
        lastName,
      },
    });

  it('is charged at once, prorated for the 11 days left of the month, on the sandbox portal', async () => {
    const before = new Date();
    await invite(admin, 'Seatwell');
    const charges = await eventually(async () => {
      const c = await chargesOf(paid.tenantId);
      return c.length ? c : undefined;
    });
    const expected = [before, new Date()].map((at) => seatProrationCents(billing, at));
    expect(charges).toHaveLength(1);
    expect(expected).toContain(charges[0]!.amountCents);
    expect(charges[0]!.amountCents).toBeGreaterThan(0);
    expect(charges[0]).toMatchObject({ chargedNow: true });
    expect(charges[0]!.description).toContain('Seat for Sam Seatwell');
    const page = await (await fetch(`${cloud.baseUrl}/_local/billing-portal/invoice-items`)).text();
    expect(page).toContain('Charged now (sandbox: no payment taken)');
  });

  it('is charged again when an archived user is restored, and not when archived', async () => {
    const { body: user } = await invite(admin, 'Backagain');
    await eventually(async () => ((await chargesOf(paid.tenantId)).length === 2 ? true : undefined));
    await admin.ok(AdminRoutes.archiveUser, { params: { id: user.id } });
    await admin.ok(AdminRoutes.restoreUser, { params: { id: user.id } });
    const charges = await eventually(async () => {
      const c = await chargesOf(paid.tenantId);
      return c.length === 3 ? c : undefined;
    });
    expect(charges.filter((c) => c.description.includes('Sam Backagain'))).toHaveLength(2);
    expect(charges.every((c) => c.chargedNow)).toBe(true);
  });

  it('costs nothing on the free plan', async () => {
    const freeAdmin = await signedInClient(cloud, free.admin.email);
    await invite(freeAdmin, 'Freeman');
    // Once the stream and the events it set off are done, a charge would have been made.
    const settled = await fetch(`http://127.0.0.1:${cloud.ports.aws}/_local/stream?state=settled`, {
      method: 'POST',
    });
    expect(settled.ok).toBe(true);
    expect(await chargesOf(free.tenantId)).toEqual([]);
  });
});
