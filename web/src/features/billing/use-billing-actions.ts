import { AdminRoutes, type BillingInquiry } from '@polyloop/shared';
import type * as z from 'zod';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/use-submit';

export const BILLING_MESSAGES = {
  portalFailed: 'Failed to create billing portal!',
  trialStarted: 'Your 60-day free trial has started.',
  contactAdmin: 'Contact your company administrator to upgrade.',
} as const;

/**
 * What the plan cards and the billing page can do: open the billing provider's portal (the
 * browser leaves the app, spec part 3 §7.8) and tell sales about interest in a plan.
 */
export function useBillingActions() {
  const portal = useSubmit<string>({ error: BILLING_MESSAGES.portalFailed });
  const sales = useSubmit<string>({ success: (message) => message });
  return {
    openPortal: async () => {
      const done = await portal.run(async () => (await api(AdminRoutes.billingPortalLink)).data.url);
      if (done) window.location.assign(done.result);
    },
    contactSales: (inquiry: z.infer<typeof BillingInquiry>['inquiry'] = 'ENTERPRISE_INTEREST') =>
      sales.run(async () => (await api(AdminRoutes.billingInquiry, { body: { inquiry } })).data.message),
    busy: portal.busy || sales.busy,
  };
}
