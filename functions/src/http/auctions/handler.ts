import { AuctionRoutes } from '@polyloop/shared/contract/routes/auctions';
import { httpHandler } from '../preset.js';
import { auctionRoutes } from './auctions.js';

/** The auctions context: auctions, their bids and ledger, and declaring the winner (which makes an order). */
export const handler = httpHandler(AuctionRoutes, auctionRoutes);
