import type { Comment } from '@polyloop/shared/crm/activity';
import type { Page } from '../data/page.js';
import type { Member } from '../lib/actor.js';
import type { Thread } from '../domain/comment/comment.service.js';
import { loadOnce } from '../lib/lazy.js';

const comments = loadOnce(() => import('../domain/comment/comment.service.js'));

interface OnRecord {
  params: { id: string };
  actor: Member;
}
interface OnComment {
  params: { id: string; commentId: string };
  actor: Member;
}
type Listing = OnRecord & { query: { page: number; size: number } };
type Posting = OnRecord & { body: { body: string } };
type Editing = OnComment & { body: { body: string } };

/** A record's comment thread as the contract names its routes (`listOrderComments`, `createOrderComment`, …). */
type CommentRoutes<R extends string> = {
  [K in `list${R}Comments`]: (request: Listing) => Promise<Page<Comment>>;
} & {
  [K in `create${R}Comment`]: (request: Posting) => Promise<Comment>;
} & {
  [K in `update${R}Comment`]: (request: Editing) => Promise<Comment>;
} & {
  [K in `delete${R}Comment`]: (request: OnComment) => Promise<void>;
};

/**
 * The four routes of the comment thread of a record (a company, a have, a need, an order, a
 * shipment), whose id is the route's `id`: list, post, edit and delete, each loading the comment
 * service on first use.
 */
export function commentRoutes<R extends string>(record: R, thread: (id: string) => Thread): CommentRoutes<R> {
  return {
    [`list${record}Comments`]: async ({ params, query, actor }: Listing) =>
      (await comments()).listComments(actor, thread(params.id), query.page, query.size),
    [`create${record}Comment`]: async ({ params, body, actor }: Posting) =>
      (await comments()).createComment(actor, thread(params.id), body.body),
    [`update${record}Comment`]: async ({ params, body, actor }: Editing) =>
      (await comments()).updateComment(actor, thread(params.id), params.commentId, body.body),
    [`delete${record}Comment`]: async ({ params, actor }: OnComment) =>
      (await comments()).deleteComment(actor, thread(params.id), params.commentId),
  } as CommentRoutes<R>;
}
