import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { logger } from '@polyloop/functions/lib/observability';
import { HaveEvents, ListingSweepDue, NeedEvents } from '@polyloop/functions/domain/listing/listing.events';

/** The network's services, loaded with the first event that needs them (the function starts lighter). */
const offers = () => import('@polyloop/functions/domain/network-offer/offer.service');
const market = () => import('@polyloop/functions/domain/market/listing-changes');
const requests = () => import('@polyloop/functions/domain/network-request/request.service');
const auctions = () => import('@polyloop/functions/domain/auction/auction.timers');

/**
 * What the network does when a have or need closes (part 2 §4): a closed have's open offers and
 * live auctions are cancelled and its public offer taken off the market; a closed need's requests and public
 * request are cancelled. Every morning, expired offers and requests are settled and both
 * companies hear of offers expiring soon.
 */
export const handler = eventHandler(
  'network-listings',
  on(HaveEvents.closed, async (d) => {
    const [Offers, Market, Auctions] = await Promise.all([offers(), market(), auctions()]);
    const [cancelled, listings, auctioned] = await Promise.all([
      Offers.cancelOffersOfListing(d.tenantId, d.id, 'NO_LONGER_FOR_SALE'),
      Market.closeListingsOfRecord(d.tenantId, d.id),
      Auctions.cancelAuctionsOfHave(d.tenantId, d.id),
    ]);
    logger.info('a closed have took its offers and auctions off the network', {
      offers: cancelled,
      listings,
      auctions: auctioned,
    });
  }),
  on(NeedEvents.closed, async (d) => {
    const [Offers, Market, Requests] = await Promise.all([offers(), market(), requests()]);
    const [cancelled, asked, listings] = await Promise.all([
      Offers.cancelOffersOfListing(d.tenantId, d.id, 'NO_LONGER_NEEDED'),
      Requests.cancelRequestsOfNeed(d.tenantId, d.id),
      Market.closeListingsOfRecord(d.tenantId, d.id),
    ]);
    logger.info('a closed need took its requests off the network', {
      offers: cancelled,
      requests: asked,
      listings,
    });
  }),
  on(ListingSweepDue, async (_data, { occurredAt }) => {
    const { sweepNetwork } = await import('@polyloop/functions/domain/network-offer/network.sweep');
    logger.info('network sweep done', await sweepNetwork(new Date(occurredAt)));
  }),
);
