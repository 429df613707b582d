import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { implement } from '../preset.js';
import * as MyCompany from '../../domain/my-company/my-company.service.js';
import * as Comments from '../../domain/comment/comment.service.js';

/** The own company, its dashboard and its message board (the own company's comment thread). */
export const myCompanyRoutes = implement(CrmRoutes, {
  getMyCompany: ({ actor }) => MyCompany.get(actor),
  myCompanyDashboard: ({ query, actor }) => MyCompany.dashboard(actor, query.days),
  listMyCompanyComments: ({ query, actor }) => Comments.listComments(actor, 'board', query.page, query.size),
  createMyCompanyComment: ({ body, actor }) => Comments.createComment(actor, 'board', body.body),
  updateMyCompanyComment: ({ params, body, actor }) =>
    Comments.updateComment(actor, 'board', params.id, body.body),
  deleteMyCompanyComment: ({ params, actor }) => Comments.deleteComment(actor, 'board', params.id),
});
