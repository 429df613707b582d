import { OrderRoutes } from '@polyloop/shared/contract/routes/orders';
import { httpHandler } from '../preset.js';
import { orderRoutes } from './orders.js';

/** The orders context: orders, their shipments and documents. */
export const handler = httpHandler(OrderRoutes, orderRoutes);
