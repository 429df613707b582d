import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/** A person other companies may contact about this company. */
export const PublicContact = defineEntity({
  name: 'public-contact',
  schema: z.object({
    tenantId: z.string(),
    /** Time-ordered, so the primary contact (the first one) lists first. */
    contactId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().optional(),
    title: z.string().optional(),
    createdAt: z.string(),
  }),
  indexes: {
    // listPublicContacts: a profile's contacts, oldest first
    byTenant: { pk: ['tenantId'], sk: ['contactId'] },
  },
});
export type PublicContactItem = z.infer<typeof PublicContact.schema>;

/** A profile's public contacts, oldest first. */
export const listPublicContacts = (tenantId: string) => PublicContact.queryAll('byTenant', { tenantId });
