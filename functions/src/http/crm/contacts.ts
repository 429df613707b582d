import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { implement } from '../preset.js';
import * as Contacts from '../../domain/company/contact.service.js';

export const contactRoutes = implement(CrmRoutes, {
  listCompanyContacts: ({ params, query, actor }) =>
    Contacts.list(actor, params.id, query.archived === 'true', query.page, query.size),
  createCompanyContact: ({ params, body, actor }) => Contacts.create(actor, params.id, body),
  updateCompanyContact: ({ params, body, actor }) =>
    Contacts.update(actor, params.id, params.contactId, body),
  archiveCompanyContact: ({ params, actor }) => Contacts.archive(actor, params.id, params.contactId),
  restoreCompanyContact: ({ params, actor }) => Contacts.restore(actor, params.id, params.contactId),
  getContact: ({ params, actor }) => Contacts.get(actor, params.id),
});
