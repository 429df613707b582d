import { OfferRoutes } from '@polyloop/shared/contract/routes/offers';
import { implement, uploaded } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const offers = loadOnce(() => import('../../domain/network-offer/offer.service.js'));
const comments = loadOnce(() => import('../../domain/comment/comment.service.js'));
const offerFiles = loadOnce(() => import('../../domain/network-offer/offer.files.js'));
const files = async () => (await offerFiles()).offerDocuments;

/** Network offers: each company reads and moves its own side; the conversation and documents are shared by both. */
export const offerRoutes = implement(OfferRoutes, {
  listNetworkOffers: async ({ query, actor }) => (await offers()).list(actor, query),
  countNetworkOffers: async ({ actor }) => (await offers()).counts(actor),
  createNetworkOffers: async ({ body, actor }) => (await offers()).create(actor, body),
  getNetworkOffer: async ({ params, actor }) => (await offers()).get(actor, params.id),
  negotiateOffer: async ({ params, body, actor }) => (await offers()).negotiate(actor, params.id, body),
  confirmOffer: async ({ params, body, actor }) => (await offers()).confirm(actor, params.id, body),
  qualifyOffers: async ({ body, actor }) => (await offers()).qualify(actor, body),
  bidOnPublicOffer: async ({ params, body, actor }) => (await offers()).bid(actor, params.id, body),
  listPublicOfferBids: async ({ params, query, actor }) =>
    (await offers()).ofSource(actor, params.id, 'ALL', query.page, query.size),
  listRequestOffers: async ({ params, query, actor }) =>
    (await offers()).ofSource(actor, params.id, query.tab, query.page, query.size),
  listOfferComments: async ({ params, query, actor }) =>
    (await comments()).listComments(actor, { offer: params.id }, query.page, query.size),
  createOfferComment: async ({ params, body, actor }) =>
    (await comments()).createComment(actor, { offer: params.id }, body.body),
  updateOfferComment: async ({ params, body, actor }) =>
    (await comments()).updateComment(actor, { offer: params.id }, params.commentId, body.body),
  listHaveOfferFiles: async ({ query, actor }) =>
    (await offerFiles()).haveOfferFiles(actor, query['haveId.equals']),
  listOfferFiles: async ({ params, actor }) => (await files()).list(actor, params.id),
  uploadOfferFiles: async ({ params, actor, event }) =>
    (await files()).upload(actor, params.id, uploaded(event)),
  downloadOfferFile: async ({ params, actor }) => (await files()).download(actor, params.id, params.fileId),
  deleteOfferFile: async ({ params, actor }) => (await files()).remove(actor, params.id, params.fileId),
});
