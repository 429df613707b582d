import { InventoryRoutes } from '@polyloop/shared/contract/routes/inventory';
import { attachment, implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const lots = loadOnce(() => import('../../domain/inventory/lot.service.js'));
const lotExport = loadOnce(() => import('../../domain/inventory/lot.export.js'));

/** Inventory lots, their adjustments and history. */
export const lotRoutes = implement(InventoryRoutes, {
  listLots: async ({ query, actor }) => (await lots()).list(actor, query),
  createLot: async ({ body, actor }) => (await lots()).create(actor, body),
  exportLots: async ({ query, actor }) => attachment(await (await lotExport()).exportLots(actor, query)),
  getLot: async ({ params, actor }) => (await lots()).get(actor, params.id),
  updateLot: async ({ params, body, actor }) => (await lots()).update(actor, params.id, body),
  listLotAdjustments: async ({ params, actor }) => (await lots()).adjustments(actor, params.id),
  adjustLot: async ({ params, body, actor }) => (await lots()).adjust(actor, params.id, body),
  lotHistory: async ({ params, query, actor }) =>
    (await lots()).history(actor, params.id, query.cursor, query.size),
});
