import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { Billing } from '@polyloop/shared/plans';

/** What the sandbox portal page needs to know about the company it shows; signed, so it can't be edited. */
export const SandboxSession = z.object({
  tenantId: z.string().min(1),
  customerId: z.string().min(1),
  email: z.string(),
  companyName: z.string(),
  /** Where the page sends the browser back after saving (e.g. /admin/billing). */
  returnUrl: z.string(),
  /** Expiry, in milliseconds since the epoch. */
  exp: z.number(),
});
export type SandboxSession = z.infer<typeof SandboxSession>;

/** How long a sandbox portal link works, like a Stripe portal session. */
export const sandboxSessionMinutes = 60;

/** The body the sandbox portal posts to the product's billing webhook, signed like Stripe signs. */
export const SandboxWebhook = z.object({
  type: z.literal('subscription.updated'),
  tenantId: z.string().min(1),
  customerId: z.string().min(1),
  changes: Billing.pick({
    subscriptionTier: true,
    billingFrequency: true,
    cancelAtPeriodEnd: true,
    nextBillDate: true,
    paymentMethodConfigured: true,
    subscriptionStatus: true,
    maxUsers: true,
    unlimitedSeats: true,
  })
    // In whole cents, as Stripe states amounts.
    .extend({ upcomingPaymentCents: z.number().int().min(0).nullable() })
    .partial(),
});
export type SandboxWebhook = z.infer<typeof SandboxWebhook>;

// A prefix of its own, so a session token can never pass for a webhook signature or the reverse.
const mac = (secret: string, payload: string): Buffer =>
  createHmac('sha256', secret).update(`sandbox-session.${payload}`).digest();

/** `<base64url JSON>.<base64url HMAC>` */
export function signSandboxSession(session: SandboxSession, secret: string): string {
  const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The session a token carries, or undefined when it is forged, malformed or expired. */
export function readSandboxSession(
  token: string | null | undefined,
  secret: string,
  now = Date.now(),
): SandboxSession | undefined {
  if (!token || !secret) return undefined;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const session = SandboxSession.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return session.success && session.data.exp > now ? session.data : undefined;
  } catch {
    return undefined;
  }
}

/** A charge the sandbox provider adds to a customer's next invoice, posted to the sandbox portal signed like a webhook. */
export const SandboxInvoiceItem = z.object({
  tenantId: z.string().min(1),
  customerId: z.string().min(1),
  companyName: z.string(),
  amountCents: z.number().int().min(1),
  description: z.string().max(500),
  idempotencyKey: z.string().min(1).max(255),
  /** Charged at once on an invoice of its own (a seat added mid-period), not added to the next invoice. */
  chargedNow: z.boolean().default(false),
});
export type SandboxInvoiceItem = z.infer<typeof SandboxInvoiceItem>;

/** Where the sandbox portal takes invoice items (and lists them, `?format=json` for tests). */
export const SANDBOX_INVOICE_ITEMS_PATH = '/_local/billing-portal/invoice-items';
