import { loadOnce } from '../../lib/lazy.js';
/**
 * What the document aggregate offers the others: the writing company's letterhead and the paper
 * it is drawn on. pdf-lib is most of a function that writes a document, so the paper loads with
 * the first document written (`loadPaper`), never at cold start.
 */
export { writerOf } from './letterhead.js';
export type { Writer } from './documents.js';
export type { Paper, TableColumn } from './layout.js';
export const loadPaper = loadOnce(() => import('./layout.js'));
