import { randomUUID } from 'node:crypto';
import { FILE_MESSAGES, UploadData, type StoredFile } from '@polyloop/shared/crm/files';
import type { Member } from '../../lib/actor.js';
import { transact, type TxItem } from '../../data/entity.js';
import { BadRequest, Forbidden, HttpError, NotFound } from '../../lib/errors.js';
import { deleteDocument, documentUrl, newObjectKey, putDocument } from '../../lib/s3.js';
import { logger } from '../../lib/observability.js';
import { audit, removeWithAudit } from '../history/index.js';
import { FileItem, listFilesOfRecord, type RecordType } from './file.entity.js';
import { checkUploads, type Upload } from './file-rules.js';
import { parseUpload } from './multipart.js';
import { assertClean } from './scan.js';

/** Download addresses are short-lived: long enough to start the download, too short to share. */
export const DOWNLOAD_TTL_SECONDS = 300;
/** What kind of document an upload is: its type and, for a scale ticket or a bill of lading, which one. */
export interface DocumentKind {
  documentType: StoredFile['documentType'];
  scaleType?: StoredFile['scaleType'];
  billOfLadingType?: StoredFile['billOfLadingType'];
}

export const toStoredFile = (f: FileItem): StoredFile => ({
  id: f.fileId,
  recordId: f.recordId,
  name: f.name,
  contentType: f.contentType,
  size: f.size,
  documentType: f.documentType,
  scaleType: f.scaleType,
  billOfLadingType: f.billOfLadingType,
  uploadedBy: f.uploadedBy,
  uploadedByName: f.uploadedByName,
  createdDate: f.createdDate,
});

export interface RawBody {
  body: string | undefined;
  isBase64Encoded: boolean;
  contentType: string | undefined;
}

/** A record that holds documents: its kind, its id, and the partition its documents are kept in. */
export interface FileRecord {
  type: RecordType;
  id: string;
  tenantId: string;
}

/**
 * Uploads documents to a record the caller may add to:
 *  1. parse the multipart body and apply the spec's file rules (400 with the rule's message);
 *  2. scan every file; one infected file rejects the whole upload (422) before anything is stored;
 *  3. store the bytes, then the file items in one transaction (objects are removed if it fails).
 */
export async function upload(actor: Member, record: FileRecord, raw: RawBody): Promise<StoredFile[]> {
  const parsed = parseUpload(raw.body, raw.isBase64Encoded, raw.contentType);
  const data = UploadData.safeParse(parsed.data);
  if (!data.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of data.error.issues) {
      const field = String(issue.path[0] ?? 'documentType');
      (fields[field] ??= []).push(field === 'documentType' ? 'Choose a valid document type.' : issue.message);
    }
    throw new BadRequest(Object.values(fields)[0]![0]!, fields);
  }
  const kind = data.data ?? {};
  return store(actor, record, parsed.files, {
    documentType: kind.documentType ?? null,
    scaleType: kind.scaleType ?? null,
    billOfLadingType: kind.billOfLadingType ?? null,
  });
}

/** Files that passed the spec's rules and the malware scanner, with their content types: nothing is stored yet. */
export interface CheckedFiles {
  files: Upload[];
  types: string[];
}

/** The spec's file rules (400 with the rule's message), then the scanner (422): what a record may keep. */
export async function checkFiles(files: Upload[]): Promise<CheckedFiles> {
  const types = checkUploads(files);
  await assertClean(files, 'files');
  return { files, types };
}

/**
 * Checked files whose bytes are in the bucket and whose items are yet to be written: `writes` are
 * the items' creations for a transaction (the caller's, with the record they belong to), and
 * `discard` removes the objects when that transaction fails.
 */
export interface StagedFiles {
  writes: TxItem[];
  stored: StoredFile[];
  discard: () => Promise<void>;
}

