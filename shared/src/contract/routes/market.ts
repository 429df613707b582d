import * as z from 'zod';
import { defineRoutes, RouteId } from '../define.js';
import { creation, pagedList } from '../kinds.js';
import { commentRoutes } from '../comment-routes.js';
import { fileRoutes } from '../file-routes.js';
import { NetworkId } from '../../network/common.js';
import {
  AnyOffer,
  AnyRequest,
  OfferListItem,
  OfferListQuery,
  RequestListItem,
  RequestListQuery,
} from '../../network/resolve.js';
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

const byId = z.object({ id: NetworkId });
const sub = <N extends string>(name: N) => byId.extend({ [name]: RouteId } as Record<N, typeof RouteId>);
const r = '/api/network/network-requests';
const po = '/api/network/public-offers';
const pr = '/api/network/public-requests';

/** The Materials Market: public offers and public requests, and the ground rules of listing. */
export const MarketRoutes = defineRoutes(
  'network',
  { tags: ['Materials Market'] },
  {
    getOffer: {
      method: 'GET',
      path: '/api/network/offers/{id}',
      summary: 'Whatever an offer id names for my company: my side of a network offer, or a public offer.',
      permission: 'OFFER_READ',
      params: byId,
      response: AnyOffer,
    },
    getRequest: {
      method: 'GET',
      path: '/api/network/requests/{id}',
      summary:
        'Whatever a request id names for my company: my side of a private request, or a public request.',
      permission: 'REQUEST_READ',
      params: byId,
      response: AnyRequest,
    },
    listOffers: pagedList(OfferListItem, {
      path: '/api/network/offers',
      summary:
        'My company’s network offers (sent and received) and public offers as one list, by kind, tab and list status, latest activity first or last.',
      permission: 'OFFER_READ',
      query: OfferListQuery,
    }),
    listRequests: pagedList(RequestListItem, {
      path: '/api/network/requests',
      summary:
        'My company’s private requests (sent and received), public requests and reverse auctions as one list, by kind, tab and list status, latest activity first or last.',
      permission: 'REQUEST_READ',
      query: RequestListQuery,
    }),
    listPublicOffers: pagedList(PublicOffer, {
      path: po,
      summary: 'Supply: every public offer on the market now, by closing time.',
      permission: 'OFFER_READ',
      query: MarketQuery,
    }),
    getPublicOffer: {
      method: 'GET',
      path: `${po}/{id}`,
      summary: 'One public offer.',
      permission: 'OFFER_READ',
      params: byId,
      response: PublicOffer,
    },
    createPublicOffer: creation(PublicOffer, {
      path: po,
      summary:
        'Publishes a have to every company on the network with its documents (needs the public offer permission, pre-approved, and the ground rules accepted): multipart, the documents as `files` and the offer as a JSON part named `data`, or the offer alone as JSON. A file refused refuses the offer: nothing is published.',
      permission: 'PUBLIC_OFFER_WRITE',
      body: PublicOfferInput,
      multipart: { files: 'files', orJson: true },
    }),
    updatePublicOffer: {
      method: 'PATCH',
      path: `${po}/{id}`,
      summary: 'Changes my public offer, or closes it.',
      permission: 'PUBLIC_OFFER_WRITE',
      params: byId,
      body: PublicOfferPatch,
      response: PublicOffer,
    },
    listPublicRequests: pagedList(PublicRequest, {
      path: pr,
      summary: 'Demand: every public request on the market now (or scheduled), by closing time.',
      permission: 'REQUEST_READ',
      query: MarketQuery,
    }),
    getPublicRequest: {
      method: 'GET',
      path: `${pr}/{id}`,
      summary: 'One public request.',
      permission: 'REQUEST_READ',
      params: byId,
      response: PublicRequest,
    },
    createPublicRequest: creation(PublicRequest, {
      path: pr,
      summary:
        'Publishes a need to every company on the network (needs the public request permission, pre-approved, and the ground rules accepted).',
      permission: 'PUBLIC_REQUEST_WRITE',
      body: PublicRequestInput,
    }),
    updatePublicRequest: {
      method: 'PATCH',
      path: `${pr}/{id}`,
      summary: 'Changes my public request, or cancels it.',
      permission: 'PUBLIC_REQUEST_WRITE',
      params: byId,
      body: PublicRequestPatch,
      response: PublicRequest,
    },
    ...fileRoutes('PublicOffer', {
      at: `${po}/{id}`,
      params: { record: byId, file: sub('fileId') },
      read: 'OFFER_READ',
      write: 'PUBLIC_OFFER_WRITE',
      tags: ['Documents'],
      summaries: {
        list: 'Documents of a public offer: whoever may read the offer reads them.',
        upload:
          'Adds documents to my company’s public offer, as it is published or later (multipart: files, plus a JSON part named data with {documentType}).',
        delete: 'Deletes a document of my company’s public offer.',
      },
    }),
    ...fileRoutes('PublicRequest', {
      at: `${pr}/{id}`,
      params: { record: byId, file: sub('fileId') },
      read: 'REQUEST_READ',
      write: 'PUBLIC_REQUEST_WRITE',
      tags: ['Documents'],
      summaries: {
        list: 'Documents of a public request: whoever may read the request reads them.',
        upload:
          'Adds documents to my company’s public request (multipart: files, plus a JSON part named data with {documentType}).',
        delete: 'Deletes a document of my company’s public request.',
      },
    }),
    listMyPublicOffers: pagedList(PublicOffer, {
      path: '/api/network/my-listings/public-offers',
      summary: 'My company’s public offers, newest first.',
      permission: 'OFFER_READ',
      query: MyListingsQuery,
    }),
    listMyPublicRequests: pagedList(PublicRequest, {
      path: '/api/network/my-listings/public-requests',
      summary: 'My company’s public requests, newest first.',
      permission: 'REQUEST_READ',
      query: MyListingsQuery,
    }),
    countMarket: {
      method: 'GET',
      path: '/api/network/market/count',
      summary: 'How many public offers and requests are on the market, and how many open ones are mine.',
      permission: 'OFFER_READ',
      response: MarketCounts,
    },
    getGroundRules: {
      method: 'GET',
      path: '/api/network/ground-rules',
      summary: 'The market ground rules and whether I accepted them.',
      permission: 'OFFER_READ',
      response: GroundRules,
    },
    acceptGroundRules: {
      method: 'POST',
      path: '/api/network/ground-rules',
      summary: 'Accepts the market ground rules (needed before the first listing).',
      permission: 'OFFER_READ',
      response: GroundRules,
    },
  },
);

