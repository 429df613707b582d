import { DocumentRoutes } from '@polyloop/shared/contract/routes/documents';
import { attachment, implement, uploaded } from '../preset.js';
import { documentsOf, downloadAddress, ownRecord } from '../../domain/file/file.service.js';
import { partnerFileOf } from '../../domain/network-offer/partner-shipments.js';
import * as Documents from '../../domain/document/document.service.js';
import { OrderEntity } from '../../domain/order/order.entity.js';
import { ShipmentEntity } from '../../domain/order/shipment.entity.js';

const orders = documentsOf(
  'order',
  ownRecord((tenantId, id) => OrderEntity.get({ tenantId, id })),
);
const shipments = documentsOf(
  'shipment',
  ownRecord((tenantId, id) => ShipmentEntity.get({ tenantId, id })),
);

export const documentRoutes = implement(DocumentRoutes, {
  listOrderDocuments: ({ params, actor }) => orders.list(actor, params.id),
  generateOrderDocument: ({ params, body, actor }) => Documents.generateForOrder(actor, params.id, body),
  uploadOrderDocuments: ({ params, actor, event }) => orders.upload(actor, params.id, uploaded(event)),
  downloadOrderDocument: ({ params, actor }) => orders.download(actor, params.id, params.fileId),
  deleteOrderDocument: ({ params, actor }) => orders.remove(actor, params.id, params.fileId),
  listShipmentDocuments: ({ params, actor }) => shipments.list(actor, params.id),
  generateShipmentDocument: ({ params, body, actor }) =>
    Documents.generateForShipment(actor, params.id, body),
  uploadShipmentDocuments: ({ params, actor, event }) => shipments.upload(actor, params.id, uploaded(event)),
  downloadShipmentDocument: ({ params, actor }) => shipments.download(actor, params.id, params.fileId),
  deleteShipmentDocument: ({ params, actor }) => shipments.remove(actor, params.id, params.fileId),
  downloadPartnerShipmentDocument: async ({ params, actor }) =>
    downloadAddress(await partnerFileOf(actor, params.id, params.shipmentId, params.fileId)),
  materialDatasheet: async ({ params, actor }) => attachment(await Documents.datasheetOf(actor, params.id)),
});
