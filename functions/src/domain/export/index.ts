/**
 * What the export aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { toCsv } from './csv.js';
export type { Cell } from './csv.js';
export { tableFile } from './download.js';
export type { Download } from './download.js';
