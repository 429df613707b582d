import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const locations = loadOnce(() => import('../../domain/company/location.service.js'));

export const locationRoutes = implement(CrmRoutes, {
  listCompanyLocations: async ({ params, query, actor }) =>
    (await locations()).list(actor, params.id, query.archived === 'true', query.page, query.size),
  createCompanyLocation: async ({ params, body, actor }) =>
    (await locations()).create(actor, params.id, body),
  updateCompanyLocation: async ({ params, body, actor }) =>
    (await locations()).update(actor, params.id, params.locationId, body),
  archiveCompanyLocation: async ({ params, actor }) =>
    (await locations()).archive(actor, params.id, params.locationId),
  restoreCompanyLocation: async ({ params, actor }) =>
    (await locations()).restore(actor, params.id, params.locationId),
  listLocations: async ({ query, actor }) =>
    (await locations()).picker(actor, query.companyId, query.q, query.size),
  getLocation: async ({ params, actor }) => (await locations()).get(actor, params.id),
});
