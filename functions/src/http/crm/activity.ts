import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { implement } from '../preset.js';
import { commentRoutes } from '../comment-routes.js';
import { loadOnce } from '../../lib/lazy.js';

const touchpoints = loadOnce(() => import('../../domain/touchpoint/touchpoint.service.js'));
const feed = loadOnce(() => import('../../domain/touchpoint/activity.service.js'));

/** A company's activity: touchpoints and comments (the thread of the company's record). */
export const activityRoutes = implement(CrmRoutes, {
  companyActivity: async ({ params, query, actor }) =>
    (await feed()).activity(actor, params.id, query.page, query.size),
  listTouchpoints: async ({ params, query, actor }) =>
    (await touchpoints()).list(actor, params.id, query.page, query.size),
  createTouchpoint: async ({ params, body, actor }) => (await touchpoints()).create(actor, params.id, body),
  updateTouchpoint: async ({ params, body, actor }) =>
    (await touchpoints()).update(actor, params.id, params.touchpointId, body),
  deleteTouchpoint: async ({ params, actor }) =>
    (await touchpoints()).remove(actor, params.id, params.touchpointId),
  ...commentRoutes('Company', (id) => ({ company: id })),
});
