import { MatchingRoutes } from '@polyloop/shared/contract/routes/matching';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const matches = loadOnce(() => import('../../domain/matching/match.service.js'));
const suggestions = loadOnce(() => import('../../domain/matching/suggestions.js'));
const leads = loadOnce(() => import('../../domain/matching/leads.js'));

/** Matches, suggested buyers and sellers, and leads: each route gated by its permission (and so by the plan). */
export const matchingRoutes = implement(MatchingRoutes, {
  listMatches: async ({ query, actor }) => (await matches()).listGroup(actor, 'CORE', query),
  listHaveMatches: async ({ params, query, actor }) =>
    (await matches()).listOfListing(actor, 'HAVE', params.id, query),
  listNeedMatches: async ({ params, query, actor }) =>
    (await matches()).listOfListing(actor, 'NEED', params.id, query),
  listSuggestedSupply: async ({ query, actor }) => (await matches()).listGroup(actor, 'SUPPLY', query),
  listSuggestedDemand: async ({ query, actor }) => (await matches()).listGroup(actor, 'DEMAND', query),
  listPublicOfferMatches: async ({ params, query, actor }) =>
    (await matches()).listOfPublicListing(actor, 'PUBLIC_OFFER', params.id, query),
  listPublicRequestMatches: async ({ params, query, actor }) =>
    (await matches()).listOfPublicListing(actor, 'PUBLIC_REQUEST', params.id, query),
  listNetworkOfferMatches: async ({ params, query, actor }) =>
    (await matches()).listOfNetworkRecord(actor, 'NETWORK_OFFER', params.id, query),
  listNetworkRequestMatches: async ({ params, query, actor }) =>
    (await matches()).listOfNetworkRecord(actor, 'NETWORK_REQUEST', params.id, query),
  hideMatch: async ({ params, actor }) => (await matches()).setHidden(actor, params.id, true),
  unhideMatch: async ({ params, actor }) => (await matches()).setHidden(actor, params.id, false),
  listSuggestedBuyers: async ({ params, query, actor }) =>
    (await suggestions()).suggest(actor, 'HAVE', params.id, query.page, query.size),
  listSuggestedSellers: async ({ params, query, actor }) =>
    (await suggestions()).suggest(actor, 'NEED', params.id, query.page, query.size),
  listLeads: async ({ query, actor }) => (await leads()).leads(actor, query.page, query.size),
});
