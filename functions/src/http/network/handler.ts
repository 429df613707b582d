import { NetworkRoutes } from '@polyloop/shared/contract/routes/network';
import { httpHandler } from '../preset.js';
import { linkRoutes } from './links.js';
import { offerRoutes } from './offers.js';
import { marketRoutes } from './market.js';

/** The network context: the directory and links, offers, requests and the market. */
export const handler = httpHandler(NetworkRoutes, { ...linkRoutes, ...offerRoutes, ...marketRoutes });
