import * as z from 'zod';
import type { Permission } from '../permissions.js';
import { FileDownload, StoredFile, UploadData } from '../crm/files.js';
import { creation, deletion } from './kinds.js';

/** How one record keeps its documents: what differs from one record to another. */
interface FileRoutesOptions<I extends z.ZodType, F extends z.ZodType, D extends string | undefined> {
  /** The record's own path: its documents are at `<at>/files`, uploads go to `<at>/upload`. */
  at: `/api/${string}`;
  /** Uploads go to `<at>/files` instead where the spec posts them there (a private request's, part 2 §7). */
  uploadTo?: 'files';
  /** The record's id in the path, and that id with `{fileId}`. */
  params: { record: I; file: F };
  /** To list the documents and download one. */
  read: Permission;
  /** To upload and delete. */
  write: Permission;
  tags: readonly string[];
  summaries: { list: string; upload: string; delete?: D };
}

const routesOf = <I extends z.ZodType, F extends z.ZodType>(
  o: FileRoutesOptions<I, F, string | undefined>,
) => ({
  list: {
    method: 'GET' as const,
    path: `${o.at}/files` as const,
    summary: o.summaries.list,
    permission: o.read,
    params: o.params.record,
    response: z.array(StoredFile),
    tags: o.tags,
  },
  upload: creation(z.array(StoredFile), {
    path: `${o.at}/${o.uploadTo ?? 'upload'}` as const,
    summary: o.summaries.upload,
    permission: o.write,
    params: o.params.record,
    multipart: { files: 'files', data: UploadData },
    tags: o.tags,
  }),
  download: {
    method: 'GET' as const,
    path: `${o.at}/files/{fileId}` as const,
    summary: 'A short-lived download address.',
    permission: o.read,
    params: o.params.file,
    response: FileDownload,
    tags: o.tags,
  },
  delete: deletion({
    path: `${o.at}/files/{fileId}` as const,
    summary: o.summaries.delete ?? '',
    permission: o.write,
    params: o.params.file,
    tags: o.tags,
  }),
});
type Specs<I extends z.ZodType, F extends z.ZodType> = ReturnType<typeof routesOf<I, F>>;

/**
 * The routes of a record's documents, named for the record (`listHaveFiles`, `uploadHaveFiles`,
 * `downloadHaveFile`, `deleteHaveFile`): list, upload (multipart: files, plus a JSON part named
 * data with {documentType}), a short-lived download address, and delete when a delete summary is
 * given.
 */
export function fileRoutes<
  const N extends string,
  I extends z.ZodType,
  F extends z.ZodType,
  D extends string | undefined = undefined,
>(
  name: N,
  o: FileRoutesOptions<I, F, D>,
): { [K in `list${N}Files`]: Specs<I, F>['list'] } & { [K in `upload${N}Files`]: Specs<I, F>['upload'] } & {
  [K in `download${N}File`]: Specs<I, F>['download'];
} & (D extends string ? { [K in `delete${N}File`]: Specs<I, F>['delete'] } : unknown) {
  const routes = routesOf(o);
  return {
    [`list${name}Files`]: routes.list,
    [`upload${name}Files`]: routes.upload,
    [`download${name}File`]: routes.download,
    ...(o.summaries.delete === undefined ? {} : { [`delete${name}File`]: routes.delete }),
  } as never;
}
