import { DocumentRoutes } from '@polyloop/shared/contract/routes/documents';
import { attachment, implement, uploaded } from '../preset.js';
// Static and light: the document stores below are built at load; the file service loads with their first use.
import { documentsOf, ownRecord } from '../../domain/file/documents.js';
import { loadOnce } from '../../lib/lazy.js';

const files = loadOnce(() => import('../../domain/file/file.service.js'));

const documents = loadOnce(() => import('../../domain/document/document.service.js'));
const partnerFiles = loadOnce(() => import('../../domain/network-offer/partner-shipments.js'));
const orderEntity = loadOnce(() => import('../../domain/order/order.entity.js'));
const shipmentEntity = loadOnce(() => import('../../domain/order/shipment.entity.js'));

const orders = documentsOf(
  'order',
  ownRecord(async (tenantId, id) => (await orderEntity()).OrderEntity.get({ tenantId, id })),
);
const shipments = documentsOf(
  'shipment',
  ownRecord(async (tenantId, id) => (await shipmentEntity()).ShipmentEntity.get({ tenantId, id })),
);

export const documentRoutes = implement(DocumentRoutes, {
  listOrderDocuments: ({ params, actor }) => orders.list(actor, params.id),
  generateOrderDocument: async ({ params, body, actor }) =>
    (await documents()).generateForOrder(actor, params.id, body),
  uploadOrderDocuments: ({ params, actor, event }) => orders.upload(actor, params.id, uploaded(event)),
  downloadOrderDocument: ({ params, actor }) => orders.download(actor, params.id, params.fileId),
  deleteOrderDocument: ({ params, actor }) => orders.remove(actor, params.id, params.fileId),
  listShipmentDocuments: ({ params, actor }) => shipments.list(actor, params.id),
  generateShipmentDocument: async ({ params, body, actor }) =>
    (await documents()).generateForShipment(actor, params.id, body),
  uploadShipmentDocuments: ({ params, actor, event }) => shipments.upload(actor, params.id, uploaded(event)),
  downloadShipmentDocument: ({ params, actor }) => shipments.download(actor, params.id, params.fileId),
  deleteShipmentDocument: ({ params, actor }) => shipments.remove(actor, params.id, params.fileId),
  downloadPartnerShipmentDocument: async ({ params, actor }) =>
    (await files()).downloadAddress(
      await (await partnerFiles()).partnerFileOf(actor, params.id, params.shipmentId, params.fileId),
    ),
  materialDatasheet: async ({ params, actor }) =>
    attachment(await (await documents()).datasheetOf(actor, params.id)),
});
