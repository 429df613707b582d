import { AdminRoutes, type BillingInquiry } from '@polyloop/shared';
import type * as z from 'zod';
import { notify } from '../../components/ui/toaster';
import { api, ApiError } from '../../lib/api';

export const BILLING_MESSAGES = {
  portalFailed: 'Failed to create billing portal!',
  trialStarted: 'Your 60-day free trial has started.',
  contactAdmin: 'Contact your company administrator to upgrade.',
} as const;

/** Opens the billing provider's portal: the browser leaves the app (spec part 3 §7.8). */
export async function openBillingPortal(): Promise<void> {
  try {
    const { data } = await api(AdminRoutes.billingPortalLink);
    window.location.assign(data.url);
  } catch {
    notify('error', BILLING_MESSAGES.portalFailed);
  }
}

/** Tells sales about interest in a plan; the server's message or its failure is shown. */
export async function contactSales(inquiry: z.infer<typeof BillingInquiry>['inquiry'] = 'ENTERPRISE_INTEREST'): Promise<void> {
  try {
    const { data } = await api(AdminRoutes.billingInquiry, { body: { inquiry } });
    notify('success', data.message);
  } catch (e) {
    notify('error', e instanceof ApiError ? e.message : 'Something went wrong, try again or contact support.');
  }
}
