import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';
import { AuditFields } from '../history/index.js';

/** What a comment hangs on: a company, the company's own message board, a have, a need, an order, a shipment, a network offer or a private request. */
export const CommentRecordType = z.enum([
  'company',
  'board',
  'have',
  'need',
  'order',
  'shipment',
  'offer',
  'request',
]);
export type CommentRecordType = z.infer<typeof CommentRecordType>;

/**
 * A comment on a record (a company, the company's own message board, a have or a need). Ids
 * start with the creation time, so the table key already sorts a record's comments by age.
 */
export const CommentItem = defineEntity({
  name: 'comment',
  schema: z.object({
    tenantId: z.string(),
    recordId: z.string(),
    /** Comments written before haves and needs had them are on companies or the board (recordId = tenantId). */
    recordType: CommentRecordType.default('company'),
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

/** The record type, telling the board (its record is the tenant's own company) from other company threads. */
export const recordTypeOf = (
  c: Pick<CommentItem, 'tenantId' | 'recordId' | 'recordType'>,
): CommentRecordType => (c.recordType === 'company' && c.recordId === c.tenantId ? 'board' : c.recordType);

/** One page of a record's comments, latest first. */
export const pageCommentsOfRecord = (
  tenantId: string,
  recordId: string,
  page: { cursor: string | null; limit: number },
) => CommentItem.query('byRecord', { tenantId, recordId }, { order: 'desc', ...page });
