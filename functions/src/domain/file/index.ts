/**
 * What the file aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { FileItem, listFilesOfRecord } from './file.entity.js';
export { documentsOf } from './documents.js';
export type { RawBody } from './file.service.js';
export { assertClean } from './scan.js';
export { checkFiles, stageFiles, store as storeFile, toStoredFile } from './file.service.js';
export type { CheckedFiles, DocumentKind, FileRecord, StagedFiles } from './file.service.js';
export type { Upload } from './file-rules.js';
