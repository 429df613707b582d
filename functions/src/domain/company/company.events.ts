import * as z from 'zod';
import { defineEvent } from '../../lib/events.js';
import { lifecycle } from '../../lib/lifecycle.js';
import { Company } from './company.entity.js';

const Ref = z.object({
  tenantId: z.string(),
  companyId: z.string(),
  name: z.string(),
  /** The tenant's own company (made from its onboarding record). */
  own: z.boolean(),
  /** Who wrote it; null for the system. */
  actorId: z.string().nullable(),
});

/** A company of a tenant's CRM was added, changed, archived or restored. */
export const CompanyEvents = {
  created: defineEvent('company.created', 1, Ref),
  changed: defineEvent('company.changed', 1, Ref.extend({ fields: z.array(z.string()) })),
  archived: defineEvent('company.archived', 1, Ref),
  restored: defineEvent('company.restored', 1, Ref),
};

export const companyEvents = lifecycle(CompanyEvents, Company.decode, (c) => ({ tenantId: c.tenantId, companyId: c.companyId, name: c.name, own: c.own }));
