import * as z from 'zod';
import type { Permission } from '../permissions.js';
import { Comment, CommentInput } from '../crm/activity.js';
import { PageQuery, PathParams } from './define.js';
import { creation, deletion, pagedList } from './kinds.js';

/** How one record keeps its comment thread: what differs from one record to another. */
interface CommentRoutesOptions<I extends z.ZodType, C extends z.ZodType, D extends string | undefined> {
  /** The record's own path: its comments are at `<at>/comments`, one of them at `<at>/comments/{commentId}`. */
  at: `/api/${string}`;
  /** The record's id in the path, and that id with `{commentId}`: `{id}` and `{id, commentId}` unless said. */
  params?: { record: I; comment: C };
  /** To read the thread. */
  read: Permission;
  /** To comment, and to edit or delete one's own comment. */
  write: Permission;
  /** `Comments` unless said. */
  tags?: readonly string[];
  summaries: { list: string; create: string; update: string; delete?: D };
}

const RecordId = PathParams.id;
const CommentId = PathParams.sub('commentId');

/**
 * What the routes of a record's thread say, for a record whose comments tell `told` (the order's
 * representatives): the words every record's thread shares, the record named in them.
 */
export const threadSummaries = (record: string, told: string) => ({
  list: `The ${record}’s comments, latest first; total in x-total-count.`,
  create: `Comments on the ${record}; @[Name](userId) mentions a colleague, and ${told} are told.`,
  update: `Edits one’s own comment on the ${record}.`,
  delete: `Deletes one’s own comment on the ${record}.`,
});

const routesOf = <I extends z.ZodType, C extends z.ZodType>(
  options: CommentRoutesOptions<I, C, string | undefined>,
) => {
  const o = {
    ...options,
    params: options.params ?? { record: RecordId as z.ZodType as I, comment: CommentId as z.ZodType as C },
    tags: options.tags ?? ['Comments'],
  };
  return {
    list: pagedList(Comment, {
      path: `${o.at}/comments` as const,
      summary: o.summaries.list,
      permission: o.read,
      params: o.params.record,
      query: PageQuery,
      tags: o.tags,
    }),
    create: creation(Comment, {
      path: `${o.at}/comments` as const,
      summary: o.summaries.create,
      permission: o.write,
      params: o.params.record,
      body: CommentInput,
      tags: o.tags,
    }),
    update: {
      method: 'PATCH' as const,
      path: `${o.at}/comments/{commentId}` as const,
      summary: o.summaries.update,
      permission: o.write,
      params: o.params.comment,
      body: CommentInput,
      response: Comment,
      tags: o.tags,
    },
    delete: deletion({
      path: `${o.at}/comments/{commentId}` as const,
      summary: o.summaries.delete ?? '',
      permission: o.write,
      params: o.params.comment,
      tags: o.tags,
    }),
  };
};
type Specs<I extends z.ZodType, C extends z.ZodType> = ReturnType<typeof routesOf<I, C>>;

/**
 * The routes of a record's comment thread, named for the record (`listOrderComments`,
 * `createOrderComment`, `updateOrderComment`, `deleteOrderComment`): a page of comments with the
 * total in x-total-count, a new comment (mentions written `@[Name](userId)`), an edit, and a delete
 * when a delete summary is given.
 */
export function commentRoutes<
  const N extends string,
  I extends z.ZodType = typeof RecordId,
  C extends z.ZodType = typeof CommentId,
  D extends string | undefined = undefined,
>(
  name: N,
  o: CommentRoutesOptions<I, C, D>,
): { [K in `list${N}Comments`]: Specs<I, C>['list'] } & {
  [K in `create${N}Comment`]: Specs<I, C>['create'];
} & {
  [K in `update${N}Comment`]: Specs<I, C>['update'];
} & (D extends string ? { [K in `delete${N}Comment`]: Specs<I, C>['delete'] } : unknown) {
  const routes = routesOf(o);
  return {
    [`list${name}Comments`]: routes.list,
    [`create${name}Comment`]: routes.create,
    [`update${name}Comment`]: routes.update,
    ...(o.summaries.delete === undefined ? {} : { [`delete${name}Comment`]: routes.delete }),
  } as never;
}
