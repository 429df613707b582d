import { AdminRoutes } from '@polyloop/shared/contract/routes/admin';
import { implement } from '../preset.js';

const subscriptions = () => import('../../domain/subscription/subscription.service.js');

export const billingRoutes = implement(AdminRoutes, {
  startTrial: async ({ actor }) => (await subscriptions()).startTrial(actor),
  billingPortalLink: async ({ actor }) => (await subscriptions()).portalLink(actor),
  billingInquiry: async ({ actor, body }) => (await subscriptions()).inquire(actor, body),
  // The signature covers the exact bytes sent, so the body is passed on undecoded as text.
  billingWebhook: async ({ event }) =>
    (await subscriptions()).applyWebhook(
      event.body === undefined
        ? ''
        : event.isBase64Encoded
          ? Buffer.from(event.body, 'base64').toString('utf8')
          : event.body,
      event.headers,
    ),
});
