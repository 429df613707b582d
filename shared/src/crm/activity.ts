import * as z from 'zod';

export const TouchpointInput = z.object({
  date: z.iso.datetime({ offset: true, message: 'Date is required' }),
  notes: z.string().trim().min(1, 'Notes are required').max(5000),
  nextTouch: z.iso.datetime({ offset: true }).optional(),
});
export const Touchpoint = TouchpointInput.extend({
  id: z.string(),
  companyId: z.string(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdDate: z.string(),
});
export type Touchpoint = z.infer<typeof Touchpoint>;

/** Mentions are written `@[Full Name](userId)` in the body; the server extracts and checks them. */
export const MENTION = /@\[([^\]]{1,120})\]\(([A-Za-z0-9-]{1,64})\)/g;
export const CommentInput = z.object({ body: z.string().trim().min(1, 'Comment is required').max(5000) });
export const Comment = z.object({
  id: z.string(),
  recordId: z.string(),
  body: z.string(),
  mentions: z.array(z.string()),
  authorId: z.string(),
  authorName: z.string(),
  createdDate: z.string(),
  editedDate: z.string().nullable(),
});
export type Comment = z.infer<typeof Comment>;

export const HistoryAction = z.enum(['ADDED', 'CHANGED', 'REMOVED', 'ARCHIVED', 'RESTORED']);
export const HistoryEntry = z.object({
  id: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  /** What the entry is about, e.g. "Contact Jane Doe" under a company. */
  subject: z.string(),
  action: HistoryAction,
  changes: z.array(z.object({ field: z.string(), oldValue: z.unknown(), newValue: z.unknown() })),
  actorId: z.string().nullable(),
  actorName: z.string(),
  at: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;
export const HistoryPage = z.object({ entries: z.array(HistoryEntry), cursor: z.string().nullable() });

/** Activity: touchpoints and comments, latest first. */
export const ActivityItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('touchpoint'), at: z.string(), touchpoint: Touchpoint }),
  z.object({ kind: z.literal('comment'), at: z.string(), comment: Comment }),
]);
