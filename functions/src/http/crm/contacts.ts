import { crmRoute as R } from '@polyloop/shared/contract/routes/crm';
import { implement, paged } from '../../lib/http.js';
import * as Contacts from '../../domain/contact/contact.service.js';

export const contactRoutes = [
  implement(R('listCompanyContacts'), async ({ params, query, actor }) => {
    const { data, total } = await Contacts.list(actor, params.id, query.archived === 'true', query.page, query.size);
    return paged(data, total);
  }),
  implement(R('createCompanyContact'), async ({ params, body, actor }) => Contacts.create(actor, params.id, body)),
  implement(R('updateCompanyContact'), async ({ params, body, actor }) => Contacts.update(actor, params.id, params.contactId, body)),
  implement(R('archiveCompanyContact'), async ({ params, actor }) => Contacts.archive(actor, params.id, params.contactId)),
  implement(R('restoreCompanyContact'), async ({ params, actor }) => Contacts.restore(actor, params.id, params.contactId)),
  implement(R('getContact'), async ({ params, actor }) => Contacts.get(actor, params.id)),
];
