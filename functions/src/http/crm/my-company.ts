import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const myCompany = loadOnce(() => import('../../domain/my-company/my-company.service.js'));
const comments = loadOnce(() => import('../../domain/comment/comment.service.js'));

/** The own company, its dashboard and its message board (the own company's comment thread). */
export const myCompanyRoutes = implement(CrmRoutes, {
  getMyCompany: async ({ actor }) => (await myCompany()).get(actor),
  myCompanyDashboard: async ({ query, actor }) => (await myCompany()).dashboard(actor, query.days),
  listMyCompanyComments: async ({ query, actor }) =>
    (await comments()).listComments(actor, 'board', query.page, query.size),
  createMyCompanyComment: async ({ body, actor }) =>
    (await comments()).createComment(actor, 'board', body.body),
  updateMyCompanyComment: async ({ params, body, actor }) =>
    (await comments()).updateComment(actor, 'board', params.id, body.body),
  deleteMyCompanyComment: async ({ params, actor }) =>
    (await comments()).deleteComment(actor, 'board', params.id),
});
