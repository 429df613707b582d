/**
 * What the comment aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { CommentItem } from './comment.entity.js';
export type { CommentRecordType } from './comment.entity.js';
export { CommentEvents } from './comment.events.js';
export { commentCount, latestComments } from './comment.service.js';
