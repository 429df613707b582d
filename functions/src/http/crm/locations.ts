import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { implement } from '../preset.js';
import * as Locations from '../../domain/company/location.service.js';

export const locationRoutes = implement(CrmRoutes, {
  listCompanyLocations: ({ params, query, actor }) =>
    Locations.list(actor, params.id, query.archived === 'true', query.page, query.size),
  createCompanyLocation: ({ params, body, actor }) => Locations.create(actor, params.id, body),
  updateCompanyLocation: ({ params, body, actor }) =>
    Locations.update(actor, params.id, params.locationId, body),
  archiveCompanyLocation: ({ params, actor }) => Locations.archive(actor, params.id, params.locationId),
  restoreCompanyLocation: ({ params, actor }) => Locations.restore(actor, params.id, params.locationId),
  listLocations: ({ query, actor }) => Locations.picker(actor, query.companyId, query.q, query.size),
  getLocation: ({ params, actor }) => Locations.get(actor, params.id),
});
