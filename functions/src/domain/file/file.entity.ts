import * as z from 'zod';
import { BillOfLadingType, DocumentType, ScaleType } from '@polyloop/shared/enums';
import { defineEntity } from '../../data/entity.js';
import { AuditFields } from '../history/index.js';

export const RecordType = z.enum([
  'company',
  'material',
  'have',
  'need',
  'order',
  'shipment',
  'offer',
  'auction',
  'request',
  'listing',
]);
export type RecordType = z.infer<typeof RecordType>;

/** A document attached to a company, material, have, need, order, shipment, network offer, auction, private request or public listing; the bytes live in S3 under `s3Key`. */
export const FileItem = defineEntity({
  name: 'file',
  schema: z.object({
    tenantId: z.string(),
    recordType: RecordType,
    recordId: z.string(),
    /** Starts with the upload time, so a record's files list newest first by key. */
    fileId: z.string(),
    name: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    documentType: DocumentType.nullable(),
    scaleType: ScaleType.nullable().default(null),
    billOfLadingType: BillOfLadingType.nullable().default(null),
    s3Key: z.string(),
    uploadedBy: z.string(),
    uploadedByName: z.string(),
    /** The uploader's company, when it is not the one whose partition keeps the file (the receiving side of an offer or a private request). */
    uploaderTenantId: z.string().optional(),
    createdDate: z.string(),
    updatedDate: z.string(),
    ...AuditFields,
  }),
  indexes: {
    // listFilesOfRecord, FileItem.get: a record's documents
    byRecord: { pk: ['tenantId', 'recordId'], sk: ['fileId'] },
  },
});
export type FileItem = z.infer<typeof FileItem.schema>;

/** A record's documents, newest first: one Query. */
export const listFilesOfRecord = (tenantId: string, recordId: string) =>
  FileItem.queryAll('byRecord', { tenantId, recordId }, { order: 'desc' });
