import { SupplyRoutes } from '@polyloop/shared/contract/routes/supply';
import { implement } from '../preset.js';

const comments = () => import('../../domain/comment/comment.service.js');

/** Comments on haves and needs, with @mentions. */
export const listingCommentRoutes = implement(SupplyRoutes, {
  listHaveComments: async ({ params, query, actor }) =>
    (await comments()).listComments(actor, { have: params.id }, query.page, query.size),
  createHaveComment: async ({ params, body, actor }) =>
    (await comments()).createComment(actor, { have: params.id }, body.body),
  updateHaveComment: async ({ params, body, actor }) =>
    (await comments()).updateComment(actor, { have: params.id }, params.commentId, body.body),
  deleteHaveComment: async ({ params, actor }) =>
    (await comments()).deleteComment(actor, { have: params.id }, params.commentId),
  listNeedComments: async ({ params, query, actor }) =>
    (await comments()).listComments(actor, { need: params.id }, query.page, query.size),
  createNeedComment: async ({ params, body, actor }) =>
    (await comments()).createComment(actor, { need: params.id }, body.body),
  updateNeedComment: async ({ params, body, actor }) =>
    (await comments()).updateComment(actor, { need: params.id }, params.commentId, body.body),
  deleteNeedComment: async ({ params, actor }) =>
    (await comments()).deleteComment(actor, { need: params.id }, params.commentId),
});
