import { crmRoute as R } from '@polyloop/shared/contract/routes/crm';
import type { Actor } from '../../lib/actor.js';
import { NotFound } from '../../lib/errors.js';
import { implement, type HttpEvent } from '../../lib/http.js';
import { member } from '../../domain/tenant/tenant.service.js';
import * as Files from '../../domain/file/file.service.js';
import * as Materials from '../../domain/material/material.service.js';
import { companyOf } from '../../domain/material/company-lookup.js';
import { uploadCompanyLogo } from '../../domain/file/logo.service.js';

const company = async (actor: Actor, companyId: string) => {
  if (!(await companyOf(member(actor).tenantId, companyId))) throw new NotFound();
  return { type: 'company' as const, id: companyId };
};
const material = async (actor: Actor, materialId: string) => {
  await Materials.find(member(actor), materialId);
  return { type: 'material' as const, id: materialId };
};
const body = (event: HttpEvent) => ({ body: event.body, isBase64Encoded: event.isBase64Encoded, contentType: event.headers['content-type'] });

/** Documents of companies and materials (the record is checked to be the caller's first), and the company logo. */
export const fileRoutes = [
  implement(R('listCompanyFiles'), async ({ params, actor }) => Files.list(member(actor), (await company(member(actor), params.id)).id)),
  implement(R('uploadCompanyFiles'), async ({ params, actor, event }) => Files.upload(member(actor), await company(member(actor), params.id), body(event))),
  implement(R('downloadCompanyFile'), async ({ params, actor }) => Files.download(member(actor), (await company(member(actor), params.id)).id, params.fileId)),
  implement(R('deleteCompanyFile'), async ({ params, actor }) => {
    await Files.remove(member(actor), (await company(member(actor), params.id)).id, params.fileId);
  }),
  implement(R('uploadCompanyLogo'), async ({ params, actor, event }) => uploadCompanyLogo(member(actor), params.id, body(event))),
  implement(R('listMaterialFiles'), async ({ params, actor }) => Files.list(member(actor), (await material(member(actor), params.id)).id)),
  implement(R('uploadMaterialFiles'), async ({ params, actor, event }) => Files.upload(member(actor), await material(member(actor), params.id), body(event))),
  implement(R('downloadMaterialFile'), async ({ params, actor }) => Files.download(member(actor), (await material(member(actor), params.id)).id, params.fileId)),
  implement(R('deleteMaterialFile'), async ({ params, actor }) => {
    await Files.remove(member(actor), (await material(member(actor), params.id)).id, params.fileId);
  }),
];
