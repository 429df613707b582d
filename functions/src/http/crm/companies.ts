import { crmRoute as R } from '@polyloop/shared/contract/routes/crm';
import { implement, paged, raw } from '../../lib/http.js';
import * as Companies from '../../domain/company/company.service.js';
import * as CompanyLists from '../../domain/company/company.list.js';
import { create } from '../../domain/company/company.create.js';
import { exportCompanies } from '../../domain/company/company.export.js';

export const companyRoutes = [
  implement(R('listCompanies'), async ({ query, actor }) => {
    const { data, total } = await CompanyLists.list(actor, query);
    return paged(data, total);
  }),
  implement(R('createCompany'), async ({ body, actor }) => create(actor, body)),
  implement(R('companyOptions'), async ({ query, actor }) => CompanyLists.options(actor, query.q, query.size)),
  implement(R('activeBuyers'), async ({ query, actor }) => CompanyLists.options(actor, query.q, query.size, 'buyers')),
  implement(R('activeSellers'), async ({ query, actor }) => CompanyLists.options(actor, query.q, query.size, 'sellers')),
  implement(R('exportCompanies'), async ({ query, actor }) => {
    const file = await exportCompanies(actor, query);
    return raw({ body: file.body, base64: file.base64, contentType: file.contentType, headers: { 'content-disposition': `attachment; filename="${file.fileName}"` } });
  }),
  implement(R('getCompany'), async ({ params, actor }) => Companies.get(actor, params.id)),
  implement(R('updateCompany'), async ({ params, body, actor }) => Companies.update(actor, params.id, body)),
  implement(R('archiveCompany'), async ({ params, actor }) => Companies.archive(actor, params.id)),
  implement(R('restoreCompany'), async ({ params, actor }) => Companies.restore(actor, params.id)),
  implement(R('companyRepresentatives'), async ({ params, actor }) => Companies.representatives(actor, params.id)),
];
