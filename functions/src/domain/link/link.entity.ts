import * as z from 'zod';
import { LinkRejectReason, LinkStatus } from '@polyloop/shared/network/link';
import { defineEntity } from '../../data/entity.js';

/**
 * One company's side of a link with another. Both sides are written in one transaction, so each
 * company reads its links (and a company page reads its link) with one request of its own.
 */
export const LinkEntity = defineEntity({
  name: 'link',
  schema: z.object({
    tenantId: z.string(),
    /** The other company's public id. */
    publicCompanyId: z.string(),
    /** The other company's tenant: the mirror item's partition. */
    otherTenantId: z.string(),
    status: LinkStatus,
    message: z.string().optional(),
    rejectionReason: LinkRejectReason.optional(),
    rejectionMessage: z.string().optional(),
    /** This company's users who look after the link. */
    representatives: z.array(z.string()).default([]),
    /** The company in this company's CRM that stands for the other one (made by the first confirmed offer). */
    crmCompanyId: z.string().optional(),
    /** Who at either company last moved it (the stream's events name them). */
    updatedBy: z.string(),
    requestedDate: z.string(),
    updatedDate: z.string(),
  }),
  indexes: {
    // LinkEntity.get: my side of a link with one company; listLinksOfTenant: all of them
    byTenant: { pk: ['tenantId'], sk: ['publicCompanyId'] },
  },
});
export type LinkItem = z.infer<typeof LinkEntity.schema>;

/** Every link of one company, by the other's public id: one Query (a company has hundreds at most). */
export const listLinksOfTenant = (tenantId: string) => LinkEntity.queryAll('byTenant', { tenantId });

/** Whether the company has asked for or made any link (the getting-started checklist): one Query of one item. */
export const hasAnyLink = async (tenantId: string) =>
  (await LinkEntity.query('byTenant', { tenantId }, { limit: 1 })).items.length > 0;
