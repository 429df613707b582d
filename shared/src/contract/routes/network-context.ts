import { LinkRoutes } from './network-links.js';
import { MarketRoutes, RequestRoutes } from './market.js';

/** The network context's routes (one function): directory and links, the market and private requests. */
export const NetworkContextRoutes = { ...LinkRoutes, ...MarketRoutes, ...RequestRoutes };
