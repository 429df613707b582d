import * as z from 'zod';
import { defineRoutes, PageQuery, RouteId as Id } from '../define.js';
import { creation, pagedList } from '../kinds.js';
import { commentRoutes } from '../comment-routes.js';
import { fileRoutes } from '../file-routes.js';
import { NetworkId } from '../../network/common.js';
import { StoredFile } from '../../crm/files.js';
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

const byId = z.object({ id: NetworkId });
const sub = <N extends string>(name: N) => byId.extend({ [name]: Id } as Record<N, typeof Id>);
const o = '/api/network/network-offers';

/**
 * Network offers (spec part 2 §7): each party reads its own side of an offer; every move is a
 * server-side transition written for both companies in one transaction. A context (and a
 * function) of its own: confirming makes an order, so it carries the orders' code.
 */
export const OfferRoutes = defineRoutes(
  'offers',
  { tags: ['Network offers'] },
  {
    listNetworkOffers: pagedList(NetworkOffer, {
      path: o,
      summary:
        'My company’s offers, sent and received, latest activity first: a tab (all, personal, sent, received, negotiations) and the list status (ACTIVE or CLOSED).',
      permission: 'OFFER_READ',
      query: NetworkOfferListQuery,
    }),
    countNetworkOffers: {
      method: 'GET',
      path: `${o}/count`,
      summary: 'How many open offers each tab holds.',
      permission: 'OFFER_READ',
      response: OfferCounts,
    },
    createNetworkOffers: creation(z.array(NetworkOffer), {
      path: o,
      summary:
        'Offers a have to linked companies (one offer each) or answers a request (its requester). The weight may not exceed what the have has available; a public request’s maximum offer price holds.',
      permission: 'OFFER_WRITE',
      body: NetworkOfferInput,
    }),
    getNetworkOffer: {
      method: 'GET',
      path: `${o}/{id}`,
      summary: 'One offer as my company sees it, with its whole negotiation.',
      permission: 'OFFER_READ',
      params: byId,
      response: NetworkOffer,
    },
    negotiateOffer: {
      method: 'POST',
      path: `${o}/{id}/negotiation`,
      summary:
        'A move: accept, counter (new price, weight and terms), decline or cancel (with a reason). Two moves at once: one wins, the other answers 409.',
      permission: 'OFFER_WRITE',
      params: byId,
      body: NegotiationInput,
      response: NetworkOffer,
    },
    confirmOffer: creation(ConfirmResult, {
      path: `${o}/{id}/confirm`,
      summary:
        'Confirms an accepted offer: my company’s order is made in the same transaction (the have’s weight is taken on the selling side).',
      permission: 'OFFER_WRITE',
      params: byId,
      body: OfferConfirmInput,
    }),
    qualifyOffers: {
      method: 'PATCH',
      path: `${o}/qualify`,
      summary:
        'Rates offers that answer my public request: qualified, conditionally qualified, disqualified or pending review.',
      permission: 'REQUEST_WRITE',
      body: QualifyInput,
      response: z.array(NetworkOffer),
    },
    ...commentRoutes('Offer', {
      at: `${o}/{id}`,
      params: { record: byId, comment: sub('commentId') },
      read: 'OFFER_READ',
      write: 'OFFER_READ',
      summaries: {
        list: 'The conversation of an offer, latest first (both companies read it).',
        create: 'Writes in the offer’s conversation; the other company sees it at once.',
        update: 'Edits one’s own comment.',
      },
    }),
    listHaveOfferFiles: {
      method: 'GET',
      path: `${o}/files`,
      summary:
        'The documents of every offer made from one of my haves, newest first (each names its offer as recordId); none for a have that is not mine.',
      permission: 'OFFER_READ',
      query: z.object({ 'haveId.equals': Id }),
      response: z.array(StoredFile),
      tags: ['Documents'],
    },
    ...fileRoutes('Offer', {
      at: `${o}/{id}`,
      params: { record: byId, file: sub('fileId') },
      read: 'OFFER_READ',
      write: 'DOCUMENT_WRITE',
      tags: ['Documents'],
      summaries: {
        list: 'Documents of the offer (both companies read them).',
        upload:
          'Adds documents to the offer (multipart: files, plus a JSON part named data with {documentType}).',
        delete: 'Deletes a document my company added.',
      },
    }),
    bidOnPublicOffer: creation(NetworkOffer, {
      path: '/api/network/public-offers/{id}/bid',
      summary:
        'Answers a public offer with an offer of my own (price, weight, terms): a negotiation with its company begins.',
      permission: 'OFFER_WRITE',
      params: byId,
      body: PublicOfferBidInput,
    }),
    listPublicOfferBids: pagedList(NetworkOffer, {
      path: '/api/network/public-offers/{id}/offers',
      summary: 'Offers on a public offer: all of them for its company, my own for anyone else.',
      permission: 'OFFER_READ',
      params: byId,
      query: PageQuery,
    }),
    listRequestOffers: pagedList(NetworkOffer, {
      path: '/api/network/requests/{id}/offers',
      summary:
        'Offers answering a request: all of them for its requester (by qualification tab), my own for anyone else.',
      permission: 'OFFER_READ',
      params: byId,
      query: ResponseListQuery,
    }),
  },
);
