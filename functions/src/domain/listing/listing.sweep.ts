import { ConditionFailed } from '../../data/entity.js';
import { occurrence, publish, type Occurrence } from '../../lib/events.js';
import { ExpiryMark, HaveItem, listExpiringOn, NeedItem, type ListingItem } from './listing.entity.js';
import { HaveEvents, NeedEvents } from './listing.events.js';

const DAY_MS = 86_400_000;
const dayOf = (at: Date, offset = 0) => new Date(at.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
/** How far back a sweep settles, so a missed morning (a failed run, a stopped local cloud) is caught up. */
const CATCH_UP_DAYS = 7;
/** Owners hear of an expiration this many days ahead. */
export const EXPIRING_NOTICE_DAYS = 3;
const ENTITY = { have: HaveItem, need: NeedItem } as unknown as Record<'have' | 'need', typeof HaveItem>;
const EVENTS = { have: HaveEvents, need: NeedEvents };

/**
 * The daily sweep. Reads never wait for it (an ACTIVE record past its date already reads as
 * EXPIRED); it makes the stored status say so too, and tells owners three days ahead. Each
 * record's change is conditional on what was read, and each notice's event id names the record
 * and the day, so a sweep run twice changes nothing twice.
 */
export async function sweep(now: Date): Promise<{ settled: number; expiring: number }> {
  const today = dayOf(now);
  let settled = 0;
  for (let back = CATCH_UP_DAYS; back >= 1; back--) {
    for (const mark of await listExpiringOn(dayOf(now, -back))) {
      const entity = ENTITY[mark.kind];
      const item = await entity.get({ tenantId: mark.tenantId, id: mark.id });
      if (item && item.status === 'ACTIVE' && item.lane === 'OPEN' && item.expirationDate < today) {
        try {
          // The system did it: the history names no person.
          await entity.update(
            { tenantId: item.tenantId, id: item.id },
            { status: 'EXPIRED', updatedDate: now.toISOString() },
            { remove: ['updatedBy', 'updatedByName'], condition: { updatedDate: item.updatedDate } },
          );
          settled++;
        } catch (error) {
          // Changed meanwhile (renewed, closed): whatever it is now is what holds.
          if (!(error instanceof ConditionFailed)) throw error;
        }
      }
      // Only a record still open at this date keeps a mark there; an edit moves the mark with the date.
      if (!item || item.expirationDate === mark.day) await ExpiryMark.delete(mark).catch(() => undefined);
    }
  }
  const ahead = dayOf(now, EXPIRING_NOTICE_DAYS);
  const notices: Occurrence[] = [];
  for (const mark of await listExpiringOn(ahead)) {
    const item = (await ENTITY[mark.kind].get({ tenantId: mark.tenantId, id: mark.id })) as
      ListingItem | undefined;
    if (!item || item.lane !== 'OPEN' || item.expirationDate !== ahead) continue;
    const event = EVENTS[mark.kind].expiring;
    const data = {
      tenantId: item.tenantId,
      id: item.id,
      identifier: item.identifier,
      companyId: item.companyId,
      materialType: item.materialType,
      draftId: item.draftId ?? null,
      expirationDate: item.expirationDate,
      representatives: item.representatives,
    };
    notices.push(occurrence(event, data, { id: `${event.name}#${item.tenantId}#${item.id}#${ahead}` }));
  }
  await publish(...notices);
  return { settled, expiring: notices.length };
}
