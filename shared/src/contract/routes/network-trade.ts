import * as z from 'zod';
import { defineRoutes, PageQuery } from '../define.js';
import { Comment, CommentInput } from '../../crm/activity.js';
import { FileDownload, StoredFile } from '../../crm/files.js';
import { PublicLocation } from '../../identity/admin.js';
import { NetworkId } from '../../network/common.js';
import { AnyOffer, AnyRequest } from '../../network/resolve.js';
import {
  ConfirmResult,
  NegotiationInput,
  NetworkOffer,
  NetworkOfferInput,
  NetworkOfferListQuery,
  OfferConfirmInput,
  OfferCounts,
  PublicOfferBidInput,
  QualifyInput,
  ResponseListQuery,
} from '../../network/offer.js';
import {
  NetworkRequest,
  NetworkRequestInput,
  NetworkRequestListQuery,
  NetworkRequestPatch,
  ReactivateInput,
  RequestCounts,
} from '../../network/request.js';
import {
  GroundRules,
  MarketCounts,
  MarketQuery,
  MyListingsQuery,
  PublicOffer,
  PublicOfferInput,
  PublicOfferPatch,
  PublicRequest,
  PublicRequestInput,
  PublicRequestPatch,
} from '../../network/market.js';

const Id = z.string().min(1).max(64);
const byId = z.object({ id: NetworkId });
const sub = <N extends string>(name: N) => byId.extend({ [name]: Id } as Record<N, typeof Id>);
const o = '/api/network/network-offers';
const r = '/api/network/network-requests';
const po = '/api/network/public-offers';
const pr = '/api/network/public-requests';

/**
 * Network offers (spec part 2 §7): each party reads its own side of an offer; every move is a
 * server-side transition written for both companies in one transaction.
 */
