import * as z from 'zod';
import { AccessKind, AccessRequestStatus } from '@polyloop/shared/identity/platform';
import { defineEntity } from '../../data/entity.js';
import type { Slice } from '../../data/page.js';

/**
 * A company's request to the platform for a gated capability. One item per company and kind,
 * so asking again while a request is pending finds that request instead of adding another.
 */
export const AccessRequest = defineEntity({
  name: 'access-request',
  schema: z.object({
    tenantId: z.string(),
    kind: AccessKind,
    requestId: z.string(),
    userId: z.string(),
    message: z.string().optional(),
    status: AccessRequestStatus,
    createdDate: z.string(),
    /** When the platform team was e-mailed; absent means the e-mail is still owed. */
    notifiedAt: z.string().optional(),
    /** The platform administrator's decision: when, who, and what they told the company. */
    decidedAt: z.string().optional(),
    decidedBy: z.string().optional(),
    note: z.string().optional(),
  }),
  indexes: {
    // AccessRequest.get: a company's latest request of one kind; listRequestsOfTenant: all its kinds
    byTenant: { pk: ['tenantId'], sk: ['kind'] },
    // pageRequestsByStatus: every company's requests of one status, newest first
    byStatus: { index: 'gsi1', pk: ['status'], sk: ['createdDate', 'requestId'] },
    // pageRequestsByStatus with a kind
    byStatusAndKind: { index: 'gsi2', pk: ['status', 'kind'], sk: ['createdDate', 'requestId'] },
  },
});
export type AccessRequestItem = z.infer<typeof AccessRequest.schema>;

/** A company's latest request of every kind (five at most). */
export const listRequestsOfTenant = (tenantId: string) => AccessRequest.queryAll('byTenant', { tenantId });

/** One slice of the requests of one status (and kind), newest first. */
export const pageRequestsByStatus = (
  status: AccessRequestStatus,
  kind: AccessKind | undefined,
  limit: number,
  cursor: string | null,
): Promise<Slice<AccessRequestItem>> =>
  kind
    ? AccessRequest.query('byStatusAndKind', { status, kind }, { order: 'desc', limit, cursor })
    : AccessRequest.query('byStatus', { status }, { order: 'desc', limit, cursor });

/** How many requests have one status (and kind): a COUNT Query, one request per MB of keys. */
export const countRequestsByStatus = (status: AccessRequestStatus, kind: AccessKind | undefined) =>
  kind
    ? AccessRequest.count('byStatusAndKind', { status, kind })
    : AccessRequest.count('byStatus', { status });
