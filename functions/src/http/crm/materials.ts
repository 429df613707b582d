import { crmRoute as R } from '@polyloop/shared/contract/routes/crm';
import { implement, paged, raw } from '../../lib/http.js';
import { member } from '../../domain/tenant/tenant.service.js';
import * as Materials from '../../domain/material/material.service.js';
import * as Associations from '../../domain/material/company-material.service.js';
import { companyListItems } from '../../domain/material/company-lookup.js';
import { datasheet } from '../../domain/material/datasheet.js';
import { exportMaterials } from '../../domain/material/material.export.js';
import { feed } from '../../domain/history/history.service.js';

/** Materials, their companies, history, export and datasheet; and the company–material association routes. */
export const materialRoutes = [
  implement(R('listMaterials'), async ({ query, actor }) => {
    const { items, total } = await Materials.list(member(actor), query);
    return paged(items, total);
  }),
  implement(R('createMaterial'), async ({ body, actor }) => Materials.create(member(actor), body)),
  implement(R('exportMaterials'), async ({ query, actor }) => {
    const file = await exportMaterials(member(actor), query);
    return raw({ body: file.body, base64: file.base64, contentType: file.contentType, headers: { 'content-disposition': `attachment; filename="${file.fileName}"` } });
  }),
  implement(R('getMaterial'), async ({ params, actor }) => Materials.get(member(actor), params.id)),
  implement(R('updateMaterial'), async ({ params, body, actor }) => Materials.update(member(actor), params.id, body)),
  implement(R('archiveMaterial'), async ({ params, actor }) => Materials.archive(member(actor), params.id)),
  implement(R('restoreMaterial'), async ({ params, actor }) => Materials.restore(member(actor), params.id)),
  implement(R('materialHistory'), async ({ params, query, actor }) => {
    await Materials.find(member(actor), params.id);
    return feed(member(actor), params.id, query.cursor, query.size);
  }),
  implement(R('materialCompanies'), async ({ params, actor }) => {
    const ids = await Associations.listCompaniesOfMaterial(member(actor), params.id);
    return companyListItems(member(actor).tenantId, ids);
  }),
  implement(R('materialDatasheet'), async ({ params, actor }) => {
    const material = await Materials.get(member(actor), params.id);
    const pdf = datasheet(material);
    const name = material.identifier.replace(/[^A-Za-z0-9-]/g, '');
    return raw({ body: pdf.toString('base64'), base64: true, contentType: 'application/pdf', headers: { 'content-disposition': `attachment; filename="${name}-datasheet.pdf"` } });
  }),
  implement(R('listCompanyMaterials'), async ({ params, actor }) => Associations.listMaterialsOfCompany(member(actor), params.id)),
  implement(R('companyMaterialOptions'), async ({ params, query, actor }) => Associations.optionsForCompany(member(actor), params.id, query.q, query.size)),
  implement(R('associateCompanyMaterial'), async ({ params, body, actor }) => Associations.associate(member(actor), params.id, body.materialId)),
  implement(R('dissociateCompanyMaterial'), async ({ params, actor }) => {
    await Associations.dissociate(member(actor), params.id, params.materialId);
  }),
];
