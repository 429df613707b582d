import { FreightRoutes } from '@polyloop/shared/contract/routes/freight';
import { bodyText, implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const searches = loadOnce(() => import('../../domain/freight/freight.service.js'));
const partners = loadOnce(() => import('../../domain/freight/partner.service.js'));
const webhooks = loadOnce(() => import('../../domain/freight/webhook.service.js'));

let partnerApi: Record<string, unknown> | undefined;

/** Freight: quote searches and bookings (the user's own), the partners' webhook, and the partners as platform administrators keep them. */
export const freightRoutes = implement(FreightRoutes, {
  listFreightPartners: async () => (await partners()).listActive(),
  requestFreightQuotes: async ({ body, actor }) => (await searches()).requestQuotes(actor, body),
  listFreightBookings: async ({ query, actor }) =>
    (await searches()).listBookings(actor, query.page, query.size),
  getFreightQuoteSearch: async ({ params, actor }) => (await searches()).getSearch(actor, params.id),
  bookFreightQuote: async ({ params, actor }) => (await searches()).book(actor, params.id),
  cancelFreightBooking: async ({ params, actor }) => (await searches()).cancelBooking(actor, params.id),
  // The signature covers the exact bytes sent, so the body is passed on undecoded as text.
  receiveFreightWebhook: async ({ params, event }) =>
    (await webhooks()).receive(params.partnerId, bodyText(event), event.headers),
  getFreightPartnerApi: async () =>
    (partnerApi ??= (await import('@polyloop/shared/freight/partner-openapi')).freightPartnerApiDocument()),
  listFreightPartnersAdmin: async () => (await partners()).listAll(),
  createFreightPartner: async ({ body }) => (await partners()).create(body),
  updateFreightPartner: async ({ params, body }) => (await partners()).update(params.partnerId, body),
  rotateFreightPartnerSecret: async ({ params }) => (await partners()).rotate(params.partnerId),
  retireFreightPartnerSecret: async ({ params }) =>
    (await partners()).retire(params.partnerId, params.secretId),
});
