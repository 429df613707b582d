import { NetworkRoutes } from '@polyloop/shared/contract/routes/network';
import { implement, uploaded } from '../preset.js';
import * as Offers from '../../domain/network-offer/offer.service.js';
import * as Comments from '../../domain/comment/comment.service.js';
import * as Files from '../../domain/file/file.service.js';
import * as PublicLocations from '../../domain/public-company/public-location.service.js';

const offer = (id: string) => ({ type: 'offer' as const, id });

/** Network offers: each company reads and moves its own side; the conversation and documents are shared by both. */
export const offerRoutes = implement(NetworkRoutes, {
  listNetworkOffers: ({ query, actor }) => Offers.list(actor, query),
  countNetworkOffers: ({ actor }) => Offers.counts(actor),
  createNetworkOffers: ({ body, actor }) => Offers.create(actor, body),
  getNetworkOffer: ({ params, actor }) => Offers.get(actor, params.id),
  negotiateOffer: ({ params, body, actor }) => Offers.negotiate(actor, params.id, body),
  confirmOffer: ({ params, body, actor }) => Offers.confirm(actor, params.id, body),
  qualifyOffers: ({ body, actor }) => Offers.qualify(actor, body),
  listMyPublicLocations: ({ actor }) => PublicLocations.all(actor.tenantId),
  listRequestOffers: ({ params, query, actor }) => Offers.ofSource(actor, params.id, query.tab, query.page, query.size),
  listOfferComments: ({ params, query, actor }) => Comments.listComments(actor, { offer: params.id }, query.page, query.size),
  createOfferComment: ({ params, body, actor }) => Comments.createComment(actor, { offer: params.id }, body.body),
  updateOfferComment: ({ params, body, actor }) => Comments.updateComment(actor, { offer: params.id }, params.commentId, body.body),
  listOfferFiles: ({ params, actor }) => Files.list(actor, offer(params.id)),
  uploadOfferFiles: ({ params, actor, event }) => Files.upload(actor, offer(params.id), uploaded(event)),
  downloadOfferFile: ({ params, actor }) => Files.download(actor, offer(params.id), params.fileId),
  deleteOfferFile: ({ params, actor }) => Files.remove(actor, offer(params.id), params.fileId),
});
