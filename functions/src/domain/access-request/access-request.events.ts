import * as z from 'zod';
import { AccessKind } from '@polyloop/shared/identity/platform';
import { defineEvent } from '../../lib/events.js';
import { derived, images, type Derivation } from '../../lib/lifecycle.js';
import { AccessRequest } from './access-request.entity.js';

/** A platform administrator approved or declined a company's pending request. */
export const AccessRequestEvents = {
  decided: defineEvent(
    'access-request.decided',
    1,
    z.object({
      tenantId: z.string(),
      kind: AccessKind,
      requestId: z.string(),
      status: z.enum(['APPROVED', 'DECLINED']),
      /** Who asked: told first. */
      userId: z.string(),
      decidedBy: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
};

export const accessRequestEvents: Derivation = (change) => {
  const { before, after } = images(AccessRequest.decode, change);
  if (
    !after ||
    before?.status !== 'PENDING' ||
    after.status === 'PENDING' ||
    before.requestId !== after.requestId
  )
    return [];
  const data = {
    tenantId: after.tenantId,
    kind: after.kind,
    requestId: after.requestId,
    status: after.status,
    userId: after.userId,
    decidedBy: after.decidedBy ?? null,
    note: after.note ?? null,
  };
  return [derived(change, AccessRequestEvents.decided, data, after.decidedAt ?? after.createdDate)];
};
