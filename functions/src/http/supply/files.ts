import { SupplyRoutes } from '@polyloop/shared/contract/routes/supply';
import { implement, uploaded } from '../preset.js';
import { documentsOf, ownRecord } from '../../domain/file/file.service.js';
import { addPhoto, removePhoto } from '../../domain/listing/listing.photos.js';
import { HaveItem, NeedItem } from '../../domain/listing/listing.entity.js';

const haves = documentsOf(
  'have',
  ownRecord((tenantId, id) => HaveItem.get({ tenantId, id })),
);
const needs = documentsOf(
  'need',
  ownRecord((tenantId, id) => NeedItem.get({ tenantId, id })),
);

/** Documents of haves and needs, and a have's photos. */
export const listingFileRoutes = implement(SupplyRoutes, {
  uploadHavePhoto: ({ params, actor, event }) => addPhoto(actor, params.id, uploaded(event)),
  deleteHavePhoto: ({ params, actor }) => removePhoto(actor, params.id, params.photoId),
  listHaveFiles: ({ params, actor }) => haves.list(actor, params.id),
  uploadHaveFiles: ({ params, actor, event }) => haves.upload(actor, params.id, uploaded(event)),
  downloadHaveFile: ({ params, actor }) => haves.download(actor, params.id, params.fileId),
  deleteHaveFile: ({ params, actor }) => haves.remove(actor, params.id, params.fileId),
  listNeedFiles: ({ params, actor }) => needs.list(actor, params.id),
  uploadNeedFiles: ({ params, actor, event }) => needs.upload(actor, params.id, uploaded(event)),
  downloadNeedFile: ({ params, actor }) => needs.download(actor, params.id, params.fileId),
  deleteNeedFile: ({ params, actor }) => needs.remove(actor, params.id, params.fileId),
});
