import { isOpen } from '@polyloop/shared/network/offer';
import { ConditionFailed, transact } from '../../data/entity.js';
import { occurrence, publish, type Occurrence } from '../../lib/events.js';
import { NetworkRequestEntity, bothSides } from '../network-request/index.js';
import { listNetworkExpiringOn, NetworkExpiryMark } from '../network/index.js';
import { NetworkOfferEntity, type NetworkOfferItem } from './network-offer.entity.js';
import { OfferEvents } from './offer.events.js';
import { commitMove } from './offer.moves.js';
import { SYSTEM } from './offer.records.js';

const DAY_MS = 86_400_000;
const dayOf = (at: Date, offset = 0) => new Date(at.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
/** A missed morning (a stopped local cloud, a failed run) is caught up this far back. */
const CATCH_UP_DAYS = 7;
/** Both companies hear of an offer's expiration this many days ahead. */
export const OFFER_EXPIRING_NOTICE_DAYS = 3;

/**
 * Settles one expired offer for both companies (reads already showed it EXPIRED), under the version
 * read; a bid of a reverse auction leaves its open bids in the same write (it stopped counting on
 * its date already).
 */
async function expireOffer(item: NetworkOfferItem, at: string): Promise<boolean> {
  try {
    await commitMove(item, { status: 'EXPIRED' }, at, SYSTEM, () => undefined);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/**
 * The network's part of the daily sweep: offers and private requests whose expiration date has
 * passed are settled as EXPIRED for both companies, and both companies hear three days ahead of
 * an offer's expiration. Each change is conditional on what was read, and each notice's id names
 * the offer, side and day, so a sweep run twice changes nothing twice.
 */
export async function sweepNetwork(now: Date): Promise<{ settled: number; expiring: number }> {
  const today = dayOf(now);
  const at = now.toISOString();
  let settled = 0;
  for (let back = CATCH_UP_DAYS; back >= 1; back--) {
    for (const mark of await listNetworkExpiringOn(dayOf(now, -back))) {
      let expirationDate: string | undefined;
      if (mark.kind === 'offer') {
        const item = await NetworkOfferEntity.get(
          { tenantId: mark.tenantId, offerId: mark.id },
          { consistent: true },
        );
        expirationDate = item?.expirationDate;
        if (item && isOpen(item.status) && item.expirationDate < today && (await expireOffer(item, at)))
          settled++;
      } else {
        const item = await NetworkRequestEntity.get(
          { tenantId: mark.tenantId, requestId: mark.id },
          { consistent: true },
        );
        expirationDate = item?.expirationDate;
        if (item && item.status === 'ACTIVE' && item.expirationDate < today) {
          try {
            await transact(bothSides(item, { status: 'EXPIRED' }, at, 'system'));
            settled++;
          } catch (error) {
            if (!(error instanceof ConditionFailed)) throw error;
          }
        }
      }
      // A record keeps a mark only at its current date; a later date has its own mark.
      if (!expirationDate || expirationDate <= mark.day)
        await NetworkExpiryMark.delete(mark).catch(() => undefined);
    }
  }
  const ahead = dayOf(now, OFFER_EXPIRING_NOTICE_DAYS);
  const notices: Occurrence[] = [];
  for (const mark of await listNetworkExpiringOn(ahead)) {
    if (mark.kind !== 'offer') continue;
    const offering = await NetworkOfferEntity.get({ tenantId: mark.tenantId, offerId: mark.id });
    if (!offering || !isOpen(offering.status) || offering.expirationDate !== ahead) continue;
    const receiving = await NetworkOfferEntity.get({ tenantId: offering.otherTenantId, offerId: mark.id });
    for (const side of [offering, ...(receiving ? [receiving] : [])]) {
      const data = {
        tenantId: side.tenantId,
        offerId: side.offerId,
        side: side.side,
        materialName: side.materialName,
        offeringCompanyName: side.offeringCompany.name,
        receivingCompanyName: side.receivingCompany.name,
        representatives: side.representatives,
        expirationDate: ahead,
      };
      notices.push(
        occurrence(OfferEvents.expiring, data, {
          id: `${OfferEvents.expiring.name}#${side.tenantId}#${side.offerId}#${ahead}`,
        }),
      );
    }
  }
  await publish(...notices);
  return { settled, expiring: notices.length };
}
