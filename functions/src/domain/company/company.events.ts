import * as z from 'zod';
import { lifecycle, lifecycleContracts } from '../../lib/lifecycle.js';
import { Company } from './company.entity.js';

/** A company of a tenant's CRM was created, changed, archived or restored (`own`: the tenant's own company). */
export const CompanyEvents = lifecycleContracts(
  'company',
  z.object({ tenantId: z.string(), companyId: z.string(), name: z.string(), own: z.boolean() }),
);

export const companyEvents = lifecycle(CompanyEvents, Company.decode, (c) => ({
  tenantId: c.tenantId,
  companyId: c.companyId,
  name: c.name,
  own: c.own,
}));
