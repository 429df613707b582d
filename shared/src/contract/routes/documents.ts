import * as z from 'zod';
import { defineRoutes, RouteId as Id, PathParams as P, FileBinary } from '../define.js';
import { creation, deletion } from '../kinds.js';
import { FileDownload, StoredFile } from '../../crm/files.js';
import { GenerateOrderDocument, GenerateShipmentDocument } from '../../orders/document.js';

const o = '/api/orders/{id}/documents';
const s = '/api/shipments/{id}/documents';

/**
 * The documents Polyloop writes and keeps: the PDFs of orders and shipments with their uploads
 * (scale tickets), and the material datasheet. A context of its own, so the PDF library's weight
 * stays out of the CRM and orders functions.
 */
export const DocumentRoutes = defineRoutes(
  'documents',
  { tags: ['Documents'] },
  {
    listOrderDocuments: {
      method: 'GET',
      path: o,
      summary: 'The order’s documents, newest first.',
      permission: 'ORDER_READ',
      params: P.id,
      response: z.array(StoredFile),
    },
    generateOrderDocument: creation(StoredFile, {
      path: `${o}/generate`,
      summary:
        'Writes the order’s purchase order as a PDF and keeps it with its documents (every item needs a price).',
      permission: 'ORDER_WRITE',
      params: P.id,
      body: GenerateOrderDocument,
    }),
    uploadOrderDocuments: creation(z.array(StoredFile), {
      path: `${o}/upload`,
      summary: 'Uploads documents (multipart: files, plus a JSON part named data with {documentType}).',
      permission: 'ORDER_WRITE',
      params: P.id,
    }),
    downloadOrderDocument: {
      method: 'GET',
      path: `${o}/{fileId}`,
      summary: 'A short-lived download address.',
      permission: 'ORDER_READ',
      params: P.sub('fileId'),
      response: FileDownload,
    },
    deleteOrderDocument: deletion({
      path: `${o}/{fileId}`,
      summary: 'Deletes a document.',
      permission: 'ORDER_WRITE',
      params: P.sub('fileId'),
    }),

    listShipmentDocuments: {
      method: 'GET',
      path: s,
      summary: 'The shipment’s documents, newest first.',
      permission: 'SHIPMENT_READ',
      params: P.id,
      response: z.array(StoredFile),
    },
    generateShipmentDocument: creation(StoredFile, {
      path: `${s}/generate`,
      summary:
        'Writes a bill of lading (shipper or receiver copy), packing list or shipping confirmation as a PDF and keeps it with the shipment’s documents.',
      permission: 'SHIPMENT_WRITE',
      params: P.id,
      body: GenerateShipmentDocument,
    }),
    uploadShipmentDocuments: creation(z.array(StoredFile), {
      path: `${s}/upload`,
      summary:
        'Uploads documents such as scale tickets (multipart: files, plus a JSON part named data with {documentType}).',
      permission: 'SHIPMENT_WRITE',
      params: P.id,
    }),
    downloadShipmentDocument: {
      method: 'GET',
      path: `${s}/{fileId}`,
      summary: 'A short-lived download address.',
      permission: 'SHIPMENT_READ',
      params: P.sub('fileId'),
      response: FileDownload,
    },
    deleteShipmentDocument: deletion({
      path: `${s}/{fileId}`,
      summary: 'Deletes a document.',
      permission: 'SHIPMENT_WRITE',
      params: P.sub('fileId'),
    }),

    downloadPartnerShipmentDocument: {
      method: 'GET',
      path: '/api/orders/{id}/partner-shipments/{shipmentId}/documents/{fileId}',
      summary:
        'A short-lived download address for a paper the other side of the deal shares on one of its shipments.',
      permission: 'ORDER_READ',
      params: z.object({ id: Id, shipmentId: Id, fileId: Id }),
      response: FileDownload,
    },

    materialDatasheet: {
      method: 'GET',
      path: '/api/materials/{id}/datasheet',
      summary: 'The material’s datasheet as a PDF on the company’s letterhead (needs at least one property).',
      permission: 'MATERIAL_READ',
      params: P.id,
      response: FileBinary,
      contentType: 'application/pdf',
      tags: ['Materials'],
    },
  },
);
