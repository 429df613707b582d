import { AdminRoutes } from '@polyloop/shared/contract/routes/admin';
import { implement, uploaded } from '../preset.js';
import * as Profiles from '../../domain/public-company/public-company.service.js';
import * as ProfileLogo from '../../domain/public-company/profile-logo.js';
import * as Contacts from '../../domain/public-company/public-contact.service.js';
import * as Locations from '../../domain/public-company/public-location.service.js';

/** Loaded by a disable only: the market's records stay out of the other profile routes' start. */
const noOpenListings = async (tenantId: string, at: string) =>
  (await import('../../domain/market/open-listings.js')).noOpenListingsTx(tenantId, at);

export const publicCompanyRoutes = implement(AdminRoutes, {
  getPublicCompany: ({ actor }) => Profiles.get(actor.tenantId),
  createPublicCompany: ({ actor, body }) => Profiles.create(actor.tenantId, body),
  updatePublicCompany: ({ actor, body }) => Profiles.update(actor.tenantId, body, noOpenListings),
  listPublicContacts: ({ actor }) => Contacts.list(actor.tenantId),
  createPublicContact: ({ actor, body }) => Contacts.add(actor.tenantId, body),
  updatePublicContact: ({ actor, params, body }) => Contacts.update(actor.tenantId, params.id, body),
  deletePublicContact: ({ actor, params }) => Contacts.remove(actor.tenantId, params.id),
  listPublicLocations: ({ actor, query }) => Locations.list(actor.tenantId, query.page, query.size),
  createPublicLocation: ({ actor, body }) => Locations.add(actor.tenantId, body),
  getPublicLocation: ({ actor, params }) => Locations.get(actor.tenantId, params.id),
  updatePublicLocation: ({ actor, params, body }) => Locations.update(actor.tenantId, params.id, body),
  deletePublicLocation: ({ actor, params }) => Locations.remove(actor.tenantId, params.id),
  uploadPublicLogo: ({ actor, event }) => ProfileLogo.uploadLogo(actor.tenantId, uploaded(event)),
  deletePublicLogo: ({ actor }) => ProfileLogo.deleteLogo(actor.tenantId),
});
