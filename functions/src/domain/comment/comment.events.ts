import * as z from 'zod';
import type { ItemChange } from '../../data/changes.js';
import { defineEvent, type Occurrence } from '../../lib/events.js';
import { derived, images, type Derivation } from '../../lib/lifecycle.js';
import { CommentItem, CommentRecordType, recordTypeOf } from './comment.entity.js';
import { RealtimePublished } from '../push/index.js';

/** recordId: the record the comment is on (a company, a have, an offer, a request…); the tenant's own company id for the message board. */
const Ref = z.object({
  tenantId: z.string(),
  recordId: z.string(),
  recordType: CommentRecordType.default('company'),
  commentId: z.string(),
  authorId: z.string(),
});

/** Comments on a company, the message board, a have or a need, and the colleagues they mention. */
export const CommentEvents = {
  posted: defineEvent('comment.posted', 1, Ref),
  edited: defineEvent('comment.edited', 1, Ref),
  deleted: defineEvent('comment.deleted', 1, Ref),
  /** Colleagues mentioned for the first time by a new or edited comment (never its author). */
  mentioned: defineEvent(
    'comment.mentioned',
    1,
    Ref.extend({ authorName: z.string(), body: z.string(), userIds: z.array(z.string()).min(1) }),
  ),
};

export const commentEvents: Derivation = (change: ItemChange) => {
  const { before, after } = images(CommentItem.decode, change);
  const comment = after ?? before;
  if (!comment) return [];
  const ref = {
    tenantId: comment.tenantId,
    recordId: comment.recordId,
    recordType: recordTypeOf(comment),
    commentId: comment.commentId,
    authorId: comment.authorId,
  };
  const out: Occurrence[] = [];
  // The comment's own times are to the millisecond (the stream's are to the second): notifications sort by them.
  const at = after ? (after.editedDate ?? after.createdDate) : change.at;
  const emit = <E extends (typeof CommentEvents)[keyof typeof CommentEvents]>(
    event: E,
    data: z.input<E['data']>,
  ) => out.push(derived(change, event, data, at));
  if (change.kind === 'REMOVE') emit(CommentEvents.deleted, ref);
  else if (!before) emit(CommentEvents.posted, ref);
  else if (before.body !== after?.body) emit(CommentEvents.edited, ref);
  if (after) {
    const known = new Set([...(before?.mentions ?? []), after.authorId]);
    const userIds = after.mentions.filter((id) => !known.has(id));
    if (userIds.length)
      emit(CommentEvents.mentioned, { ...ref, authorName: after.authorName, body: after.body, userIds });
  }
  // An offer's or a private request's conversation is live for both companies (part 3 §7.3): its channel hears of each comment.
  const shared = comment.recordType === 'offer' || comment.recordType === 'request';
  if (shared && (change.kind === 'REMOVE' || !before || before.body !== after?.body)) {
    const event = !before && after ? 'comment-created' : 'comment-changed';
    const recordKey = comment.recordType === 'offer' ? 'offerId' : 'requestId';
    out.push(
      derived(
        change,
        RealtimePublished,
        {
          channel: `network.${comment.recordId}`,
          event,
          payload: { id: comment.commentId, [recordKey]: comment.recordId },
        },
        at,
      ),
    );
  }
  return out;
};
