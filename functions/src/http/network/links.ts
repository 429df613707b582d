import { LinkRoutes } from '@polyloop/shared/contract/routes/network-links';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const links = loadOnce(() => import('../../domain/link/link.service.js'));
const publiclocations = loadOnce(() => import('../../domain/public-company/public-location.service.js'));
const profiles = loadOnce(() => import('../../domain/public-company/public-company.service.js'));

/** The directory and links: every company named by its public id. */
export const linkRoutes = implement(LinkRoutes, {
  listDirectory: async ({ query, actor }) => (await links()).directory(actor, query),
  linkCounts: async ({ actor }) => (await links()).counts(actor),
  getDirectoryCompany: async ({ params, actor }) => (await links()).publicCompany(actor, params.id),
  sendLink: async ({ params, body, actor }) => (await links()).send(actor, params.id, body),
  acceptLink: async ({ params, body, actor }) => (await links()).accept(actor, params.id, body),
  rejectLink: async ({ params, body, actor }) => (await links()).reject(actor, params.id, body),
  cancelLink: async ({ params, actor }) => (await links()).cancel(actor, params.id),
  listMyPublicLocations: async ({ actor }) => (await publiclocations()).all(actor.tenantId),
  getMyPublicCompany: async ({ actor }) => (await profiles()).get(actor.tenantId),
  updateLink: async ({ params, body, actor }) =>
    (await links()).setRepresentatives(actor, params.id, body.representatives),
});
