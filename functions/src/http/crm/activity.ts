import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { implement } from '../preset.js';
import * as Touchpoints from '../../domain/touchpoint/touchpoint.service.js';
import * as Comments from '../../domain/comment/comment.service.js';
import { activity } from '../../domain/touchpoint/activity.service.js';

/** A company's activity: touchpoints and comments (the thread of the company's record). */
export const activityRoutes = implement(CrmRoutes, {
  companyActivity: ({ params, query, actor }) => activity(actor, params.id, query.page, query.size),
  listTouchpoints: ({ params, query, actor }) => Touchpoints.list(actor, params.id, query.page, query.size),
  createTouchpoint: ({ params, body, actor }) => Touchpoints.create(actor, params.id, body),
  updateTouchpoint: ({ params, body, actor }) =>
    Touchpoints.update(actor, params.id, params.touchpointId, body),
  deleteTouchpoint: ({ params, actor }) => Touchpoints.remove(actor, params.id, params.touchpointId),
  listCompanyComments: ({ params, query, actor }) =>
    Comments.listComments(actor, { company: params.id }, query.page, query.size),
  createCompanyComment: ({ params, body, actor }) =>
    Comments.createComment(actor, { company: params.id }, body.body),
  updateCompanyComment: ({ params, body, actor }) =>
    Comments.updateComment(actor, { company: params.id }, params.commentId, body.body),
  deleteCompanyComment: ({ params, actor }) =>
    Comments.deleteComment(actor, { company: params.id }, params.commentId),
});
