import { OfferRoutes } from '@polyloop/shared/contract/routes/offers';
import { httpHandler } from '../preset.js';
import { offerRoutes } from './offers.js';

/** The offers context: network offers and every move of their negotiation (confirming makes an order). */
export const handler = httpHandler(OfferRoutes, offerRoutes);
