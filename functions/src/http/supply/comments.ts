import { SupplyRoutes } from '@polyloop/shared/contract/routes/supply';
import { implement } from '../preset.js';
import * as Comments from '../../domain/comment/comment.service.js';

/** Comments on haves and needs, with @mentions. */
export const listingCommentRoutes = implement(SupplyRoutes, {
  listHaveComments: ({ params, query, actor }) =>
    Comments.listComments(actor, { have: params.id }, query.page, query.size),
  createHaveComment: ({ params, body, actor }) =>
    Comments.createComment(actor, { have: params.id }, body.body),
  updateHaveComment: ({ params, body, actor }) =>
    Comments.updateComment(actor, { have: params.id }, params.commentId, body.body),
  deleteHaveComment: ({ params, actor }) =>
    Comments.deleteComment(actor, { have: params.id }, params.commentId),
  listNeedComments: ({ params, query, actor }) =>
    Comments.listComments(actor, { need: params.id }, query.page, query.size),
  createNeedComment: ({ params, body, actor }) =>
    Comments.createComment(actor, { need: params.id }, body.body),
  updateNeedComment: ({ params, body, actor }) =>
    Comments.updateComment(actor, { need: params.id }, params.commentId, body.body),
  deleteNeedComment: ({ params, actor }) =>
    Comments.deleteComment(actor, { need: params.id }, params.commentId),
});
