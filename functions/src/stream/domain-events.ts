import { entityOf, type ItemChange } from '../data/changes.js';
import type { Derivation } from '../lib/lifecycle.js';
import { companyEvents } from '../domain/company/company.events.js';
import { contactEvents } from '../domain/contact/contact.events.js';
import { locationEvents } from '../domain/location/location.events.js';
import { associationEvents, materialEvents } from '../domain/material/material.events.js';
import { commentEvents } from '../domain/comment/comment.events.js';
import { userEvents } from '../domain/user/user.events.js';
import { tenantEvents } from '../domain/tenant/tenant.events.js';
import { haveEvents, needEvents } from '../domain/listing/listing.events.js';
import { adjustmentEvents, lotEvents } from '../domain/inventory/lot.events.js';
import { processReportEvents } from '../domain/process-report/process-report.events.js';
import { taskEvents } from '../domain/task/task.events.js';
import { orderEvents, shipmentEvents } from '../domain/order/order.events.js';
import { linkEvents } from '../domain/link/link.events.js';
import { offerEvents } from '../domain/network-offer/offer.events.js';
import { requestEvents } from '../domain/network-request/request.events.js';
import { publicListingEvents } from '../domain/market/public-listing.events.js';
import { accessRequestEvents } from '../domain/access-request/access-request.events.js';

/**
 * The domain events each entity's writes mean, declared beside each aggregate
 * (`<aggregate>.events.ts`). They are derived here, from the table stream, rather than sent by
 * the request after its write: the stream sees every committed write exactly in order and is
 * retried until handled, so an event can neither be lost to a crash between the write and the
 * send nor sent for a write that failed.
 */
const derivations: Record<string, Derivation> = {
  company: companyEvents,
  contact: contactEvents,
  location: locationEvents,
  material: materialEvents,
  'company-material': associationEvents,
  comment: commentEvents,
  user: userEvents,
  tenant: tenantEvents,
  have: haveEvents,
  need: needEvents,
  'inventory-lot': lotEvents,
  'lot-adjustment': adjustmentEvents,
  'process-report': processReportEvents,
  task: taskEvents,
  order: orderEvents,
  shipment: shipmentEvents,
  link: linkEvents,
  'network-offer': offerEvents,
  'network-request': requestEvents,
  'public-listing': publicListingEvents,
  'access-request': accessRequestEvents,
};

export const eventsOf = (change: ItemChange) => {
  const entity = entityOf(change);
  return entity ? (derivations[entity]?.(change) ?? []) : [];
};
