import { entityOf, type ItemChange } from '../data/changes.js';
import type { Derivation } from '../lib/lifecycle.js';

/**
 * The domain events each entity's writes mean, declared beside each aggregate
 * (`<aggregate>.events.ts`). They are derived here, from the table stream, rather than sent by
 * the request after its write: the stream sees every committed write exactly in order and is
 * retried until handled, so an event can neither be lost to a crash between the write and the
 * send nor sent for a write that failed. Each aggregate's derivation loads with the first change
 * of its entity, so the stream function starts without building every aggregate's schemas.
 */
const derivations: Record<string, () => Promise<Derivation>> = {
  company: () => import('../domain/company/company.events.js').then((m) => m.companyEvents),
  contact: () => import('../domain/contact/contact.events.js').then((m) => m.contactEvents),
  location: () => import('../domain/location/location.events.js').then((m) => m.locationEvents),
  material: () => import('../domain/material/material.events.js').then((m) => m.materialEvents),
  'company-material': () => import('../domain/material/material.events.js').then((m) => m.associationEvents),
  comment: () => import('../domain/comment/comment.events.js').then((m) => m.commentEvents),
  user: () => import('../domain/user/user.events.js').then((m) => m.userEvents),
  tenant: () => import('../domain/tenant/tenant.events.js').then((m) => m.tenantEvents),
  have: () => import('../domain/listing/listing.events.js').then((m) => m.haveEvents),
  need: () => import('../domain/listing/listing.events.js').then((m) => m.needEvents),
  'inventory-lot': () => import('../domain/inventory/lot.events.js').then((m) => m.lotEvents),
  'lot-adjustment': () => import('../domain/inventory/lot.events.js').then((m) => m.adjustmentEvents),
  'process-report': () =>
    import('../domain/process-report/process-report.events.js').then((m) => m.processReportEvents),
  task: () => import('../domain/task/task.events.js').then((m) => m.taskEvents),
  order: () => import('../domain/order/order.events.js').then((m) => m.orderEvents),
  shipment: () => import('../domain/order/order.events.js').then((m) => m.shipmentEvents),
  link: () => import('../domain/link/link.events.js').then((m) => m.linkEvents),
  'network-offer': () => import('../domain/network-offer/offer.events.js').then((m) => m.offerEvents),
  'network-request': () => import('../domain/network-request/request.events.js').then((m) => m.requestEvents),
  'public-listing': () =>
    import('../domain/market/public-listing.events.js').then((m) => m.publicListingEvents),
  auction: () => import('../domain/auction/auction.events.js').then((m) => m.auctionEvents),
  'auction-bidder': () => import('../domain/auction/auction.events.js').then((m) => m.bidderEvents),
  'freight-request': () => import('../domain/freight/freight.events.js').then((m) => m.requestEvents),
  'freight-quote': () => import('../domain/freight/freight.events.js').then((m) => m.quoteEvents),
  'buy-profile': () => import('../domain/buy-profile/buy-profile.events.js').then((m) => m.buyProfileEvents),
  'access-request': () =>
    import('../domain/access-request/access-request.events.js').then((m) => m.accessRequestEvents),
};

export async function eventsOf(change: ItemChange) {
  const entity = entityOf(change);
  const derivation = entity ? await derivations[entity]?.() : undefined;
  return derivation ? derivation(change) : [];
}
