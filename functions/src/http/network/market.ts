import { NetworkContextRoutes } from '@polyloop/shared/contract/routes/network-context';
import type { Page } from '../../data/page.js';
import type { PublicOffer, PublicRequest } from '@polyloop/shared/network/market';
import { implement } from '../preset.js';
import * as Market from '../../domain/market/market.service.js';
import * as Requests from '../../domain/network-request/request.service.js';

const offers = <T>(p: Promise<T>) => p as Promise<T extends Page<unknown> ? Page<PublicOffer> : PublicOffer>;
const requests = <T>(p: Promise<T>) => p as Promise<T extends Page<unknown> ? Page<PublicRequest> : PublicRequest>;

/** The Materials Market and private requests. */
export const marketRoutes = implement(NetworkContextRoutes, {
  getOffer: ({ params, actor }) => Market.resolveOffer(actor, params.id),
  getRequest: ({ params, actor }) => Market.resolveRequest(actor, params.id),
  listPublicOffers: ({ query, actor }) => offers(Market.market(actor, 'PUBLIC_OFFER', query)),
  getPublicOffer: ({ params, actor }) => offers(Market.getListing(actor, 'PUBLIC_OFFER', params.id)),
  createPublicOffer: ({ body, actor }) => Market.publishOffer(actor, body),
  updatePublicOffer: ({ params, body, actor }) => Market.updateOffer(actor, params.id, body),
  listPublicRequests: ({ query, actor }) => requests(Market.market(actor, 'PUBLIC_REQUEST', query)),
  getPublicRequest: ({ params, actor }) => requests(Market.getListing(actor, 'PUBLIC_REQUEST', params.id)),
  createPublicRequest: ({ body, actor }) => Market.publishRequest(actor, body),
  updatePublicRequest: ({ params, body, actor }) => Market.updateRequest(actor, params.id, body),
  listMyPublicOffers: ({ query, actor }) => offers(Market.mine(actor, 'PUBLIC_OFFER', query)),
  listMyPublicRequests: ({ query, actor }) => requests(Market.mine(actor, 'PUBLIC_REQUEST', query)),
  countMarket: ({ actor }) => Market.counts(actor),
  getGroundRules: ({ actor }) => Market.groundRules(actor),
  acceptGroundRules: ({ actor }) => Market.acceptGroundRules(actor),
  listNetworkRequests: ({ query, actor }) => Requests.list(actor, query),
  countNetworkRequests: ({ actor }) => Requests.counts(actor),
  createNetworkRequests: ({ body, actor }) => Requests.create(actor, body),
  getNetworkRequest: ({ params, actor }) => Requests.get(actor, params.id),
  updateNetworkRequest: ({ params, body, actor }) => Requests.update(actor, params.id, body),
  cancelNetworkRequest: ({ params, actor }) => Requests.cancel(actor, params.id),
  cancelNetworkRequestGroup: ({ params, actor }) => Requests.cancelGroup(actor, params.id),
  reactivateNetworkRequest: ({ params, body, actor }) => Requests.reactivate(actor, params.id, body),
});
