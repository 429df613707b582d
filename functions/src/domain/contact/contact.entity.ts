import * as z from 'zod';
import { ContactType, RelationshipTemperature } from '@polyloop/shared/enums';
import { AuditFields } from '../history/index.js';
import { defineEntity } from '../../data/entity.js';

export const RecordStatus = z.enum(['ACTIVE', 'ARCHIVED']);

/** A person at a CRM company. Keyed by tenant so `/network/contacts/{id}` is one GetItem. */
export const Contact = defineEntity({
  name: 'contact',
  schema: z.object({
    tenantId: z.string(),
    contactId: z.string(),
    companyId: z.string(),
    firstName: z.string(),
    lastName: z.string().default(''),
    /** Lower-case "first last", the list order. */
    sortName: z.string(),
    email: z.string().optional(),
    mobilePhone: z.string().optional(),
    officePhone: z.string().optional(),
    title: z.string().optional(),
    type: ContactType.optional(),
    relationshipTemperature: RelationshipTemperature.optional(),
    notes: z.string().optional(),
    status: RecordStatus,
    createdDate: z.string(),
    updatedDate: z.string(),
    /** Who changed it last, for the history feed the stream builds. */
    ...AuditFields,
  }),
  indexes: {
    // Contact.get: one contact by id
    byId: { pk: ['tenantId'], sk: ['contactId'] },
    // listContactsOfCompany: a company's active (or archived) contacts by name
    byCompany: { index: 'gsi1', pk: ['tenantId', 'companyId'], sk: ['status', 'sortName', 'contactId'] },
  },
});
export type ContactItem = z.infer<typeof Contact.schema>;

/**
 * One e-mail address of one company's contacts. Created with attribute_not_exists in the same
 * transaction as the contact, so two requests cannot both add the same address.
 */
export const ContactEmail = defineEntity({
  name: 'contact-email',
  schema: z.object({ tenantId: z.string(), companyId: z.string(), email: z.string(), contactId: z.string() }),
  indexes: {
    // ContactEmail.tx.create: the address's uniqueness within the company (no reads)
    byEmail: { pk: ['tenantId', 'companyId', 'email'], sk: [] },
  },
});

/** A company's active (or archived) contacts by name: one Query per MB. */
export const listContactsOfCompany = (tenantId: string, companyId: string, status: ContactItem['status']) =>
  Contact.queryAll('byCompany', { tenantId, companyId }, { sk: { status } });
