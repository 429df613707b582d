import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { logger } from '@polyloop/functions/lib/observability';
import { AuctionEvents } from '@polyloop/functions/domain/auction/auction.events';
import { seal } from '@polyloop/functions/domain/auction/ledger.seal';

/**
 * Seals an auction's bid ledger in write-once storage as soon as it is closed or cancelled: from
 * then on nothing can be added to it, and verification compares the table with this copy. A
 * repeated event finds the copy written and changes nothing.
 */
const sealed = async (a: { auctionId: string }) =>
  logger.info('auction ledger', { auctionId: a.auctionId, result: await seal(a.auctionId) });

export const handler = eventHandler(
  'auction-ledger',
  on(AuctionEvents.closed, sealed),
  on(AuctionEvents.cancelled, sealed),
);
