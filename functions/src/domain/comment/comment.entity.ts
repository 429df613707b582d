import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';
import { AuditFields } from '../history/audit.js';

/**
 * A comment on a record (a company, or the company's own message board). Ids start with the
 * creation time, so the table key already sorts a record's comments by age.
 */
export const CommentItem = defineEntity({
  name: 'comment',
  schema: z.object({
    tenantId: z.string(),
    recordId: z.string(),
    commentId: z.string(),
    body: z.string(),
    mentions: z.array(z.string()),
    authorId: z.string(),
    authorName: z.string(),
    createdDate: z.string(),
    editedDate: z.string().nullable(),
    ...AuditFields,
  }),
  indexes: {
    // pageCommentsOfRecord, CommentItem.get: a record's comments (read latest first)
    byRecord: { pk: ['tenantId', 'recordId'], sk: ['commentId'] },
  },
});
export type CommentItem = z.infer<typeof CommentItem.schema>;

/** One page of a record's comments, latest first. */
export const pageCommentsOfRecord = (tenantId: string, recordId: string, page: { cursor: string | null; limit: number }) =>
  CommentItem.query('byRecord', { tenantId, recordId }, { order: 'desc', ...page });
