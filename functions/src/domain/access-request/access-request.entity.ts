import * as z from 'zod';
import { AccessKind } from '@polyloop/shared/identity/platform';
import { defineEntity } from '../../data/entity.js';

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
    status: z.enum(['PENDING', 'APPROVED', 'DECLINED']),
    createdDate: z.string(),
    /** When the platform team was e-mailed; absent means the e-mail is still owed. */
    notifiedAt: z.string().optional(),
  }),
  indexes: {
    // AccessRequest.get: a company's latest request of one kind
    byTenant: { pk: ['tenantId'], sk: ['kind'] },
  },
});
export type AccessRequestItem = z.infer<typeof AccessRequest.schema>;
