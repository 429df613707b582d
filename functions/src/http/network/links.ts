import { LinkRoutes } from '@polyloop/shared/contract/routes/network-links';
import { implement } from '../preset.js';
import * as Links from '../../domain/link/link.service.js';
import * as PublicLocations from '../../domain/public-company/public-location.service.js';

/** The directory and links: every company named by its public id. */
export const linkRoutes = implement(LinkRoutes, {
  listDirectory: ({ query, actor }) => Links.directory(actor, query),
  linkCounts: ({ actor }) => Links.counts(actor),
  getDirectoryCompany: ({ params, actor }) => Links.publicCompany(actor, params.id),
  sendLink: ({ params, body, actor }) => Links.send(actor, params.id, body),
  acceptLink: ({ params, body, actor }) => Links.accept(actor, params.id, body),
  rejectLink: ({ params, body, actor }) => Links.reject(actor, params.id, body),
  cancelLink: ({ params, actor }) => Links.cancel(actor, params.id),
  listMyPublicLocations: ({ actor }) => PublicLocations.all(actor.tenantId),
  updateLink: ({ params, body, actor }) => Links.setRepresentatives(actor, params.id, body.representatives),
});
