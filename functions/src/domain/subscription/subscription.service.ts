import type { BillingInquiry } from '@polyloop/shared';
import { seatProrationCents } from '@polyloop/shared/plans';
import type * as z from 'zod';
import { billingProvider } from '../../adapters/billing/index.js';
import type { Member } from '../../lib/actor.js';
import { sendEmail } from '../../lib/email.js';
import { env } from '../../lib/env.js';
import { logger } from '../../lib/observability.js';
import { Billing, ensure, startTrial as start } from '../billing/index.js';
import { Tenant } from '../tenant/index.js';
import { forget, activeSeats } from '../user/index.js';

/**
 * A company's subscription as its administrator and the billing provider change it. Beyond the
 * billing record this counts the company's people (a company from before billing records gets
 * one on first need) and drops cached actors, because the plan decides what people may do.
 */

/** Starts the company's 60-day trial (once); a company without a billing record yet has its seats counted first. */
export const startTrial = (actor: Member) => start(actor.tenantId, () => activeSeats(actor.tenantId));

export const INQUIRY_SENT = 'Thanks! Our sales team will contact you shortly.';

const INQUIRY_LABELS: Record<z.infer<typeof BillingInquiry>['inquiry'], string> = {
  ENTERPRISE_INTEREST: 'Enterprise plan',
  INTELLIGENCE_INTEREST: 'Intelligence plan',
  OTHER: 'Other',
};

/**
 * A billing-portal session for the caller's company. The provider creates its customer on first
 * use; we keep the customer id so later sessions and webhooks find the same customer.
 */
export async function portalLink(actor: Member): Promise<{ url: string }> {
  const [billing, tenant] = await Promise.all([
    ensure(actor.tenantId, () => activeSeats(actor.tenantId)),
    Tenant.get({ tenantId: actor.tenantId }),
  ]);
  const { url, customerId } = await billingProvider().portalLink({
    tenantId: actor.tenantId,
    customerId: billing.customerId,
    email: actor.email,
    companyName: tenant?.name ?? actor.tenantId,
    returnUrl: `${env().APP_URL}/admin/billing`,
  });
  if (customerId !== billing.customerId)
    await Billing.update({ tenantId: actor.tenantId }, { customerId, updatedAt: new Date().toISOString() });
  return { url };
}

/** Tells sales about interest in a plan; the answer does not wait for the e-mail to go out. */
export async function inquire(
  actor: Member,
  input: z.infer<typeof BillingInquiry>,
): Promise<{ message: string }> {
  const tenant = await Tenant.get({ tenantId: actor.tenantId });
  const company = tenant?.name ?? actor.tenantId;
  const label = INQUIRY_LABELS[input.inquiry];
  await sendEmail({
    to: [env().SALES_EMAIL],
    subject: `Plan inquiry from ${company}: ${label}`,
    text: [
      `${actor.email} of ${company} (company ${actor.tenantId}) asked about: ${label}.`,
      input.message ? `\nTheir message:\n${input.message}` : '',
    ].join('\n'),
  });
  return { message: INQUIRY_SENT };
}

/**
 * Applies a subscription change from the provider. Only the verified payload names the company
 * (never a query parameter); a change for a company we don't know is acknowledged and dropped so
 * the provider stops retrying it.
 */
export async function applyWebhook(
  rawBody: string,
  headers: Record<string, string | undefined>,
): Promise<{ received: boolean }> {
  const change = await billingProvider().readWebhook(rawBody, headers);
  if (!change) return { received: true };
  const tenant = await Tenant.get({ tenantId: change.tenantId });
  if (!tenant) {
    logger.warn('billing webhook for an unknown company', { tenantId: change.tenantId });
    return { received: false };
  }
  await ensure(change.tenantId, () => activeSeats(change.tenantId));
  await Billing.update(
    { tenantId: change.tenantId },
    { ...change.changes, customerId: change.customerId, updatedAt: new Date().toISOString() },
  );
  // The plan decides permissions: drop this container's cached actors so the change shows at once here.
  forget();
  return { received: true };
}

/** The provider's idempotency key for one added seat: the user, and the event that added them. */
export const seatChargeKey = (tenantId: string, userId: string, occurrenceId: string) =>
  `polyloop-seat-${tenantId}-${userId}-${occurrenceId}`;

/**
 * Charges a user added to a company (invited, or restored) at once, prorated for what is left of
 * the billing period (`seatProrationCents`): on an invoice of its own, under a key made from the
 * event, so the bus delivering the event again charges nothing more. A free plan, a trial, an
 * inactive subscription or Enterprise's contract pricing charges nothing.
 */
export async function chargeAddedSeat(
  added: { tenantId: string; userId: string; name: string; occurrenceId: string },
  at: Date,
): Promise<{ chargedCents: number; reference?: string }> {
  const [billing, tenant] = await Promise.all([
    Billing.get({ tenantId: added.tenantId }, { consistent: true }),
    Tenant.get({ tenantId: added.tenantId }),
  ]);
  const amountCents = billing ? seatProrationCents(billing, at) : 0;
  if (!billing || !amountCents) return { chargedCents: 0 };
  const { reference, customerId } = await billingProvider().chargeNow({
    tenantId: added.tenantId,
    customerId: billing.customerId,
    companyName: tenant?.name ?? added.tenantId,
    amountCents,
    description: `Seat for ${added.name}, prorated to ${billing.nextBillDate!.slice(0, 10)} (${billing.subscriptionTier.toLowerCase()} plan)`,
    idempotencyKey: seatChargeKey(added.tenantId, added.userId, added.occurrenceId),
  });
  if (customerId !== billing.customerId)
    await Billing.update({ tenantId: added.tenantId }, { customerId, updatedAt: new Date().toISOString() });
  return { chargedCents: amountCents, reference };
}