/** Puts checked files' bytes in the bucket for a record (500, and nothing kept, when the bucket fails). */
export async function stageFiles(
  actor: Member,
  record: FileRecord,
  { files, types }: CheckedFiles,
  kind: DocumentKind,
): Promise<StagedFiles> {
  const { tenantId } = record;
  const stamp = await audit(actor);
  const now = Date.parse(stamp.updatedDate);
  const items = files.map((f, i) => {
    const fileId = `${now.toString(36).padStart(10, '0')}-${String(i).padStart(2, '0')}-${randomUUID().slice(0, 8)}`;
    return FileItem.schema.parse({
      tenantId,
      recordType: record.type,
      recordId: record.id,
      fileId,
      name: f.name,
      contentType: types[i],
      size: f.data.length,
      documentType: kind.documentType,
      scaleType: kind.scaleType ?? null,
      billOfLadingType: kind.billOfLadingType ?? null,
      s3Key: newObjectKey('files'),
      uploadedBy: actor.userId,
      uploadedByName: stamp.updatedByName,
      uploaderTenantId: actor.tenantId === tenantId ? undefined : actor.tenantId,
      createdDate: stamp.updatedDate,
      ...stamp,
    });
  });
  // No half-written upload: objects without items would be invisible yet billed.
  const discard = async () => {
    await Promise.allSettled(items.map((item) => deleteDocument(item.s3Key)));
  };
  try {
    await Promise.all(
      items.map((item, i) =>
        putDocument({ Key: item.s3Key, Body: files[i]!.data, ContentType: item.contentType }),
      ),
    );
  } catch (error) {
    await discard();
    logger.error('storing an upload failed', { error: error as Error });
    throw new HttpError(500, FILE_MESSAGES.failed, 'UPLOAD_FAILED');
  }
  return { writes: items.map((item) => FileItem.tx.create(item)), stored: items.map(toStoredFile), discard };
}

/** Stores files with a record's documents: checked and scanned, then the bytes, then their items in one transaction. */
export async function store(
  actor: Member,
  record: FileRecord,
  files: Upload[],
  kind: DocumentKind,
): Promise<StoredFile[]> {
  const staged = await stageFiles(actor, record, await checkFiles(files), kind);
  try {
    await transact(staged.writes);
  } catch (error) {
    await staged.discard();
    logger.error('storing an upload failed', { error: error as Error });
    throw new HttpError(500, FILE_MESSAGES.failed, 'UPLOAD_FAILED');
  }
  return staged.stored;
}

export async function list(record: FileRecord): Promise<StoredFile[]> {
  return (await listFilesOfRecord(record.tenantId, record.id)).map(toStoredFile);
}

async function find(record: FileRecord, fileId: string): Promise<FileItem> {
  const item = await FileItem.get({ tenantId: record.tenantId, recordId: record.id, fileId });
  if (!item) throw new NotFound();
  return item;
}

/** A presigned address valid for five minutes that downloads the file under its own name. */
export async function download(
  record: FileRecord,
  fileId: string,
): Promise<{ url: string; expiresAt: string }> {
  return downloadAddress(await find(record, fileId));
}

/** The download address of a file the caller's own rule has already let them read. */
export async function downloadAddress(item: FileItem): Promise<{ url: string; expiresAt: string }> {
  const url = await documentUrl(
    {
      Key: item.s3Key,
      ResponseContentDisposition: `attachment; filename="${item.name.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(item.name)}`,
      ResponseContentType: item.contentType,
    },
    DOWNLOAD_TTL_SECONDS,
  );
  return { url, expiresAt: new Date(Date.now() + DOWNLOAD_TTL_SECONDS * 1000).toISOString() };
}

/** Removes the item first: a failed object delete leaves an unseen object, never a listed file that won't download. */
export async function remove(actor: Member, record: FileRecord, fileId: string): Promise<void> {
  const item = await find(record, fileId);
  // An offer's documents are shared: each company removes only what its own people added.
  if ((item.uploaderTenantId ?? item.tenantId) !== actor.tenantId)
    throw new Forbidden('Only the company that added a document can remove it.');
  await removeWithAudit(FileItem, { tenantId: item.tenantId, recordId: item.recordId, fileId }, actor);
  await deleteDocument(item.s3Key).catch((error: unknown) =>
    logger.warn('could not delete a document object', { key: item.s3Key, error }),
  );
}
