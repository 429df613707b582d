import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';
import { AuditFields } from '../history/index.js';

/** A call, visit or e-mail with a company, and when to follow up. Dates are stored in UTC so they sort as strings. */
export const TouchpointItem = defineEntity({
  name: 'touchpoint',
  schema: z.object({
    tenantId: z.string(),
    companyId: z.string(),
    touchpointId: z.string(),
    date: z.string(),
    notes: z.string(),
    nextTouch: z.string().optional(),
    createdBy: z.string(),
    createdByName: z.string(),
    createdDate: z.string(),
    updatedDate: z.string(),
    ...AuditFields,
  }),
  indexes: {
    // TouchpointItem.get: one touchpoint of a company
    byId: { pk: ['tenantId', 'companyId'], sk: ['touchpointId'] },
    // pageTouchpointsOfCompany: a company's touchpoints by date (read latest first)
    byDate: { index: 'gsi1', pk: ['tenantId', 'companyId'], sk: ['date', 'touchpointId'] },
  },
});
export type TouchpointItem = z.infer<typeof TouchpointItem.schema>;

/** One page of a company's touchpoints, latest first. */
export const pageTouchpointsOfCompany = (
  tenantId: string,
  companyId: string,
  page: { cursor: string | null; limit: number },
) => TouchpointItem.query('byDate', { tenantId, companyId }, { order: 'desc', ...page });
