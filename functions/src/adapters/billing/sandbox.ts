import type { BillingProvider } from '../../ports/billing.js';
import { BadRequest } from '../../lib/errors.js';
import { SandboxWebhook, sandboxSessionMinutes, signSandboxSession } from './sandbox-session.js';
import { headerValue, verifyWebhookSignature } from './signature.js';

/**
 * The local cloud's billing provider: a sandbox portal page (`/_local/billing-portal`, clearly
 * labelled, no real payments) that changes the plan by posting a webhook signed exactly as Stripe
 * signs, so the product's webhook route and its signature check run as they do in AWS.
 */
export function sandboxBillingProvider({
  secret,
  appUrl,
  now = Date.now,
}: {
  secret: string;
  appUrl: string;
  now?: () => number;
}): BillingProvider {
  return {
    async portalLink({ tenantId, customerId, email, companyName, returnUrl }) {
      const session = {
        tenantId,
        customerId: customerId ?? `sandbox_${tenantId}`,
        email,
        companyName,
        returnUrl: new URL(returnUrl, appUrl).toString(),
        exp: now() + sandboxSessionMinutes * 60_000,
      };
      const url = new URL('/_local/billing-portal', appUrl);
      url.searchParams.set('session', signSandboxSession(session, secret));
      return { url: url.toString(), customerId: session.customerId };
    },

    async readWebhook(rawBody, headers) {
      verifyWebhookSignature(secret, rawBody, headerValue(headers, 'stripe-signature'), now());
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new BadRequest('The webhook body is not JSON');
      }
      if ((body as { type?: unknown } | null)?.type !== 'subscription.updated') return undefined;
      const event = SandboxWebhook.safeParse(body);
      if (!event.success) throw new BadRequest('The webhook body is not a subscription change');
      const { tenantId, customerId, changes } = event.data;
      return { tenantId, customerId, changes };
    },
  };
}