export const OfferRoutes = defineRoutes(
  'network',
  { tags: ['Network offers'] },
  {
    listNetworkOffers: {
      method: 'GET',
      path: o,
      summary: 'My company’s offers, sent and received, latest activity first: a tab (all, personal, sent, received, negotiations) and the list status (ACTIVE or CLOSED).',
      permission: 'OFFER_READ',
      query: NetworkOfferListQuery,
      response: z.array(NetworkOffer),
      paged: true,
    },
    countNetworkOffers: { method: 'GET', path: `${o}/count`, summary: 'How many open offers each tab holds.', permission: 'OFFER_READ', response: OfferCounts },
    createNetworkOffers: {
      method: 'POST',
      path: o,
      summary:
        'Offers a have to linked companies (one offer each) or answers a request (its requester). The weight may not exceed what the have has available; a public request’s maximum offer price holds.',
      permission: 'OFFER_WRITE',
      body: NetworkOfferInput,
      response: z.array(NetworkOffer),
      status: 201,
    },
    getOffer: { method: 'GET', path: '/api/network/offers/{id}', summary: 'Whatever an offer id names for my company: my side of a network offer, or a public offer.', permission: 'OFFER_READ', params: byId, response: AnyOffer },
    getRequest: { method: 'GET', path: '/api/network/requests/{id}', summary: 'Whatever a request id names for my company: my side of a private request, or a public request.', permission: 'REQUEST_READ', params: byId, response: AnyRequest },
    getNetworkOffer: { method: 'GET', path: `${o}/{id}`, summary: 'One offer as my company sees it, with its whole negotiation.', permission: 'OFFER_READ', params: byId, response: NetworkOffer },
    negotiateOffer: {
      method: 'POST',
      path: `${o}/{id}/negotiation`,
      summary: 'A move: accept, counter (new price, weight and terms), decline or cancel (with a reason). Two moves at once: one wins, the other answers 409.',
      permission: 'OFFER_WRITE',
      params: byId,
      body: NegotiationInput,
      response: NetworkOffer,
    },
    confirmOffer: {
      method: 'POST',
      path: `${o}/{id}/confirm`,
      summary: 'Confirms an accepted offer: my company’s order is made in the same transaction (the have’s weight is taken on the selling side).',
      permission: 'OFFER_WRITE',
      params: byId,
      body: OfferConfirmInput,
      response: ConfirmResult,
      status: 201,
    },
    qualifyOffers: {
      method: 'PATCH',
      path: `${o}/qualify`,
      summary: 'Rates offers that answer my public request: qualified, conditionally qualified, disqualified or pending review.',
      permission: 'REQUEST_WRITE',
      body: QualifyInput,
      response: z.array(NetworkOffer),
    },
    listOfferComments: { method: 'GET', path: `${o}/{id}/comments`, summary: 'The conversation of an offer, latest first (both companies read it).', permission: 'OFFER_READ', params: byId, query: PageQuery, response: z.array(Comment), paged: true, tags: ['Comments'] },
    createOfferComment: { method: 'POST', path: `${o}/{id}/comments`, summary: 'Writes in the offer’s conversation; the other company sees it at once.', permission: 'OFFER_READ', params: byId, body: CommentInput, response: Comment, status: 201, tags: ['Comments'] },
    updateOfferComment: { method: 'PATCH', path: `${o}/{id}/comments/{commentId}`, summary: 'Edits one’s own comment.', permission: 'OFFER_READ', params: sub('commentId'), body: CommentInput, response: Comment, tags: ['Comments'] },
    listOfferFiles: { method: 'GET', path: `${o}/{id}/files`, summary: 'Documents of the offer (both companies read them).', permission: 'OFFER_READ', params: byId, response: z.array(StoredFile), tags: ['Documents'] },
    uploadOfferFiles: {
      method: 'POST',
      path: `${o}/{id}/upload`,
      summary: 'Adds documents to the offer (multipart: files, plus a JSON part named data with {documentType}).',
      permission: 'DOCUMENT_WRITE',
      params: byId,
      response: z.array(StoredFile),
      status: 201,
      tags: ['Documents'],
    },
    downloadOfferFile: { method: 'GET', path: `${o}/{id}/files/{fileId}`, summary: 'A short-lived download address.', permission: 'OFFER_READ', params: sub('fileId'), response: FileDownload, tags: ['Documents'] },
    deleteOfferFile: { method: 'DELETE', path: `${o}/{id}/files/{fileId}`, summary: 'Deletes a document my company added.', permission: 'DOCUMENT_WRITE', params: sub('fileId'), response: z.void(), status: 204, tags: ['Documents'] },
    listMyPublicLocations: {
      method: 'GET',
      path: '/api/network/my-locations',
      summary: 'My company’s public locations, oldest (the primary one) first: where an offer I answer or bid on may send the material.',
      permission: 'OFFER_READ',
      response: z.array(PublicLocation),
    },
    listRequestOffers: {
      method: 'GET',
      path: '/api/network/requests/{id}/offers',
      summary: 'Offers answering a request: all of them for its requester (by qualification tab), my own for anyone else.',
      permission: 'OFFER_READ',
      params: byId,
      query: ResponseListQuery,
      response: z.array(NetworkOffer),
      paged: true,
    },
  },
);

