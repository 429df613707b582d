import * as z from 'zod';
import { MaterialType } from '@polyloop/shared/enums';
import { defineEntity } from '../../data/entity.js';
import { AuditFields } from '../history/index.js';

/**
 * A company of the CRM trades a material: one item per pair, keyed so both directions are one
 * Query. The names are copied in so the history feed can say what was associated.
 */
export const CompanyMaterial = defineEntity({
  name: 'company-material',
  schema: z.object({
    tenantId: z.string(),
    companyId: z.string(),
    materialId: z.string(),
    companyName: z.string(),
    materialName: z.string(),
    materialType: MaterialType,
    createdDate: z.string(),
    updatedDate: z.string(),
    ...AuditFields,
  }),
  indexes: {
    // associationsOfCompany, CompanyMaterial.get: the materials a company trades
    byCompany: { pk: ['tenantId', 'companyId'], sk: ['materialId'] },
    // associationsOfMaterial: the companies trading a material
    byMaterial: { index: 'gsi1', pk: ['tenantId', 'materialId'], sk: ['companyId'] },
  },
});
export type CompanyMaterialItem = z.infer<typeof CompanyMaterial.schema>;

/** The materials a company trades (its associations): one Query. */
export const associationsOfCompany = (tenantId: string, companyId: string) =>
  CompanyMaterial.queryAll('byCompany', { tenantId, companyId });

/** The companies trading a material (its associations): one Query of the material index. */
export const associationsOfMaterial = (tenantId: string, materialId: string) =>
  CompanyMaterial.queryAll('byMaterial', { tenantId, materialId });
