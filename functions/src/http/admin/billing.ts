import { AdminRoutes } from '@polyloop/shared/contract/routes/admin';
import { implement } from '../preset.js';
import * as Subscriptions from '../../domain/subscription/subscription.service.js';

export const billingRoutes = implement(AdminRoutes, {
  startTrial: ({ actor }) => Subscriptions.startTrial(actor),
  billingPortalLink: ({ actor }) => Subscriptions.portalLink(actor),
  billingInquiry: ({ actor, body }) => Subscriptions.inquire(actor, body),
  // The signature covers the exact bytes sent, so the body is passed on undecoded as text.
  billingWebhook: ({ event }) =>
    Subscriptions.applyWebhook(
      event.body === undefined
        ? ''
        : event.isBase64Encoded
          ? Buffer.from(event.body, 'base64').toString('utf8')
          : event.body,
      event.headers,
    ),
});
