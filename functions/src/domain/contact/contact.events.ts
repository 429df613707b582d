import * as z from 'zod';
import { lifecycle, lifecycleContracts } from '../../lib/lifecycle.js';
import { Contact } from './contact.entity.js';

/** A contact of a CRM company was added, changed, archived or restored. */
export const ContactEvents = lifecycleContracts(
  'contact',
  z.object({ tenantId: z.string(), companyId: z.string(), contactId: z.string(), name: z.string() }),
  'added',
);

export const contactEvents = lifecycle(ContactEvents, Contact.decode, (c) => ({
  tenantId: c.tenantId,
  companyId: c.companyId,
  contactId: c.contactId,
  name: `${c.firstName} ${c.lastName}`.trim(),
}));
