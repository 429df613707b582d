import type { ContactInput } from '@polyloop/shared/crm/company';
import type { TxItem } from '../../data/entity.js';
import { newId } from '../../lib/commit.js';
import type { Audit } from '../history/index.js';
import { Contact, ContactEmail, type ContactItem } from './contact.entity.js';

/** How a contact is made and written: shared by the contact service, the company wizard and the own company. */

export const sortName = (c: { firstName: string; lastName?: string }) =>
  `${c.firstName} ${c.lastName ?? ''}`.trim().toLowerCase();

export function newContact(
  tenantId: string,
  companyId: string,
  input: ContactInput,
  stamp: Audit,
): ContactItem {
  return Contact.schema.parse({
    ...input,
    tenantId,
    companyId,
    contactId: newId(),
    sortName: sortName(input),
    status: 'ACTIVE',
    createdDate: stamp.updatedDate,
    ...stamp,
  });
}

export const emailKey = (c: ContactItem, email: string) => ({
  tenantId: c.tenantId,
  companyId: c.companyId,
  email,
});

/** The contact and its e-mail's uniqueness key (attribute_not_exists: a second contact with the address loses). */
export function createTx(c: ContactItem): TxItem[] {
  return [
    Contact.tx.create(c),
    ...(c.email ? [ContactEmail.tx.create({ ...emailKey(c, c.email), contactId: c.contactId })] : []),
  ];
}
