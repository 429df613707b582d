import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { logger } from '@polyloop/functions/lib/observability';
import { AuctionCensusDue, AuctionEvents } from '@polyloop/functions/domain/auction/auction.events';
import {
  clearTimers,
  close,
  countLiveAuctions,
  planClose,
  planReminder,
} from '@polyloop/functions/domain/auction/auction.timers';

/**
 * Keeps each auction's timers where its state says: the close at its end (moved by every
 * extension), the owner's reminder after a sold close; and closes it when the close timer fires.
 * A late or repeated firing changes nothing: closing checks what it finds. Every 15 minutes it
 * also counts the live public auctions (the census).
 */
export const handler = eventHandler(
  'auction-timers',
  on(AuctionEvents.opened, (a) => planClose(a.auctionId, a.endDate)),
  on(AuctionEvents.endChanged, (a) => planClose(a.auctionId, a.endDate)),
  on(AuctionEvents.cancelled, async (a) => void (await clearTimers(a.auctionId))),
  on(AuctionEvents.closeDue, async (due) =>
    logger.info('auction close', { auctionId: due.auctionId, result: await close(due.auctionId) }),
  ),
  on(AuctionEvents.closed, async (a) =>
    a.outcome === 'SOLD' ? planReminder(a.auctionId, a.endDate) : undefined,
  ),
  on(AuctionEvents.winnerDeclared, async (a) => void (await clearTimers(a.auctionId))),
  on(AuctionCensusDue, async () => logger.info('auction census', { live: await countLiveAuctions() })),
);
