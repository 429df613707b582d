import * as z from 'zod';
import { AuctionOutcome } from '@polyloop/shared/network/auction-states';
import { defineEvent, type Occurrence } from '../../lib/events.js';
import { derived, images, type Derivation } from '../../lib/lifecycle.js';
import { RealtimePublished } from '../push/index.js';
import { AuctionBidderEntity, AuctionEntity } from './auction.entity.js';

const Ref = z.object({
  auctionId: z.string(),
  tenantId: z.string(),
  materialName: z.string(),
  ownerName: z.string(),
  createdBy: z.string(),
});

/**
 * What happens to an auction, derived from its item's writes: it opened, its end or starting bid
 * moved, the lead changed, it was cancelled or closed, a winner was declared; and a company was
 * invited (from its place's write). The timers' events (close due, reminder due) come back on the
 * bus from Scheduler.
 */
export const AuctionEvents = {
  opened: defineEvent('auction.opened', 1, Ref.extend({ endDate: z.string() })),
  endChanged: defineEvent(
    'auction.end-changed',
    1,
    Ref.extend({ endDate: z.string(), previous: z.string(), byBid: z.boolean() }),
  ),
  startingBidChanged: defineEvent(
    'auction.starting-bid-changed',
    1,
    Ref.extend({ startingBid: z.number(), unit: z.string() }),
  ),
  leadChanged: defineEvent(
    'auction.lead-changed',
    1,
    Ref.extend({
      leaderTenantId: z.string(),
      previousLeaderTenantId: z.string().nullable(),
      price: z.number(),
      unit: z.string(),
    }),
  ),
  cancelled: defineEvent('auction.cancelled', 1, Ref.extend({ reason: z.string().nullable() })),
  closed: defineEvent(
    'auction.closed',
    1,
    Ref.extend({ outcome: AuctionOutcome, endDate: z.string(), leaderTenantId: z.string().nullable() }),
  ),
  winnerDeclared: defineEvent(
    'auction.winner-declared',
    1,
    Ref.extend({ winnerTenantId: z.string(), price: z.number(), unit: z.string(), offerId: z.string() }),
  ),
  invited: defineEvent(
    'auction.bidder-invited',
    1,
    z.object({
      auctionId: z.string(),
      tenantId: z.string(),
      ownerTenantId: z.string(),
      invitedDate: z.string(),
    }),
  ),
  /** The timer at the auction's end fired (it may fire late or twice; closing checks what it finds). */
  closeDue: defineEvent('auction.close-due', 1, z.object({ auctionId: z.string(), endDate: z.string() })),
  /** Two days after the end: the owner is reminded if no winner is declared yet. */
  reminderDue: defineEvent('auction.reminder-due', 1, z.object({ auctionId: z.string() })),
};

/**
 * Every 15 minutes (a standing schedule): the live public auctions are counted, so the operations
 * team hears when auctions run and no bid is accepted on them.
 */
export const AuctionCensusDue = defineEvent('auction.census-due', 1, z.object({}));

/** The auction's channel: its owner's and bidders' pages listen and read it again. */
export const auctionChannel = (auctionId: string) => `network.${auctionId}`;

export const auctionEvents: Derivation = (change) => {
  const { before, after } = images(AuctionEntity.decode, change);
  if (!after) return [];
  const ref = {
    auctionId: after.auctionId,
    tenantId: after.tenantId,
    materialName: after.materialName,
    ownerName: after.offeringCompany.name,
    createdBy: after.createdBy,
  };
  const at = after.updatedDate;
  const out: Occurrence[] = [];
  const add = <E extends (typeof AuctionEvents)[keyof typeof AuctionEvents]>(
    event: E,
    data: z.input<E['data']>,
  ) => out.push(derived(change, event, data, at));
  if (!before) {
    add(AuctionEvents.opened, { ...ref, endDate: after.endDate });
    return out;
  }
  if (before.endDate !== after.endDate)
    add(AuctionEvents.endChanged, {
      ...ref,
      endDate: after.endDate,
      previous: before.endDate,
      byBid: before.seq !== after.seq,
    });
  if (before.startingBid !== after.startingBid)
    add(AuctionEvents.startingBidChanged, { ...ref, startingBid: after.startingBid, unit: after.unit });
  if (
    after.leader &&
    (before.leader?.tenantId !== after.leader.tenantId || before.leader.price !== after.leader.price)
  ) {
    add(AuctionEvents.leadChanged, {
      ...ref,
      leaderTenantId: after.leader.tenantId,
      previousLeaderTenantId: before.leader?.tenantId ?? null,
      price: after.leader.price,
      unit: after.unit,
    });
  }
  if (before.status !== after.status && after.status === 'CANCELLED')
    add(AuctionEvents.cancelled, { ...ref, reason: after.cancelReason ?? null });
  if (before.status !== after.status && after.status === 'CLOSED')
    add(AuctionEvents.closed, {
      ...ref,
      outcome: after.outcome ?? 'NO_BIDS',
      endDate: after.endDate,
      leaderTenantId: after.leader?.tenantId ?? null,
    });
  if (!before.winner && after.winner)
    add(AuctionEvents.winnerDeclared, {
      ...ref,
      winnerTenantId: after.winner.tenantId,
      price: after.winner.price,
      unit: after.unit,
      offerId: after.winner.offerId,
    });
  if (before.version !== after.version) {
    out.push(
      derived(
        change,
        RealtimePublished,
        {
          channel: auctionChannel(after.auctionId),
          event: before.seq !== after.seq ? 'bids-changed' : 'auction-changed',
          payload: {
            id: after.auctionId,
            version: after.version,
            endDate: after.endDate,
            leadingPrice: after.leader?.price ?? null,
            bidCount: after.bidCount,
            status: after.status,
          },
        },
        at,
      ),
    );
  }
  return out;
};

/** A company invited: at the auction's start, or added later. */
export const bidderEvents: Derivation = (change) => {
  const { before, after } = images(AuctionBidderEntity.decode, change);
  if (before || !after || after.invitation !== 'INVITED') return [];
  return [
    derived(
      change,
      AuctionEvents.invited,
      {
        auctionId: after.auctionId,
        tenantId: after.tenantId,
        ownerTenantId: after.ownerTenantId,
        invitedDate: after.invitedDate,
      },
      after.invitedDate,
    ),
  ];
};
