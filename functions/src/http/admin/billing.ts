import { AdminRoutes as R } from '@polyloop/shared';
import { implement } from '../../lib/http.js';
import { member, tenantOf } from '../../domain/tenant/tenant.service.js';
import * as Billings from '../../domain/billing/billing.service.js';
import * as Subscriptions from '../../domain/billing/subscription.service.js';
import { activeSeats } from '../../domain/user/user.service.js';

export const billingRoutes = [
  implement(R.startTrial, async ({ actor }) => {
    const tenantId = tenantOf(actor);
    return Billings.startTrial(tenantId, () => activeSeats(tenantId));
  }),
  implement(R.billingPortalLink, async ({ actor }) => Subscriptions.portalLink(member(actor))),
  implement(R.billingInquiry, async ({ actor, body }) => Subscriptions.inquire(member(actor), body)),
  implement(R.billingWebhook, async ({ event }) => {
    // The signature covers the exact bytes sent, so the body is passed on undecoded as text.
    const rawBody = event.body === undefined ? '' : event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    return Subscriptions.applyWebhook(rawBody, event.headers);
  }),
];
