import { NetworkContextRoutes } from '@polyloop/shared/contract/routes/network-context';
import type { Page } from '../../data/page.js';
import type { PublicOffer, PublicRequest } from '@polyloop/shared/network/market';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const marketService = loadOnce(() => import('../../domain/market/market.service.js'));
const requestService = loadOnce(() => import('../../domain/network-request/request.service.js'));
const listingOffers = loadOnce(() => import('../../domain/network-offer/listing-offers.js'));
const activityLists = loadOnce(() => import('../../domain/network-offer/activity-lists.js'));

const offers = <T>(p: Promise<T>) => p as Promise<T extends Page<unknown> ? Page<PublicOffer> : PublicOffer>;
const requests = <T>(p: Promise<T>) =>
  p as Promise<T extends Page<unknown> ? Page<PublicRequest> : PublicRequest>;

/** The Materials Market and private requests. */
export const marketRoutes = implement(NetworkContextRoutes, {
  getOffer: async ({ params, actor }) => (await listingOffers()).resolveOffer(actor, params.id),
  getRequest: async ({ params, actor }) => (await listingOffers()).resolveRequest(actor, params.id),
  listOffers: async ({ query, actor }) => (await activityLists()).offers(actor, query),
  listRequests: async ({ query, actor }) => (await activityLists()).requests(actor, query),
  listPublicOffers: async ({ query, actor }) =>
    offers((await marketService()).market(actor, 'PUBLIC_OFFER', query)),
  getPublicOffer: async ({ params, actor }) =>
    offers((await listingOffers()).getListing(actor, 'PUBLIC_OFFER', params.id)),
  createPublicOffer: async ({ body, files, actor }) =>
    (await marketService()).publishOffer(actor, body, files),
  updatePublicOffer: async ({ params, body, actor }) =>
    (await marketService()).updateOffer(actor, params.id, body),
  listPublicRequests: async ({ query, actor }) =>
    requests((await marketService()).market(actor, 'PUBLIC_REQUEST', query)),
  getPublicRequest: async ({ params, actor }) =>
    requests((await listingOffers()).getListing(actor, 'PUBLIC_REQUEST', params.id)),
  createPublicRequest: async ({ body, actor }) => (await marketService()).publishRequest(actor, body),
  updatePublicRequest: async ({ params, body, actor }) =>
    (await marketService()).updateRequest(actor, params.id, body),
  listMyPublicOffers: async ({ query, actor }) =>
    offers((await marketService()).mine(actor, 'PUBLIC_OFFER', query)),
  listMyPublicRequests: async ({ query, actor }) =>
    requests((await marketService()).mine(actor, 'PUBLIC_REQUEST', query)),
  countMarket: async ({ actor }) => (await marketService()).counts(actor),
  getGroundRules: async ({ actor }) => (await marketService()).groundRules(actor),
  acceptGroundRules: async ({ actor }) => (await marketService()).acceptGroundRules(actor),
  listNetworkRequests: async ({ query, actor }) => (await requestService()).list(actor, query),
  countNetworkRequests: async ({ actor }) => (await requestService()).counts(actor),
  createNetworkRequests: async ({ body, actor }) => (await requestService()).create(actor, body),
  getNetworkRequest: async ({ params, actor }) => (await requestService()).get(actor, params.id),
  updateNetworkRequest: async ({ params, body, actor }) =>
    (await requestService()).update(actor, params.id, body),
  cancelNetworkRequest: async ({ params, actor }) => (await requestService()).cancel(actor, params.id),
  cancelNetworkRequestGroup: async ({ params, actor }) =>
    (await requestService()).cancelGroup(actor, params.id),
  reactivateNetworkRequest: async ({ params, body, actor }) =>
    (await requestService()).reactivate(actor, params.id, body),
});
