import { InventoryRoutes } from '@polyloop/shared/contract/routes/inventory';
import { httpHandler } from '../preset.js';
import { lotRoutes } from './lots.js';
import { processReportRoutes } from './process-reports.js';

/** The inventory context: lots, their adjustments, and process reports. */
export const handler = httpHandler(InventoryRoutes, { ...lotRoutes, ...processReportRoutes });
