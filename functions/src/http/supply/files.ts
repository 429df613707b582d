import { SupplyRoutes } from '@polyloop/shared/contract/routes/supply';
import { implement, uploaded } from '../preset.js';
import * as Files from '../../domain/file/file.service.js';
import { addPhoto, removePhoto } from '../../domain/listing/listing.photos.js';

const have = (id: string) => ({ type: 'have' as const, id });
const need = (id: string) => ({ type: 'need' as const, id });

/** Documents of haves and needs, and a have's photos. */
export const listingFileRoutes = implement(SupplyRoutes, {
  uploadHavePhoto: ({ params, actor, event }) => addPhoto(actor, params.id, uploaded(event)),
  deleteHavePhoto: ({ params, actor }) => removePhoto(actor, params.id, params.photoId),
  listHaveFiles: ({ params, actor }) => Files.list(actor, have(params.id)),
  uploadHaveFiles: ({ params, actor, event }) => Files.upload(actor, have(params.id), uploaded(event)),
  downloadHaveFile: ({ params, actor }) => Files.download(actor, have(params.id), params.fileId),
  deleteHaveFile: ({ params, actor }) => Files.remove(actor, have(params.id), params.fileId),
  listNeedFiles: ({ params, actor }) => Files.list(actor, need(params.id)),
  uploadNeedFiles: ({ params, actor, event }) => Files.upload(actor, need(params.id), uploaded(event)),
  downloadNeedFile: ({ params, actor }) => Files.download(actor, need(params.id), params.fileId),
  deleteNeedFile: ({ params, actor }) => Files.remove(actor, need(params.id), params.fileId),
});
