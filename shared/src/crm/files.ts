import * as z from 'zod';
import { BillOfLadingType, DocumentType, ScaleType } from '../enums.js';

/**
 * File rules (spec part 1 §5, §8). Files travel as multipart through API Gateway to Lambda,
 * whose request payload is 6 MB after base64: so 3 MB a file and 4 MB an upload.
 */
export const FILE_RULES = {
  maxFiles: 10,
  maxFileBytes: 3 * 1024 * 1024,
  maxTotalBytes: 4 * 1024 * 1024,
  types: {
    'application/pdf': ['.pdf'],
    'image/png': ['.png'],
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/webp': ['.webp'],
    'text/csv': ['.csv'],
    'text/plain': ['.txt'],
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
    'application/vnd.ms-excel': ['.xls'],
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
    'application/msword': ['.doc'],
  } as Record<string, string[]>,
  /** Letters, digits, spaces, underscores and hyphens (before the extension). */
  namePattern: /^[A-Za-z0-9 _-]+$/,
  /**
   * The whole name, extension included. It ends the storage key (S3 allows 1024 bytes, of which
   * the tenant, record and file ids take about 150) and becomes the downloaded file's name, which
   * most file systems cap at 255 bytes.
   */
  maxNameLength: 200,
} as const;

export const FILE_MESSAGES = {
  virus: 'The file was rejected: a virus was detected.',
  type: 'This file type is not allowed. Upload PDF, image, CSV, text, Excel or Word files.',
  tooLarge: 'The file is too large (3 MB at most).',
  total: 'The files together are too large (4 MB at most per upload).',
  count: 'Too many files (10 at most per upload).',
  name: 'File names may contain only letters, digits, spaces, underscores and hyphens.',
  nameLength: 'File names may be at most 200 characters long.',
  failed: 'File failed to upload',
  scaleTypeAlone: 'A scale type (heavy or light) goes only with a scale ticket.',
  billOfLadingTypeAlone: 'A shipper or receiver copy goes only with a bill of lading.',
} as const;

/**
 * The `data` part of a document upload: what kind of document the files are. A scale type goes
 * only with a scale ticket, a shipper or receiver copy only with a bill of lading.
 */
export const UploadData = z
  .object({
    documentType: DocumentType.nullable().optional(),
    scaleType: ScaleType.nullable().optional(),
    billOfLadingType: BillOfLadingType.nullable().optional(),
  })
  .superRefine((d, ctx) => {
    if (d.scaleType && d.documentType !== 'SCALES')
      ctx.addIssue({ code: 'custom', path: ['scaleType'], message: FILE_MESSAGES.scaleTypeAlone });
    if (d.billOfLadingType && d.documentType !== 'BILL_OF_LADING')
      ctx.addIssue({
        code: 'custom',
        path: ['billOfLadingType'],
        message: FILE_MESSAGES.billOfLadingTypeAlone,
      });
  })
  .optional();
export type UploadData = z.infer<typeof UploadData>;

export const StoredFile = z.object({
  id: z.string(),
  recordId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  documentType: DocumentType.nullable(),
  /** Only on a scale ticket. */
  scaleType: ScaleType.nullable(),
  /** Only on a bill of lading. */
  billOfLadingType: BillOfLadingType.nullable(),
  uploadedBy: z.string(),
  uploadedByName: z.string(),
  createdDate: z.string(),
});
export type StoredFile = z.infer<typeof StoredFile>;
export const FileDownload = z.object({ url: z.string(), expiresAt: z.string() });

export const ExportQuery = z
  .object({
    format: z.enum(['csv', 'xlsx'], { error: 'Choose CSV or XLSX' }),
    from: z.iso.date({ message: 'Start date is required' }),
    to: z.iso.date({ message: 'End date is required' }),
  })
  .refine((q) => q.from <= q.to, {
    message: 'The start date must be on or before the end date',
    path: ['from'],
  });
