import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const contacts = loadOnce(() => import('../../domain/company/contact.service.js'));

export const contactRoutes = implement(CrmRoutes, {
  listCompanyContacts: async ({ params, query, actor }) =>
    (await contacts()).list(actor, params.id, query.archived === 'true', query.page, query.size),
  createCompanyContact: async ({ params, body, actor }) => (await contacts()).create(actor, params.id, body),
  updateCompanyContact: async ({ params, body, actor }) =>
    (await contacts()).update(actor, params.id, params.contactId, body),
  archiveCompanyContact: async ({ params, actor }) =>
    (await contacts()).archive(actor, params.id, params.contactId),
  restoreCompanyContact: async ({ params, actor }) =>
    (await contacts()).restore(actor, params.id, params.contactId),
  getContact: async ({ params, actor }) => (await contacts()).get(actor, params.id),
});
