import { AdminRoutes as R } from '@polyloop/shared';
import { implement, paged } from '../../lib/http.js';
import { tenantOf } from '../../domain/tenant/tenant.service.js';
import * as Profiles from '../../domain/public-company/public-company.service.js';
import * as Contacts from '../../domain/public-company/public-contact.service.js';
import * as Locations from '../../domain/public-company/public-location.service.js';
import { readLogo } from '../../domain/public-company/logo.js';

export const publicCompanyRoutes = [
  implement(R.getPublicCompany, async ({ actor }) => Profiles.get(tenantOf(actor))),
  implement(R.createPublicCompany, async ({ actor, body }) => Profiles.create(tenantOf(actor), body)),
  implement(R.updatePublicCompany, async ({ actor, body }) => Profiles.update(tenantOf(actor), body)),
  implement(R.listPublicContacts, async ({ actor }) => Contacts.list(tenantOf(actor))),
  implement(R.createPublicContact, async ({ actor, body }) => Contacts.add(tenantOf(actor), body)),
  implement(R.updatePublicContact, async ({ actor, params, body }) => Contacts.update(tenantOf(actor), params.id, body)),
  implement(R.deletePublicContact, async ({ actor, params }) => Contacts.remove(tenantOf(actor), params.id)),
  implement(R.listPublicLocations, async ({ actor, query }) => {
    const { data, total } = await Locations.list(tenantOf(actor), query.page, query.size);
    return paged(data, total);
  }),
  implement(R.createPublicLocation, async ({ actor, body }) => Locations.add(tenantOf(actor), body)),
  implement(R.getPublicLocation, async ({ actor, params }) => Locations.get(tenantOf(actor), params.id)),
  implement(R.updatePublicLocation, async ({ actor, params, body }) => Locations.update(tenantOf(actor), params.id, body)),
  implement(R.deletePublicLocation, async ({ actor, params }) => Locations.remove(tenantOf(actor), params.id)),
  implement(R.uploadPublicLogo, async ({ actor, event }) =>
    Profiles.uploadLogo(tenantOf(actor), readLogo(event.body, event.isBase64Encoded, event.headers['content-type'])),
  ),
  implement(R.deletePublicLogo, async ({ actor }) => Profiles.deleteLogo(tenantOf(actor))),
];
