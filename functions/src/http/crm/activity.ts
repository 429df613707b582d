import { crmRoute as R } from '@polyloop/shared/contract/routes/crm';
import type { Actor } from '../../lib/actor.js';
import { NotFound } from '../../lib/errors.js';
import { implement, paged } from '../../lib/http.js';
import { member } from '../../domain/tenant/tenant.service.js';
import * as Touchpoints from '../../domain/touchpoint/touchpoint.service.js';
import * as Comments from '../../domain/comment/comment.service.js';
import { activity } from '../../domain/touchpoint/activity.service.js';
import { feed } from '../../domain/history/history.service.js';
import { companyOf } from '../../domain/material/company-lookup.js';

/** Comments hang off a company of the caller's tenant; the e-mail to a mentioned colleague links to its activity. */
async function companyThread(actor: Actor, companyId: string) {
  const company = await companyOf(member(actor).tenantId, companyId);
  if (!company) throw new NotFound();
  return { link: company.own ? '/my-company/activity' : `/companies/${company.companyId}/activity`, about: company.name };
}

export const activityRoutes = [
  implement(R('companyActivity'), async ({ params, query, actor }) => {
    const { items, total } = await activity(member(actor), params.id, query.page, query.size);
    return paged(items, total);
  }),
  implement(R('companyHistory'), async ({ params, query, actor }) => {
    await companyThread(member(actor), params.id);
    return feed(member(actor), params.id, query.cursor, query.size);
  }),
  implement(R('listTouchpoints'), async ({ params, query, actor }) => {
    const { items, total } = await Touchpoints.list(member(actor), params.id, query.page, query.size);
    return paged(items, total);
  }),
  implement(R('createTouchpoint'), async ({ params, body, actor }) => Touchpoints.create(member(actor), params.id, body)),
  implement(R('updateTouchpoint'), async ({ params, body, actor }) => Touchpoints.update(member(actor), params.id, params.touchpointId, body)),
  implement(R('deleteTouchpoint'), async ({ params, actor }) => {
    await Touchpoints.remove(member(actor), params.id, params.touchpointId);
  }),
  implement(R('listCompanyComments'), async ({ params, query, actor }) => {
    await companyThread(member(actor), params.id);
    const { items, total } = await Comments.listComments(member(actor), params.id, query.page, query.size);
    return paged(items, total);
  }),
  implement(R('createCompanyComment'), async ({ params, body, actor }) => Comments.createComment(member(actor), params.id, body.body, await companyThread(member(actor), params.id))),
  implement(R('updateCompanyComment'), async ({ params, body, actor }) =>
    Comments.updateComment(member(actor), params.id, params.commentId, body.body, await companyThread(member(actor), params.id)),
  ),
  implement(R('deleteCompanyComment'), async ({ params, actor }) => {
    await companyThread(member(actor), params.id);
    await Comments.deleteComment(member(actor), params.id, params.commentId);
  }),
];
