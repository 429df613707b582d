import type { BillingProvider, InvoiceItemInput } from '../../ports/billing.js';
import { BadRequest } from '../../lib/errors.js';
import {
  SANDBOX_INVOICE_ITEMS_PATH,
  SandboxWebhook,
  sandboxSessionMinutes,
  signSandboxSession,
  type SandboxInvoiceItem,
} from './sandbox-session.js';
import { headerValue, signWebhook, verifyWebhookSignature } from './signature.js';

/**
 * The local cloud's billing provider: a sandbox portal page (`/_local/billing-portal`, clearly
 * labelled, no real payments) that changes the plan by posting a webhook signed exactly as Stripe
 * signs, so the product's webhook route and its signature check run as they do in AWS.
 */
export function sandboxBillingProvider({
  secret,
  appUrl,
  now = Date.now,
  fetch: send = fetch,
}: {
  secret: string;
  appUrl: string;
  now?: () => number;
  fetch?: typeof fetch;
}): BillingProvider {
  async function post(
    { tenantId, customerId, companyName, amountCents, description, idempotencyKey }: InvoiceItemInput,
    chargedNow: boolean,
  ) {
    const item: SandboxInvoiceItem = {
      tenantId,
      customerId: customerId ?? `sandbox_${tenantId}`,
      companyName,
      amountCents,
      description,
      idempotencyKey,
      chargedNow,
    };
    const body = JSON.stringify(item);
    const response = await send(new URL(SANDBOX_INVOICE_ITEMS_PATH, appUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
        'stripe-signature': signWebhook(secret, body, Math.floor(now() / 1000)),
      },
      body,
    });
    if (!response.ok)
      throw new Error(`The sandbox billing portal answered ${response.status}: ${await response.text()}`);
    const { id } = (await response.json()) as { id: string };
    return { reference: id, customerId: item.customerId };
  }

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

    // The sandbox portal keeps the items it is sent and lists them on its page; a key it has seen adds nothing.
    addInvoiceItem: (input) => post(input, false),
    // Listed as charged at once: the sandbox takes no payment, and says so on its page.
    chargeNow: (input) => post(input, true),

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
