import { NetworkContextRoutes } from './network-context.js';
import { OfferRoutes } from './offers.js';

export { LinkRoutes } from './network-links.js';
export { MarketRoutes, RequestRoutes } from './market.js';
export { NetworkContextRoutes, OfferRoutes };

/**
 * Every route of the network (spec part 2), whichever function serves it: what clients call.
 * Two functions serve them: the network context (directory, links, market, requests) and the
 * offers context (offers and their moves, which make orders).
 */
export const NetworkRoutes = { ...NetworkContextRoutes, ...OfferRoutes };
