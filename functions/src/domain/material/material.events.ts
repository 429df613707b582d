import * as z from 'zod';
import { MaterialType } from '@polyloop/shared/enums';
import { defineEvent } from '../../lib/events.js';
import { lifecycle, lifecycleContracts } from '../../lib/lifecycle.js';
import { MaterialItem } from './material.entity.js';
import { CompanyMaterial } from './company-material.entity.js';

const Association = z.object({
  tenantId: z.string(),
  companyId: z.string(),
  materialId: z.string(),
  materialType: MaterialType,
  actorId: z.string().nullable(),
});

/** A material was created, changed, archived or restored; or associated with a CRM company, or no longer. */
export const MaterialEvents = {
  ...lifecycleContracts(
    'material',
    z.object({
      tenantId: z.string(),
      materialId: z.string(),
      identifier: z.string(),
      name: z.string(),
      type: MaterialType,
    }),
  ),
  associated: defineEvent('material.associated', 1, Association),
  dissociated: defineEvent('material.dissociated', 1, Association),
};

export const materialEvents = lifecycle(MaterialEvents, MaterialItem.decode, (m) => ({
  tenantId: m.tenantId,
  materialId: m.materialId,
  identifier: m.identifier,
  name: m.name,
  type: m.type,
}));

export const associationEvents = lifecycle(
  { created: MaterialEvents.associated, removed: MaterialEvents.dissociated },
  CompanyMaterial.decode,
  (a) => ({
    tenantId: a.tenantId,
    companyId: a.companyId,
    materialId: a.materialId,
    materialType: a.materialType,
  }),
);
