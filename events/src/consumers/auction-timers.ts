import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { logger } from '@polyloop/functions/lib/observability';
import { AuctionEvents } from '@polyloop/functions/domain/auction/auction.events';
import {
  clearTimers,
  close,
  planClose,
  planReminder,
} from '@polyloop/functions/domain/auction/auction.timers';

/**
 * Keeps each auction's timers where its state says: the close at its end (moved by every
 * extension), the owner's reminder after a sold close; and closes it when the close timer fires.
 * A late or repeated firing changes nothing: closing checks what it finds.
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
);
