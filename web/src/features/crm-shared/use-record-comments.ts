import type * as z from 'zod';
import type { RouteDefinition } from '@polyloop/shared';
import type { Comment, CommentInput } from '@polyloop/shared/crm/activity';
import { api } from '../../lib/api';
import { useList } from '../../components/list/use-list';
import type { CommentCalls } from './CommentsPanel';

type OfRecord = z.ZodType<{ id: string }>;
type OfComment = z.ZodType<{ id: string; commentId: string }>;

/** The four routes of a record's comments (a have's, an order's…), each under the record's id. */
export interface CommentRoutes {
  list: RouteDefinition<OfRecord, z.ZodType, z.ZodType, z.ZodType<Comment[]>>;
  create: RouteDefinition<OfRecord, z.ZodType, typeof CommentInput>;
  update: RouteDefinition<OfComment, z.ZodType, typeof CommentInput>;
  remove: RouteDefinition<OfComment>;
}

/** A record's comments as the comments panel reads and changes them: the latest 50, add, edit and delete. */
export function useRecordComments(routes: CommentRoutes, id: string): CommentCalls {
  const list = useList(routes.list, { params: { id }, query: () => ({ size: 50 }) });
  return {
    list,
    create: (body) => api(routes.create, { params: { id }, body: { body } }),
    update: (commentId, body) => api(routes.update, { params: { id, commentId }, body: { body } }),
    remove: (commentId) => api(routes.remove, { params: { id, commentId } }),
  };
}
