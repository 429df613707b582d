import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { logger } from '@polyloop/functions/lib/observability';
import { HaveEvents, ListingSweepDue, NeedEvents } from '@polyloop/functions/domain/listing/listing.events';
import { cancelOffersOfListing } from '@polyloop/functions/domain/network-offer/offer.service';
import { sweepNetwork } from '@polyloop/functions/domain/network-offer/network.sweep';
import { closeListingsOfRecord } from '@polyloop/functions/domain/market/market.service';
import { cancelRequestsOfNeed } from '@polyloop/functions/domain/network-request/request.service';

/**
 * What the network does when a have or need closes (part 2 §4): a closed have's open offers are
 * cancelled and its public offer taken off the market; a closed need's requests and public
 * request are cancelled. Every morning, expired offers and requests are settled and both
 * companies hear of offers expiring soon.
 */
export const handler = eventHandler(
  'network-listings',
  on(HaveEvents.closed, async (d) => {
    const [offers, listings] = await Promise.all([cancelOffersOfListing(d.tenantId, d.id, 'NO_LONGER_FOR_SALE'), closeListingsOfRecord(d.tenantId, d.id)]);
    logger.info('a closed have took its offers off the network', { offers, listings });
  }),
  on(NeedEvents.closed, async (d) => {
    const [offers, requests, listings] = await Promise.all([
      cancelOffersOfListing(d.tenantId, d.id, 'NO_LONGER_NEEDED'),
      cancelRequestsOfNeed(d.tenantId, d.id),
      closeListingsOfRecord(d.tenantId, d.id),
    ]);
    logger.info('a closed need took its requests off the network', { offers, requests, listings });
  }),
  on(ListingSweepDue, async (_data, { occurredAt }) => {
    const outcome = await sweepNetwork(new Date(occurredAt));
    logger.info('network sweep done', outcome);
  }),
);
