import { describe, expect, it } from 'vitest';
import { BadRequest, Unauthorized } from '../../lib/errors.js';
import { sandboxBillingProvider } from './sandbox.js';
import { readSandboxSession, signSandboxSession } from './sandbox-session.js';
import { signWebhook } from './signature.js';

const secret = 'local-billing-sandbox';
const now = 1_750_000_000_000;
const sandbox = sandboxBillingProvider({ secret, appUrl: 'http://localhost:3000', now: () => now });

describe('the sandbox billing provider', () => {
  it('links to the local portal page with a signed session for the company', async () => {
    const link = await sandbox.portalLink({
      tenantId: 't-1',
      email: 'ada@example.com',
      companyName: 'Acme Plastics',
      returnUrl: '/admin/billing',
    });
    expect(link.customerId).toBe('sandbox_t-1');
    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/_local/billing-portal');
    expect(readSandboxSession(url.searchParams.get('session'), secret, now)).toEqual({
      tenantId: 't-1',
      customerId: 'sandbox_t-1',
      email: 'ada@example.com',
      companyName: 'Acme Plastics',
      returnUrl: 'http://localhost:3000/admin/billing',
      exp: now + 60 * 60_000,
    });
  });

  it('refuses session tokens that are forged, edited or expired', () => {
    const token = signSandboxSession(
      { tenantId: 't', customerId: 'c', email: 'e', companyName: 'n', returnUrl: '/', exp: now + 1000 },
      secret,
    );
    expect(readSandboxSession(token, 'another-secret', now)).toBeUndefined();
    expect(
      readSandboxSession(
        `${Buffer.from('{"tenantId":"x"}').toString('base64url')}.${token.split('.')[1]}`,
        secret,
        now,
      ),
    ).toBeUndefined();
    expect(readSandboxSession(token, secret, now + 1000)).toBeUndefined();
    expect(readSandboxSession('garbage', secret, now)).toBeUndefined();
  });

  it('reads a signed subscription change and refuses an unsigned one', async () => {
    const body = JSON.stringify({
      type: 'subscription.updated',
      tenantId: 't-1',
      customerId: 'sandbox_t-1',
      changes: { subscriptionTier: 'INTELLIGENCE', billingFrequency: 'ANNUALLY', cancelAtPeriodEnd: true },
    });
    expect(
      await sandbox.readWebhook(body, { 'stripe-signature': signWebhook(secret, body, now / 1000) }),
    ).toEqual({
      tenantId: 't-1',
      customerId: 'sandbox_t-1',
      changes: { subscriptionTier: 'INTELLIGENCE', billingFrequency: 'ANNUALLY', cancelAtPeriodEnd: true },
    });
    await expect(sandbox.readWebhook(body, {})).rejects.toBeInstanceOf(Unauthorized);
  });

  it('ignores other types and rejects a malformed change', async () => {
    const other = JSON.stringify({ type: 'invoice.paid' });
    expect(
      await sandbox.readWebhook(other, { 'stripe-signature': signWebhook(secret, other, now / 1000) }),
    ).toBeUndefined();
    const bad = JSON.stringify({
      type: 'subscription.updated',
      tenantId: 't-1',
      customerId: 'c',
      changes: { subscriptionTier: 'GOLD' },
    });
    await expect(
      sandbox.readWebhook(bad, { 'stripe-signature': signWebhook(secret, bad, now / 1000) }),
    ).rejects.toBeInstanceOf(BadRequest);
  });
});
