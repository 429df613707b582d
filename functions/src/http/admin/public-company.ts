import { AdminRoutes } from '@polyloop/shared/contract/routes/admin';
import { implement, uploaded } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const profiles = loadOnce(() => import('../../domain/public-company/public-company.service.js'));
const profileLogo = loadOnce(() => import('../../domain/public-company/profile-logo.js'));
const contacts = loadOnce(() => import('../../domain/public-company/public-contact.service.js'));
const locations = loadOnce(() => import('../../domain/public-company/public-location.service.js'));

/** Loaded by a disable only: the market's records stay out of the other profile routes' start. */
const openListings = loadOnce(() => import('../../domain/market/open-listings.js'));
const noOpenListings = async (tenantId: string, at: string) =>
  (await openListings()).noOpenListingsTx(tenantId, at);

export const publicCompanyRoutes = implement(AdminRoutes, {
  getPublicCompany: async ({ actor }) => (await profiles()).get(actor.tenantId),
  createPublicCompany: async ({ actor, body }) => (await profiles()).create(actor.tenantId, body),
  updatePublicCompany: async ({ actor, body }) =>
    (await profiles()).update(actor.tenantId, body, noOpenListings),
  listPublicContacts: async ({ actor }) => (await contacts()).list(actor.tenantId),
  createPublicContact: async ({ actor, body }) => (await contacts()).add(actor.tenantId, body),
  updatePublicContact: async ({ actor, params, body }) =>
    (await contacts()).update(actor.tenantId, params.id, body),
  deletePublicContact: async ({ actor, params }) => (await contacts()).remove(actor.tenantId, params.id),
  listPublicLocations: async ({ actor, query }) =>
    (await locations()).list(actor.tenantId, query.page, query.size),
  createPublicLocation: async ({ actor, body }) => (await locations()).add(actor.tenantId, body),
  getPublicLocation: async ({ actor, params }) => (await locations()).get(actor.tenantId, params.id),
  updatePublicLocation: async ({ actor, params, body }) =>
    (await locations()).update(actor.tenantId, params.id, body),
  deletePublicLocation: async ({ actor, params }) => (await locations()).remove(actor.tenantId, params.id),
  uploadPublicLogo: async ({ actor, event }) =>
    (await profileLogo()).uploadLogo(actor.tenantId, uploaded(event)),
  deletePublicLogo: async ({ actor }) => (await profileLogo()).deleteLogo(actor.tenantId),
});
