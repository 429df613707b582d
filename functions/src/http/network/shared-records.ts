import { NetworkContextRoutes } from '@polyloop/shared/contract/routes/network-context';
import { implement, uploaded } from '../preset.js';
import { commentRoutes } from '../comment-routes.js';
import { loadOnce } from '../../lib/lazy.js';

const requestFiles = loadOnce(() => import('../../domain/network-request/request.files.js'));
const requests = async () => (await requestFiles()).requestDocuments;
const listings = loadOnce(() => import('../../domain/market/listing.files.js'));
const publicOffers = async () => (await listings()).publicOfferDocuments;
const publicRequests = async () => (await listings()).publicRequestDocuments;

/**
 * What two companies share on a private request (its conversation and documents), and the
 * documents of public offers and requests, which whoever reads the listing reads.
 */
export const sharedRecordRoutes = implement(NetworkContextRoutes, {
  ...commentRoutes('NetworkRequest', (id) => ({ request: id })),
  listNetworkRequestFiles: async ({ params, actor }) => (await requests()).list(actor, params.id),
  uploadNetworkRequestFiles: async ({ params, actor, event }) =>
    (await requests()).upload(actor, params.id, uploaded(event)),
  downloadNetworkRequestFile: async ({ params, actor }) =>
    (await requests()).download(actor, params.id, params.fileId),
  deleteNetworkRequestFile: async ({ params, actor }) =>
    (await requests()).remove(actor, params.id, params.fileId),
  listPublicOfferFiles: async ({ params, actor }) => (await publicOffers()).list(actor, params.id),
  uploadPublicOfferFiles: async ({ params, actor, event }) =>
    (await publicOffers()).upload(actor, params.id, uploaded(event)),
  downloadPublicOfferFile: async ({ params, actor }) =>
    (await publicOffers()).download(actor, params.id, params.fileId),
  deletePublicOfferFile: async ({ params, actor }) =>
    (await publicOffers()).remove(actor, params.id, params.fileId),
  listPublicRequestFiles: async ({ params, actor }) => (await publicRequests()).list(actor, params.id),
  uploadPublicRequestFiles: async ({ params, actor, event }) =>
    (await publicRequests()).upload(actor, params.id, uploaded(event)),
  downloadPublicRequestFile: async ({ params, actor }) =>
    (await publicRequests()).download(actor, params.id, params.fileId),
  deletePublicRequestFile: async ({ params, actor }) =>
    (await publicRequests()).remove(actor, params.id, params.fileId),
});