/** Private network requests: one per linked company asked, kept for both, sent together as a group. */
export const RequestRoutes = defineRoutes(
  'network',
  { tags: ['Network requests'] },
  {
    listNetworkRequests: pagedList(NetworkRequest, {
      path: r,
      summary: 'My company’s private requests, sent and received, latest first.',
      permission: 'REQUEST_READ',
      query: NetworkRequestListQuery,
    }),
    countNetworkRequests: {
      method: 'GET',
      path: `${r}/count`,
      summary: 'How many active requests I sent and received.',
      permission: 'REQUEST_READ',
      response: RequestCounts,
    },
    createNetworkRequests: creation(z.array(NetworkRequest), {
      path: r,
      summary: 'Asks linked companies for the material of a need: one request each, sent together.',
      permission: 'REQUEST_WRITE',
      body: NetworkRequestInput,
    }),
    getNetworkRequest: {
      method: 'GET',
      path: `${r}/{id}`,
      summary: 'One request as my company sees it.',
      permission: 'REQUEST_READ',
      params: byId,
      response: NetworkRequest,
    },
    updateNetworkRequest: {
      method: 'PATCH',
      path: `${r}/{id}`,
      summary: 'Changes my request (for the company it went to too).',
      permission: 'REQUEST_WRITE',
      params: byId,
      body: NetworkRequestPatch,
      response: NetworkRequest,
    },
    cancelNetworkRequest: {
      method: 'DELETE',
      path: `${r}/{id}`,
      summary: 'Cancels my request.',
      permission: 'REQUEST_WRITE',
      params: byId,
      response: NetworkRequest,
    },
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
    ...commentRoutes('NetworkRequest', {
      at: `${r}/{id}`,
      params: { record: byId, comment: sub('commentId') },
      read: 'REQUEST_READ',
      write: 'REQUEST_READ',
      summaries: {
        list: 'The conversation of a private request, latest first (both companies read it).',
        create:
          'Writes in the request’s conversation (@[Name](userId) mentions a colleague); the other company sees it at once and its people are told.',
        update: 'Edits one’s own comment.',
        delete: 'Deletes one’s own comment.',
      },
    }),
    ...fileRoutes('NetworkRequest', {
      at: `${r}/{id}`,
      params: { record: byId, file: sub('fileId') },
      read: 'REQUEST_READ',
      write: 'DOCUMENT_WRITE',
      uploadTo: 'files',
      tags: ['Documents'],
      summaries: {
        list: 'Documents of a private request (both companies read them).',
        upload:
          'Adds documents to the request (multipart: files, plus a JSON part named data with {documentType}); the other company reads them too.',
        delete: 'Deletes a document my company added.',
      },
    }),
  },
);
