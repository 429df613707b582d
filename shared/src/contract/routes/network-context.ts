import { LinkRoutes } from './network-links.js';
import { MarketRoutes, RequestRoutes } from './market.js';
import { PublicMatchRoutes } from './public-match.js';

/** The network context's routes (one function): directory and links, the market and private requests, and a CRM company's public company. */
export const NetworkContextRoutes = {
  ...LinkRoutes,
  ...MarketRoutes,
  ...RequestRoutes,
  ...PublicMatchRoutes,
};
