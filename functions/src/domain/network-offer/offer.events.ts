import * as z from 'zod';
import { OfferSide, OfferStatus } from '@polyloop/shared/network/offer';
import { requestBidsChannel } from '@polyloop/shared/network/reverse-auction';
import { defineEvent, occurrence, type Occurrence } from '../../lib/events.js';
import { eventId, images, type Derivation } from '../../lib/lifecycle.js';
import { RealtimePublished } from '../push/index.js';
import { NetworkOfferEntity } from './network-offer.entity.js';

const OfferRef = z.object({
  /** The company of this side: the one to tell. */
  tenantId: z.string(),
  offerId: z.string(),
  side: OfferSide,
  materialName: z.string(),
  offeringCompanyName: z.string(),
  receivingCompanyName: z.string(),
  representatives: z.array(z.string()),
});

/**
 * What happened to an offer, told to each of its two companies from its own side (a write moves
 * both sides, so each company hears once): it arrived, or it moved (who moved, to which status,
 * why), or it expires soon (the daily sweep).
 */
export const OfferEvents = {
  received: defineEvent(
    'network-offer.received',
    1,
    OfferRef.extend({ status: OfferStatus, actorId: z.string().nullable() }),
  ),
  moved: defineEvent(
    'network-offer.moved',
    1,
    OfferRef.extend({
      status: OfferStatus,
      from: OfferStatus,
      /** The side that moved (the system's own moves name the side it moved for). */
      by: OfferSide,
      action: z.string(),
      reason: z.string().nullable(),
      actorId: z.string().nullable(),
    }),
  ),
  expiring: defineEvent('network-offer.expiring', 1, OfferRef.extend({ expirationDate: z.string() })),
};

/** The offer's channel: both companies' pages listen, and read their own side again. */
export const offerChannel = (offerId: string) => `network.${offerId}`;

export const offerEvents: Derivation = (change) => {
  const { before, after } = images(NetworkOfferEntity.decode, change);
  if (!after) return [];
  const ref = {
    tenantId: after.tenantId,
    offerId: after.offerId,
    side: after.side,
    materialName: after.materialName,
    offeringCompanyName: after.offeringCompany.name,
    receivingCompanyName: after.receivingCompany.name,
    representatives: after.representatives,
  };
  const out: Occurrence[] = [];
  const at = after.updatedDate;
  const first = after.negotiations[0];
  if (!before) {
    // Only the side that did not make the offer receives it.
    if (first && first.side !== after.side)
      out.push(
        occurrence(
          OfferEvents.received,
          { ...ref, status: after.status, actorId: after.updatedBy ?? null },
          { id: eventId(change, OfferEvents.received), occurredAt: at },
        ),
      );
  } else if (before.status !== after.status || before.version !== after.version) {
    const step = after.negotiations.at(-1);
    if (step && before.status !== after.status) {
      out.push(
        occurrence(
          OfferEvents.moved,
          {
            ...ref,
            status: after.status,
            from: before.status,
            by: step.side,
            action: step.action,
            reason: step.reason,
            actorId: after.updatedBy === 'system' ? null : (after.updatedBy ?? null),
          },
          { id: eventId(change, OfferEvents.moved), occurredAt: at },
        ),
      );
    }
  }
  // One push per change: the offering side's record carries it (both sides change together). A new
  // offer has no listeners yet (its company hears of it by notification), so it pushes nothing.
  if (
    after.side === 'OFFERING' &&
    before &&
    (before.version !== after.version || before.qualification !== after.qualification)
  ) {
    out.push(
      occurrence(
        RealtimePublished,
        {
          channel: offerChannel(after.offerId),
          event: 'offer-changed',
          payload: { id: after.offerId, status: after.status, version: after.version },
        },
        { id: eventId(change, RealtimePublished), occurredAt: at },
      ),
    );
    // A bid of a reverse auction withdrawn, declined or accepted: its standing changed for everyone bidding.
    if (after.reverseAuction && after.requestId && before.status !== after.status) {
      out.push(
        occurrence(
          RealtimePublished,
          {
            channel: requestBidsChannel(after.requestId),
            event: 'bid-changed',
            payload: { id: after.requestId, version: after.version },
          },
          { id: `${eventId(change, RealtimePublished)}:bid`, occurredAt: at },
        ),
      );
    }
  }
  return out;
};
