import { crmRoute as R } from '@polyloop/shared/contract/routes/crm';
import { implement, paged } from '../../lib/http.js';
import * as Locations from '../../domain/location/location.service.js';

export const locationRoutes = [
  implement(R('listCompanyLocations'), async ({ params, query, actor }) => {
    const { data, total } = await Locations.list(actor, params.id, query.archived === 'true', query.page, query.size);
    return paged(data, total);
  }),
  implement(R('createCompanyLocation'), async ({ params, body, actor }) => Locations.create(actor, params.id, body)),
  implement(R('updateCompanyLocation'), async ({ params, body, actor }) => Locations.update(actor, params.id, params.locationId, body)),
  implement(R('archiveCompanyLocation'), async ({ params, actor }) => Locations.archive(actor, params.id, params.locationId)),
  implement(R('restoreCompanyLocation'), async ({ params, actor }) => Locations.restore(actor, params.id, params.locationId)),
  implement(R('listLocations'), async ({ query, actor }) => Locations.picker(actor, query.companyId, query.q, query.size)),
  implement(R('getLocation'), async ({ params, actor }) => Locations.get(actor, params.id)),
];
