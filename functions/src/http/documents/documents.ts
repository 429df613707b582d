import { DocumentRoutes } from '@polyloop/shared/contract/routes/documents';
import { attachment, implement, uploaded } from '../preset.js';
import * as Files from '../../domain/file/file.service.js';
import * as Documents from '../../domain/document/document.service.js';

const order = (id: string) => ({ type: 'order' as const, id });
const shipment = (id: string) => ({ type: 'shipment' as const, id });

export const documentRoutes = implement(DocumentRoutes, {
  listOrderDocuments: ({ params, actor }) => Files.list(actor, order(params.id)),
  generateOrderDocument: ({ params, body, actor }) => Documents.generateForOrder(actor, params.id, body),
  uploadOrderDocuments: ({ params, actor, event }) => Files.upload(actor, order(params.id), uploaded(event)),
  downloadOrderDocument: ({ params, actor }) => Files.download(actor, order(params.id), params.fileId),
  deleteOrderDocument: ({ params, actor }) => Files.remove(actor, order(params.id), params.fileId),
  listShipmentDocuments: ({ params, actor }) => Files.list(actor, shipment(params.id)),
  generateShipmentDocument: ({ params, body, actor }) =>
    Documents.generateForShipment(actor, params.id, body),
  uploadShipmentDocuments: ({ params, actor, event }) =>
    Files.upload(actor, shipment(params.id), uploaded(event)),
  downloadShipmentDocument: ({ params, actor }) => Files.download(actor, shipment(params.id), params.fileId),
  deleteShipmentDocument: ({ params, actor }) => Files.remove(actor, shipment(params.id), params.fileId),
  materialDatasheet: async ({ params, actor }) => attachment(await Documents.datasheetOf(actor, params.id)),
});
