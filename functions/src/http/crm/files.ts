import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { implement, uploaded } from '../preset.js';
import * as Files from '../../domain/file/file.service.js';
import { uploadCompanyLogo } from '../../domain/file/logo.service.js';

const company = (id: string) => ({ type: 'company' as const, id });
const material = (id: string) => ({ type: 'material' as const, id });

/** Documents of companies and materials, and the company logo. */
export const fileRoutes = implement(CrmRoutes, {
  listCompanyFiles: ({ params, actor }) => Files.list(actor, company(params.id)),
  uploadCompanyFiles: ({ params, actor, event }) => Files.upload(actor, company(params.id), uploaded(event)),
  downloadCompanyFile: ({ params, actor }) => Files.download(actor, company(params.id), params.fileId),
  deleteCompanyFile: ({ params, actor }) => Files.remove(actor, company(params.id), params.fileId),
  uploadCompanyLogo: ({ params, actor, event }) => uploadCompanyLogo(actor, params.id, uploaded(event)),
  listMaterialFiles: ({ params, actor }) => Files.list(actor, material(params.id)),
  uploadMaterialFiles: ({ params, actor, event }) => Files.upload(actor, material(params.id), uploaded(event)),
  downloadMaterialFile: ({ params, actor }) => Files.download(actor, material(params.id), params.fileId),
  deleteMaterialFile: ({ params, actor }) => Files.remove(actor, material(params.id), params.fileId),
});
