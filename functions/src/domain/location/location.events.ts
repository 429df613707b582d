import * as z from 'zod';
import { defineEvent } from '../../lib/events.js';
import { lifecycle } from '../../lib/lifecycle.js';
import { Location } from './location.entity.js';

const Ref = z.object({
  tenantId: z.string(),
  companyId: z.string(),
  locationId: z.string(),
  city: z.string(),
  stateProvince: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  actorId: z.string().nullable(),
});

/** A location of a CRM company was added, changed, archived or restored (matching reads where things are). */
export const LocationEvents = {
  created: defineEvent('location.added', 1, Ref),
  changed: defineEvent('location.changed', 1, Ref.extend({ fields: z.array(z.string()) })),
  archived: defineEvent('location.archived', 1, Ref),
  restored: defineEvent('location.restored', 1, Ref),
};

export const locationEvents = lifecycle(LocationEvents, Location.decode, (l) => ({
  tenantId: l.tenantId,
  companyId: l.companyId,
  locationId: l.locationId,
  city: l.city,
  stateProvince: l.stateProvince,
  country: l.country,
  latitude: l.latitude,
  longitude: l.longitude,
}));
