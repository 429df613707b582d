import { AdminRoutes } from '@polyloop/shared/contract/routes/admin';
import { bodyText, implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const subscriptions = loadOnce(() => import('../../domain/subscription/subscription.service.js'));
const fees = loadOnce(() => import('../../domain/auction/fee.service.js'));

export const billingRoutes = implement(AdminRoutes, {
  startTrial: async ({ actor }) => (await subscriptions()).startTrial(actor),
  billingPortalLink: async ({ actor }) => (await subscriptions()).portalLink(actor),
  listTransactionFees: async ({ actor, query }) => (await fees()).statement(actor, query),
  billingInquiry: async ({ actor, body }) => (await subscriptions()).inquire(actor, body),
  // The signature covers the exact bytes sent, so the body is passed on undecoded as text.
  billingWebhook: async ({ event }) => (await subscriptions()).applyWebhook(bodyText(event), event.headers),
});
