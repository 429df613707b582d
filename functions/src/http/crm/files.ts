import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { implement, uploaded } from '../preset.js';
// Static and light: the document stores below are built at load; the file service loads with their first use.
import { documentsOf, ownRecord } from '../../domain/file/documents.js';
import type { clearLogo, setLogo } from '../../domain/company/company-lookup.js';
import type { CompanyItem } from '../../domain/company/company.entity.js';
import { loadOnce } from '../../lib/lazy.js';

const lookup = loadOnce(() => import('../../domain/company/company-lookup.js'));

const companyLogo = loadOnce(() => import('../../domain/public-company/company-logo.js'));
const companyService = loadOnce(() => import('../../domain/company/company.service.js'));
const materialEntity = loadOnce(() => import('../../domain/material/material.entity.js'));

const companyOf = async (tenantId: string, companyId: string) =>
  (await lookup()).companyOf(tenantId, companyId);
const companies = documentsOf('company', ownRecord(companyOf));
const materials = documentsOf(
  'material',
  ownRecord(async (tenantId, materialId) =>
    (await materialEntity()).MaterialItem.get({ tenantId, materialId }),
  ),
);

/** What a company logo is set on: the CRM company, shown with its logo's address. */
const logoHolder = {
  find: companyOf,
  setLogo: async (...set: Parameters<typeof setLogo>) =>
    (await companyService()).present(await (await lookup()).setLogo(...set)),
  logoKeyOf: (company: CompanyItem) => company.logoKey,
  clearLogo: async (...clear: Parameters<typeof clearLogo>) =>
    (await companyService()).present(await (await lookup()).clearLogo(...clear)),
  show: async (company: CompanyItem) => (await companyService()).present(company),
};

/** Documents of companies and materials, and the company logo. */
export const fileRoutes = implement(CrmRoutes, {
  listCompanyFiles: ({ params, actor }) => companies.list(actor, params.id),
  uploadCompanyFiles: ({ params, actor, event }) => companies.upload(actor, params.id, uploaded(event)),
  downloadCompanyFile: ({ params, actor }) => companies.download(actor, params.id, params.fileId),
  deleteCompanyFile: ({ params, actor }) => companies.remove(actor, params.id, params.fileId),
  uploadCompanyLogo: async ({ params, actor, event }) =>
    (await companyLogo()).uploadCompanyLogo(actor, params.id, uploaded(event), logoHolder),
  deleteCompanyLogo: async ({ params, actor }) =>
    (await companyLogo()).deleteCompanyLogo(actor, params.id, logoHolder),
  listMaterialFiles: ({ params, actor }) => materials.list(actor, params.id),
  uploadMaterialFiles: ({ params, actor, event }) => materials.upload(actor, params.id, uploaded(event)),
  downloadMaterialFile: ({ params, actor }) => materials.download(actor, params.id, params.fileId),
  deleteMaterialFile: ({ params, actor }) => materials.remove(actor, params.id, params.fileId),
});
