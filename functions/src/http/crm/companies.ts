import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { attachment, implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const companies = loadOnce(() => import('../../domain/company/company.service.js'));
const companyLists = loadOnce(() => import('../../domain/company/company.list.js'));
const wizard = loadOnce(() => import('../../domain/company-wizard/company-wizard.service.js'));
const companyExport = loadOnce(() => import('../../domain/company/company.export.js'));

export const companyRoutes = implement(CrmRoutes, {
  listCompanies: async ({ query, actor }) => (await companyLists()).list(actor, query),
  createCompany: async ({ body, actor }) => (await wizard()).create(actor, body),
  companyOptions: async ({ query, actor }) => (await companyLists()).options(actor, query.q, query.size),
  activeBuyers: async ({ query, actor }) =>
    (await companyLists()).options(actor, query.q, query.size, 'buyers'),
  activeSellers: async ({ query, actor }) =>
    (await companyLists()).options(actor, query.q, query.size, 'sellers'),
  exportCompanies: async ({ query, actor }) =>
    attachment(await (await companyExport()).exportCompanies(actor, query)),
  getCompany: async ({ params, actor }) => (await companies()).get(actor, params.id),
  updateCompany: async ({ params, body, actor }) => (await companies()).update(actor, params.id, body),
  archiveCompany: async ({ params, actor }) => (await companies()).archive(actor, params.id),
  restoreCompany: async ({ params, actor }) => (await companies()).restore(actor, params.id),
  companyRepresentatives: async ({ params, actor }) => (await companies()).representatives(actor, params.id),
  companyHistory: async ({ params, query, actor }) =>
    (await companies()).history(actor, params.id, query.cursor, query.size),
});
