import { NetworkContextRoutes } from '@polyloop/shared/contract/routes/network-context';
import { httpHandler } from '../preset.js';
import { linkRoutes } from './links.js';
import { marketRoutes } from './market.js';
import { sharedRecordRoutes } from './shared-records.js';
import { publicMatchRoutes } from './public-match.js';

/** The network context: the directory and links, the Materials Market and private requests (with their conversations and documents). */
export const handler = httpHandler(NetworkContextRoutes, {
  ...linkRoutes,
  ...marketRoutes,
  ...sharedRecordRoutes,
  ...publicMatchRoutes,
});