/** The Materials Market: public offers and public requests, and the ground rules of listing. */
export const MarketRoutes = defineRoutes(
  'network',
  { tags: ['Materials Market'] },
  {
    listPublicOffers: { method: 'GET', path: po, summary: 'Supply: every public offer on the market now, by closing time.', permission: 'OFFER_READ', query: MarketQuery, response: z.array(PublicOffer), paged: true },
    getPublicOffer: { method: 'GET', path: `${po}/{id}`, summary: 'One public offer.', permission: 'OFFER_READ', params: byId, response: PublicOffer },
    createPublicOffer: {
      method: 'POST',
      path: po,
      summary: 'Publishes a have to every company on the network (needs the public offer permission, pre-approved, and the ground rules accepted).',
      permission: 'PUBLIC_OFFER_WRITE',
      body: PublicOfferInput,
      response: PublicOffer,
      status: 201,
    },
    updatePublicOffer: { method: 'PATCH', path: `${po}/{id}`, summary: 'Changes my public offer, or closes it.', permission: 'PUBLIC_OFFER_WRITE', params: byId, body: PublicOfferPatch, response: PublicOffer },
    bidOnPublicOffer: {
      method: 'POST',
      path: `${po}/{id}/bid`,
      summary: 'Answers a public offer with an offer of my own (price, weight, terms): a negotiation with its company begins.',
      permission: 'OFFER_WRITE',
      params: byId,
      body: PublicOfferBidInput,
      response: NetworkOffer,
      status: 201,
    },
    listPublicOfferBids: {
      method: 'GET',
      path: `${po}/{id}/offers`,
      summary: 'Offers on a public offer: all of them for its company, my own for anyone else.',
      permission: 'OFFER_READ',
      params: byId,
      query: PageQuery,
      response: z.array(NetworkOffer),
      paged: true,
    },
    listPublicRequests: { method: 'GET', path: pr, summary: 'Demand: every public request on the market now (or scheduled), by closing time.', permission: 'REQUEST_READ', query: MarketQuery, response: z.array(PublicRequest), paged: true },
    getPublicRequest: { method: 'GET', path: `${pr}/{id}`, summary: 'One public request.', permission: 'REQUEST_READ', params: byId, response: PublicRequest },
    createPublicRequest: {
      method: 'POST',
      path: pr,
      summary: 'Publishes a need to every company on the network (needs the public request permission, pre-approved, and the ground rules accepted).',
      permission: 'PUBLIC_REQUEST_WRITE',
      body: PublicRequestInput,
      response: PublicRequest,
      status: 201,
    },
    updatePublicRequest: { method: 'PATCH', path: `${pr}/{id}`, summary: 'Changes my public request, or cancels it.', permission: 'PUBLIC_REQUEST_WRITE', params: byId, body: PublicRequestPatch, response: PublicRequest },
    listMyPublicOffers: { method: 'GET', path: '/api/network/my-listings/public-offers', summary: 'My company’s public offers, newest first.', permission: 'OFFER_READ', query: MyListingsQuery, response: z.array(PublicOffer), paged: true },
    listMyPublicRequests: { method: 'GET', path: '/api/network/my-listings/public-requests', summary: 'My company’s public requests, newest first.', permission: 'REQUEST_READ', query: MyListingsQuery, response: z.array(PublicRequest), paged: true },
    countMarket: { method: 'GET', path: '/api/network/market/count', summary: 'How many public offers and requests are on the market, and how many open ones are mine.', permission: 'OFFER_READ', response: MarketCounts },
    getGroundRules: { method: 'GET', path: '/api/network/ground-rules', summary: 'The market ground rules and whether I accepted them.', permission: 'OFFER_READ', response: GroundRules },
    acceptGroundRules: { method: 'POST', path: '/api/network/ground-rules', summary: 'Accepts the market ground rules (needed before the first listing).', permission: 'OFFER_READ', response: GroundRules },
  },
);

/** Private network requests: one per linked company asked, kept for both, sent together as a group. */
export const RequestRoutes = defineRoutes(
  'network',
  { tags: ['Network requests'] },
  {
    listNetworkRequests: { method: 'GET', path: r, summary: 'My company’s private requests, sent and received, latest first.', permission: 'REQUEST_READ', query: NetworkRequestListQuery, response: z.array(NetworkRequest), paged: true },
    countNetworkRequests: { method: 'GET', path: `${r}/count`, summary: 'How many active requests I sent and received.', permission: 'REQUEST_READ', response: RequestCounts },
    createNetworkRequests: {
      method: 'POST',
      path: r,
      summary: 'Asks linked companies for the material of a need: one request each, sent together.',
      permission: 'REQUEST_WRITE',
      body: NetworkRequestInput,
      response: z.array(NetworkRequest),
      status: 201,
    },
    getNetworkRequest: { method: 'GET', path: `${r}/{id}`, summary: 'One request as my company sees it.', permission: 'REQUEST_READ', params: byId, response: NetworkRequest },
    updateNetworkRequest: { method: 'PATCH', path: `${r}/{id}`, summary: 'Changes my request (for the company it went to too).', permission: 'REQUEST_WRITE', params: byId, body: NetworkRequestPatch, response: NetworkRequest },
    cancelNetworkRequest: { method: 'DELETE', path: `${r}/{id}`, summary: 'Cancels my request.', permission: 'REQUEST_WRITE', params: byId, response: NetworkRequest },
    cancelNetworkRequestGroup: {
      method: 'DELETE',
      path: `${r}/{id}/all`,
      summary: 'Cancels every active request sent together with this one.',
      permission: 'REQUEST_WRITE',
      params: byId,
      response: z.array(NetworkRequest),
    },
    reactivateNetworkRequest: {
      method: 'PATCH',
      path: `${r}/{id}/reactivate`,
      summary: 'Sends a cancelled or expired request again, with a new expiration date.',
      permission: 'REQUEST_WRITE',
      params: byId,
      body: ReactivateInput,
      response: NetworkRequest,
    },
  },
);
