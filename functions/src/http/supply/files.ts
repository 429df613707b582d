import { SupplyRoutes } from '@polyloop/shared/contract/routes/supply';
import { implement, uploaded } from '../preset.js';
// Static and light: the document stores below are built at load; the file service loads with their first use.
import { documentsOf, ownRecord } from '../../domain/file/documents.js';
import { loadOnce } from '../../lib/lazy.js';

const photos = loadOnce(() => import('../../domain/listing/listing.photos.js'));
const listingEntities = loadOnce(() => import('../../domain/listing/listing.entity.js'));

const haves = documentsOf(
  'have',
  ownRecord(async (tenantId, id) => (await listingEntities()).HaveItem.get({ tenantId, id })),
);
const needs = documentsOf(
  'need',
  ownRecord(async (tenantId, id) => (await listingEntities()).NeedItem.get({ tenantId, id })),
);

/** Documents of haves and needs, and a have's photos. */
export const listingFileRoutes = implement(SupplyRoutes, {
  uploadHavePhoto: async ({ params, actor, event }) =>
    (await photos()).addPhoto(actor, params.id, uploaded(event)),
  deleteHavePhoto: async ({ params, actor }) =>
    (await photos()).removePhoto(actor, params.id, params.photoId),
  listHaveFiles: ({ params, actor }) => haves.list(actor, params.id),
  uploadHaveFiles: ({ params, actor, event }) => haves.upload(actor, params.id, uploaded(event)),
  downloadHaveFile: ({ params, actor }) => haves.download(actor, params.id, params.fileId),
  deleteHaveFile: ({ params, actor }) => haves.remove(actor, params.id, params.fileId),
  listNeedFiles: ({ params, actor }) => needs.list(actor, params.id),
  uploadNeedFiles: ({ params, actor, event }) => needs.upload(actor, params.id, uploaded(event)),
  downloadNeedFile: ({ params, actor }) => needs.download(actor, params.id, params.fileId),
  deleteNeedFile: ({ params, actor }) => needs.remove(actor, params.id, params.fileId),
});
