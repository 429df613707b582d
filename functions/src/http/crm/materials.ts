import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { attachment, implement } from '../preset.js';
import * as Materials from '../../domain/material/material.service.js';
import * as Associations from '../../domain/material/company-material.service.js';
import { exportMaterials } from '../../domain/material/material.export.js';

/** Materials, their companies, history and export; and the company–material associations. */
export const materialRoutes = implement(CrmRoutes, {
  listMaterials: ({ query, actor }) => Materials.list(actor, query),
  createMaterial: ({ body, actor }) => Materials.create(actor, body),
  exportMaterials: async ({ query, actor }) => attachment(await exportMaterials(actor, query)),
  getMaterial: ({ params, actor }) => Materials.get(actor, params.id),
  updateMaterial: ({ params, body, actor }) => Materials.update(actor, params.id, body),
  archiveMaterial: ({ params, actor }) => Materials.archive(actor, params.id),
  restoreMaterial: ({ params, actor }) => Materials.restore(actor, params.id),
  materialHistory: ({ params, query, actor }) =>
    Materials.history(actor, params.id, query.cursor, query.size),
  materialCompanies: ({ params, actor }) => Associations.listCompaniesOfMaterial(actor, params.id),
  listCompanyMaterials: ({ params, actor }) => Associations.listMaterialsOfCompany(actor, params.id),
  companyMaterialOptions: ({ params, query, actor }) =>
    Associations.optionsForCompany(actor, params.id, query.q, query.size),
  associateCompanyMaterial: ({ params, body, actor }) =>
    Associations.associate(actor, params.id, body.materialId),
  dissociateCompanyMaterial: ({ params, actor }) =>
    Associations.dissociate(actor, params.id, params.materialId),
});
