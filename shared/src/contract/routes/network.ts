import { NetworkContextRoutes } from './network-context.js';
import { OfferRoutes } from './offers.js';
import { AuctionRoutes } from './auctions.js';

export { LinkRoutes } from './network-links.js';
export { MarketRoutes, RequestRoutes } from './market.js';
export { AuctionRoutes, NetworkContextRoutes, OfferRoutes };

/**
 * Every route of the network (spec part 2), whichever function serves it: what clients call.
 * Three functions serve them: the network context (directory, links, market, requests), the
 * offers context (offers and their moves, which make orders) and the auctions context.
 */
export const NetworkRoutes = { ...NetworkContextRoutes, ...OfferRoutes, ...AuctionRoutes };
