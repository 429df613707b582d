import { NetworkRoutes } from '@polyloop/shared/contract/routes/network';
import { httpHandler } from '../preset.js';
import { linkRoutes } from './links.js';

/** The network context: the directory and the links between companies. */
export const handler = httpHandler(NetworkRoutes, linkRoutes);
