import * as z from 'zod';
import { defineRoutes, PageQuery, RouteId as Id } from '../define.js';
import { pagedList } from '../kinds.js';
import { NetworkId } from '../../network/common.js';
import { Lead, Match, MatchListQuery, SuggestedCompany } from '../../matching/match.js';

const byId = z.object({ id: Id });
const byNetworkId = z.object({ id: NetworkId });
const core = { permission: 'CORE_MATCH_READ', tags: ['Matches'] } as const;
const network = { permission: 'NETWORK_MATCH_READ', tags: ['Matches'] } as const;
const matches = { query: MatchListQuery, response: z.array(Match), paged: true } as const;

/**
 * Matches, suggested buyers and sellers, and leads (spec part 1 §2, §6; part 2 §2, §7). Matches are
 * kept up to date from the table stream as haves, needs, buy profiles and public listings change;
 * every route here is gated by its permission (and so by the plan) on the server.
 */
export const MatchingRoutes = defineRoutes(
  'matching',
  { tags: ['Matches'] },
  {
    listMatches: {
      ...core,
      ...matches,
      method: 'GET',
      path: '/api/matches',
      summary: 'My company’s core matches: its haves against its needs and its partners’ buy profiles.',
    },
    listHaveMatches: {
      ...core,
      ...matches,
      method: 'GET',
      path: '/api/haves/{id}/matches',
      params: byId,
      summary: 'The needs and buy profiles that match one of my haves.',
    },
    listNeedMatches: {
      ...core,
      ...matches,
      method: 'GET',
      path: '/api/needs/{id}/matches',
      params: byId,
      summary: 'The haves that match one of my needs.',
    },
    listSuggestedSupply: {
      ...network,
      ...matches,
      method: 'GET',
      path: '/api/network/suggested-supply',
      summary: 'Public offers that match my needs.',
    },
    listSuggestedDemand: {
      ...network,
      ...matches,
      method: 'GET',
      path: '/api/network/suggested-demand',
      summary: 'Public requests that match my haves.',
    },
    listPublicOfferMatches: {
      ...network,
      ...matches,
      method: 'GET',
      path: '/api/network/public-offers/{id}/matches',
      params: byNetworkId,
      summary:
        'For its company, the public requests that match a public offer; for anyone else, their own needs that match it.',
    },
    listPublicRequestMatches: {
      ...network,
      ...matches,
      method: 'GET',
      path: '/api/network/public-requests/{id}/matches',
      params: byNetworkId,
      summary:
        'For its company, the public offers that match a public request; for anyone else, their own haves that match it.',
    },
    listNetworkOfferMatches: {
      ...network,
      ...matches,
      method: 'GET',
      path: '/api/network/network-offers/{id}/matches',
      params: byNetworkId,
      summary: 'My own records that match an offer my company sent or received.',
    },
    listNetworkRequestMatches: {
      ...network,
      ...matches,
      method: 'GET',
      path: '/api/network/network-requests/{id}/matches',
      params: byNetworkId,
      summary: 'My own records that match a request my company sent or received.',
    },
    hideMatch: {
      method: 'PUT',
      path: '/api/matches/{id}/hide',
      params: byId,
      summary: 'Hides a match for my company (it stays hidden however often it is found again).',
      response: Match,
    },
    unhideMatch: {
      method: 'PUT',
      path: '/api/matches/{id}/unhide',
      params: byId,
      summary: 'Shows a hidden match again.',
      response: Match,
    },
    listSuggestedBuyers: pagedList(SuggestedCompany, {
      permission: 'SUGGESTED_BUYERS_READ',
      path: '/api/haves/{id}/suggested-buyers',
      params: byId,
      query: PageQuery,
      summary:
        'Companies of my CRM and of the directory that may buy a have, within the distance limit, ranked, each with its reasons.',
    }),
    listSuggestedSellers: pagedList(SuggestedCompany, {
      permission: 'SUGGESTED_SELLERS_READ',
      path: '/api/needs/{id}/suggested-sellers',
      params: byId,
      query: PageQuery,
      summary:
        'Companies of my CRM and of the directory that may sell for a need, within the distance limit, ranked, each with its reasons.',
    }),
    listLeads: pagedList(Lead, {
      permission: 'AI_LEAD_READ',
      path: '/api/network/leads',
      query: PageQuery,
      summary:
        'Directory companies my company is not linked with, ranked by how well they fit what it buys and sells.',
    }),
  },
);
