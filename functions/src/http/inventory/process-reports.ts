import { InventoryRoutes } from '@polyloop/shared/contract/routes/inventory';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const reports = loadOnce(() => import('../../domain/process-report/process-report.service.js'));

/** Process reports, and a have's processing tab. */
export const processReportRoutes = implement(InventoryRoutes, {
  listProcessReports: async ({ query, actor }) => (await reports()).list(actor, query),
  createProcessReport: async ({ body, actor }) => (await reports()).create(actor, body),
  getProcessReport: async ({ params, actor }) => (await reports()).get(actor, params.id),
  haveProcessReports: async ({ params, query, actor }) => (await reports()).ofHave(actor, params.id, query),
});
