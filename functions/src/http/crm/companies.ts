import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { attachment, implement } from '../preset.js';
import * as Companies from '../../domain/company/company.service.js';
import * as CompanyLists from '../../domain/company/company.list.js';
import { create } from '../../domain/company-wizard/company-wizard.service.js';
import { exportCompanies } from '../../domain/company/company.export.js';

export const companyRoutes = implement(CrmRoutes, {
  listCompanies: ({ query, actor }) => CompanyLists.list(actor, query),
  createCompany: ({ body, actor }) => create(actor, body),
  companyOptions: ({ query, actor }) => CompanyLists.options(actor, query.q, query.size),
  activeBuyers: ({ query, actor }) => CompanyLists.options(actor, query.q, query.size, 'buyers'),
  activeSellers: ({ query, actor }) => CompanyLists.options(actor, query.q, query.size, 'sellers'),
  exportCompanies: async ({ query, actor }) => attachment(await exportCompanies(actor, query)),
  getCompany: ({ params, actor }) => Companies.get(actor, params.id),
  updateCompany: ({ params, body, actor }) => Companies.update(actor, params.id, body),
  archiveCompany: ({ params, actor }) => Companies.archive(actor, params.id),
  restoreCompany: ({ params, actor }) => Companies.restore(actor, params.id),
  companyRepresentatives: ({ params, actor }) => Companies.representatives(actor, params.id),
  companyHistory: ({ params, query, actor }) => Companies.history(actor, params.id, query.cursor, query.size),
});
