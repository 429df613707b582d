import * as z from 'zod';
import { RequestSide, RequestStatus } from '@polyloop/shared/network/request';
import { defineEvent, type Occurrence } from '../../lib/events.js';
import { derived, images, type Derivation } from '../../lib/lifecycle.js';
import { RealtimePublished } from '../push/index.js';
import { NetworkRequestEntity } from './network-request.entity.js';

const RequestRef = z.object({
  tenantId: z.string(),
  requestId: z.string(),
  side: RequestSide,
  title: z.string(),
  requestingCompanyName: z.string(),
  representatives: z.array(z.string()),
  actorId: z.string().nullable(),
});

/** A private request reached the company asked; or its status changed (cancelled, sent again, expired), told to that company. */
export const RequestEvents = {
  received: defineEvent('network-request.received', 1, RequestRef),
  statusChanged: defineEvent(
    'network-request.status-changed',
    1,
    RequestRef.extend({ status: RequestStatus, from: RequestStatus }),
  ),
};

export const requestEvents: Derivation = (change) => {
  const { before, after } = images(NetworkRequestEntity.decode, change);
  if (!after) return [];
  const ref = {
    tenantId: after.tenantId,
    requestId: after.requestId,
    side: after.side,
    title: after.title,
    requestingCompanyName: after.requestingCompany.name,
    representatives: after.representatives,
    actorId: after.updatedBy && after.updatedBy !== 'system' ? after.updatedBy : null,
  };
  const out: Occurrence[] = [];
  const at = after.updatedDate;
  if (after.side === 'RECEIVING') {
    if (!before) out.push(derived(change, RequestEvents.received, ref, at));
    else if (before.status !== after.status)
      out.push(
        derived(
          change,
          RequestEvents.statusChanged,
          { ...ref, status: after.status, from: before.status },
          at,
        ),
      );
  } else if (!before || before.version !== after.version || before.openOfferCount !== after.openOfferCount) {
    out.push(
      derived(
        change,
        RealtimePublished,
        {
          channel: `network.${after.requestId}`,
          event: 'request-changed',
          payload: { id: after.requestId, status: after.status, version: after.version },
        },
        at,
      ),
    );
  }
  return out;
};
