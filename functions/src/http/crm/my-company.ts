import { crmRoute as R } from '@polyloop/shared/contract/routes/crm';
import { implement, paged } from '../../lib/http.js';
import type { Actor } from '../../lib/actor.js';
import * as MyCompany from '../../domain/company/my-company.service.js';
import * as Comments from '../../domain/comment/comment.service.js';

/** The message board is the own company's comments: record id = tenantId. */
const board = async (actor: Actor) => {
  const company = await MyCompany.get(actor);
  return { recordId: company.id, options: { link: '/my-company/dashboard', about: company.name } };
};

export const myCompanyRoutes = [
  implement(R('getMyCompany'), async ({ actor }) => MyCompany.get(actor)),
  implement(R('myCompanyDashboard'), async ({ query, actor }) => MyCompany.dashboard(actor, query.days)),
  implement(R('listMyCompanyComments'), async ({ query, actor }) => {
    const { items, total } = await Comments.listComments(actor, (await board(actor)).recordId, query.page, query.size);
    return paged(items, total);
  }),
  implement(R('createMyCompanyComment'), async ({ body, actor }) => {
    const { recordId, options } = await board(actor);
    return Comments.createComment(actor, recordId, body.body, options);
  }),
  implement(R('updateMyCompanyComment'), async ({ params, body, actor }) => {
    const { recordId, options } = await board(actor);
    return Comments.updateComment(actor, recordId, params.id, body.body, options);
  }),
  implement(R('deleteMyCompanyComment'), async ({ params, actor }) => {
    await Comments.deleteComment(actor, (await board(actor)).recordId, params.id);
  }),
];
