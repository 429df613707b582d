/**
 * What the search aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { as, fromImage, joined, path, placeOf } from './documents/document.js';
export type { SearchDocument, SearchMapper } from './documents/document.js';
export { PUBLIC_SCOPE } from './search.entity.js';
export { searchOf } from './search.projection.js';
export { matchesAll, queryWords, textWords, wordsOf } from './words.js';
