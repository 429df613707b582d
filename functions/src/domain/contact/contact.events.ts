import * as z from 'zod';
import { defineEvent } from '../../lib/events.js';
import { lifecycle } from '../../lib/lifecycle.js';
import { Contact } from './contact.entity.js';

const Ref = z.object({ tenantId: z.string(), companyId: z.string(), contactId: z.string(), name: z.string(), actorId: z.string().nullable() });

/** A contact of a CRM company was added, changed, archived or restored. */
export const ContactEvents = {
  created: defineEvent('contact.added', 1, Ref),
  changed: defineEvent('contact.changed', 1, Ref.extend({ fields: z.array(z.string()) })),
  archived: defineEvent('contact.archived', 1, Ref),
  restored: defineEvent('contact.restored', 1, Ref),
};

export const contactEvents = lifecycle(ContactEvents, Contact.decode, (c) => ({
  tenantId: c.tenantId,
  companyId: c.companyId,
  contactId: c.contactId,
  name: `${c.firstName} ${c.lastName}`.trim(),
}));
