import * as z from 'zod';
import { MaterialType } from '@polyloop/shared/enums';
import { ListingStatus } from '@polyloop/shared/supply/listing';
import { defineEvent, occurrence } from '../../lib/events.js';
import { eventId, images, lifecycle, lifecycleContracts, type Derivation } from '../../lib/lifecycle.js';
import { HaveItem, NeedItem, type ListingItem } from './listing.entity.js';

const Ref = z.object({
  tenantId: z.string(),
  id: z.string(),
  identifier: z.string(),
  companyId: z.string(),
  materialType: MaterialType,
  draftId: z.string().nullable(),
});
const Closed = Ref.extend({ status: z.enum(['COMPLETED', 'CANCELLED']), actorId: z.string().nullable() });
const Expiring = Ref.extend({ expirationDate: z.string(), representatives: z.array(z.string()) });
/** Colleagues made representatives by a write (never the person who wrote it). */
const Assigned = Ref.extend({
  userIds: z.array(z.string()).min(1),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
});

/**
 * A have was created, changed, archived or restored; closed (completed or cancelled: its open
 * network offers are to be cancelled); given new representatives; or expires in three days (the
 * daily sweep says so).
 */
export const HaveEvents = {
  ...lifecycleContracts('have', Ref),
  closed: defineEvent('have.closed', 1, Closed),
  assigned: defineEvent('have.representatives-assigned', 1, Assigned),
  expiring: defineEvent('have.expiring', 1, Expiring),
};
/** The same for needs (a closed need's public request is to be cancelled). */
export const NeedEvents = {
  ...lifecycleContracts('need', Ref),
  closed: defineEvent('need.closed', 1, Closed),
  assigned: defineEvent('need.representatives-assigned', 1, Assigned),
  expiring: defineEvent('need.expiring', 1, Expiring),
};

const ref = (i: ListingItem) => ({
  tenantId: i.tenantId,
  id: i.id,
  identifier: i.identifier,
  companyId: i.companyId,
  materialType: i.materialType,
  draftId: i.draftId ?? null,
});
const isClosed = (s: ListingStatus): s is 'COMPLETED' | 'CANCELLED' => s === 'COMPLETED' || s === 'CANCELLED';

/**
 * Lifecycle events, plus `closed` when a write moved the record into COMPLETED or CANCELLED and
 * `assigned` when it added representatives.
 */
function derive(
  events: typeof HaveEvents | typeof NeedEvents,
  decode: (image: Record<string, unknown> | undefined) => ListingItem | undefined,
): Derivation {
  const base = lifecycle(events, decode, ref);
  return (change) => {
    const out = base(change);
    const { before, after } = images(decode, change);
    if (after && isClosed(after.status) && (!before || before.status !== after.status)) {
      out.push(
        occurrence(
          events.closed,
          { ...ref(after), status: after.status, actorId: after.updatedBy ?? null },
          { id: eventId(change, events.closed), occurredAt: after.updatedDate },
        ),
      );
    }
    if (after) {
      const known = new Set([
        ...(before?.representatives ?? []),
        ...(after.updatedBy ? [after.updatedBy] : []),
      ]);
      const userIds = after.representatives.filter((id) => !known.has(id));
      if (userIds.length) {
        out.push(
          occurrence(
            events.assigned,
            {
              ...ref(after),
              userIds,
              actorId: after.updatedBy ?? null,
              actorName: after.updatedByName ?? null,
            },
            { id: eventId(change, events.assigned), occurredAt: after.updatedDate },
          ),
        );
      }
    }
    return out;
  };
}

/** The daily sweep is due (a standing Scheduler schedule publishes it every morning, UTC). */
export const ListingSweepDue = defineEvent('listing.sweep-due', 1, z.object({}));

export const haveEvents = derive(HaveEvents, HaveItem.decode);
export const needEvents = derive(NeedEvents, NeedItem.decode);
