import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { attachment, implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const materials = loadOnce(() => import('../../domain/material/material.service.js'));
const associations = loadOnce(() => import('../../domain/material/company-material.service.js'));
const materialExport = loadOnce(() => import('../../domain/material/material.export.js'));

/** Materials, their companies, history and export; and the company–material associations. */
export const materialRoutes = implement(CrmRoutes, {
  listMaterials: async ({ query, actor }) => (await materials()).list(actor, query),
  createMaterial: async ({ body, actor }) => (await materials()).create(actor, body),
  exportMaterials: async ({ query, actor }) =>
    attachment(await (await materialExport()).exportMaterials(actor, query)),
  getMaterial: async ({ params, actor }) => (await materials()).get(actor, params.id),
  updateMaterial: async ({ params, body, actor }) => (await materials()).update(actor, params.id, body),
  archiveMaterial: async ({ params, actor }) => (await materials()).archive(actor, params.id),
  restoreMaterial: async ({ params, actor }) => (await materials()).restore(actor, params.id),
  materialHistory: async ({ params, query, actor }) =>
    (await materials()).history(actor, params.id, query.cursor, query.size),
  materialCompanies: async ({ params, actor }) =>
    (await associations()).listCompaniesOfMaterial(actor, params.id),
  listCompanyMaterials: async ({ params, actor }) =>
    (await associations()).listMaterialsOfCompany(actor, params.id),
  companyMaterialOptions: async ({ params, query, actor }) =>
    (await associations()).optionsForCompany(actor, params.id, query.q, query.size),
  associateCompanyMaterial: async ({ params, body, actor }) =>
    (await associations()).associate(actor, params.id, body.materialId),
  dissociateCompanyMaterial: async ({ params, actor }) =>
    (await associations()).dissociate(actor, params.id, params.materialId),
});
