import * as z from 'zod';
import { defineRoutes, RouteId as Id, PathParams as P, FileBinary } from '../define.js';
import { creation, deletion } from '../kinds.js';
import type { Permission } from '../../permissions.js';
import { FileDownload, StoredFile, UploadData } from '../../crm/files.js';
import { GenerateOrderDocument, GenerateShipmentDocument } from '../../orders/document.js';

/** How an order or a shipment keeps the documents Polyloop writes for it and those uploaded to it. */
interface DocumentsOptions<B extends z.ZodType> {
  /** The record's documents: listed there, one of them at `<at>/{fileId}`. */
  at: `/api/${string}/{id}/documents`;
  /** The record as its list's summary names it. */
  record: string;
  read: Permission;
  write: Permission;
  /** What the generated PDF is, and what writing it takes. */
  generate: { summary: string; body: B };
  upload: string;
}

const documentRoutes = <B extends z.ZodType>(o: DocumentsOptions<B>) => ({
  list: {
    method: 'GET' as const,
    path: o.at,
    summary: `The ${o.record}’s documents, newest first.`,
    permission: o.read,
    params: P.id,
    response: z.array(StoredFile),
  },
  generate: creation(StoredFile, {
    path: `${o.at}/generate` as const,
    summary: o.generate.summary,
    permission: o.write,
    params: P.id,
    body: o.generate.body,
  }),
  upload: creation(z.array(StoredFile), {
    path: `${o.at}/upload` as const,
    summary: o.upload,
    permission: o.write,
    params: P.id,
    multipart: { files: 'files', data: UploadData },
  }),
  download: {
    method: 'GET' as const,
    path: `${o.at}/{fileId}` as const,
    summary: 'A short-lived download address.',
    permission: o.read,
    params: P.sub('fileId'),
    response: FileDownload,
  },
  delete: deletion({
    path: `${o.at}/{fileId}` as const,
    summary: 'Deletes a document.',
    permission: o.write,
    params: P.sub('fileId'),
  }),
});
type Routes<B extends z.ZodType> = ReturnType<typeof documentRoutes<B>>;

/** A record's documents, named for it (`listOrderDocuments`, `generateOrderDocument`, …). */
const documentsOf = <const N extends string, B extends z.ZodType>(
  name: N,
  o: DocumentsOptions<B>,
): { [K in `list${N}Documents`]: Routes<B>['list'] } & {
  [K in `generate${N}Document`]: Routes<B>['generate'];
} & {
  [K in `upload${N}Documents`]: Routes<B>['upload'];
} & { [K in `download${N}Document`]: Routes<B>['download'] } & {
  [K in `delete${N}Document`]: Routes<B>['delete'];
} => {
  const routes = documentRoutes(o);
  return {
    [`list${name}Documents`]: routes.list,
    [`generate${name}Document`]: routes.generate,
    [`upload${name}Documents`]: routes.upload,
    [`download${name}Document`]: routes.download,
    [`delete${name}Document`]: routes.delete,
  } as never;
};

/**
 * The documents Polyloop writes and keeps: the PDFs of orders and shipments with their uploads
 * (scale tickets), and the material datasheet. A context of its own, so the PDF library's weight
 * stays out of the CRM and orders functions.
 */
export const DocumentRoutes = defineRoutes(
  'documents',
  { tags: ['Documents'] },
  {
    ...documentsOf('Order', {
      at: '/api/orders/{id}/documents',
      record: 'order',
      read: 'ORDER_READ',
      write: 'ORDER_WRITE',
      generate: {
        summary:
          'Writes the order’s purchase order as a PDF and keeps it with its documents (every item needs a price).',
        body: GenerateOrderDocument,
      },
      upload: 'Uploads documents (multipart: files, plus a JSON part named data with {documentType}).',
    }),
    ...documentsOf('Shipment', {
      at: '/api/shipments/{id}/documents',
      record: 'shipment',
      read: 'SHIPMENT_READ',
      write: 'SHIPMENT_WRITE',
      generate: {
        summary:
          'Writes a bill of lading (shipper or receiver copy), packing list or shipping confirmation as a PDF and keeps it with the shipment’s documents.',
        body: GenerateShipmentDocument,
      },
      upload:
        'Uploads documents such as scale tickets (multipart: files, plus a JSON part named data with {documentType}).',
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
