import { InventoryRoutes } from '@polyloop/shared/contract/routes/inventory';
import { attachment, implement } from '../preset.js';
import * as Lots from '../../domain/inventory/lot.service.js';
import { exportLots } from '../../domain/inventory/lot.export.js';

/** Inventory lots, their adjustments and history. */
export const lotRoutes = implement(InventoryRoutes, {
  listLots: ({ query, actor }) => Lots.list(actor, query),
  createLot: ({ body, actor }) => Lots.create(actor, body),
  exportLots: async ({ query, actor }) => attachment(await exportLots(actor, query)),
  getLot: ({ params, actor }) => Lots.get(actor, params.id),
  updateLot: ({ params, body, actor }) => Lots.update(actor, params.id, body),
  listLotAdjustments: ({ params, actor }) => Lots.adjustments(actor, params.id),
  adjustLot: ({ params, body, actor }) => Lots.adjust(actor, params.id, body),
  lotHistory: ({ params, query, actor }) => Lots.history(actor, params.id, query.cursor, query.size),
});
