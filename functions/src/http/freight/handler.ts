import { FreightRoutes } from '@polyloop/shared/contract/routes/freight';
import { httpHandler } from '../preset.js';
import { freightRoutes } from './freight.js';

/** The freight context: quote searches, bookings, the partners' signed webhook and the partners' administration. */
export const handler = httpHandler(FreightRoutes, freightRoutes);
