import { InventoryRoutes } from '@polyloop/shared/contract/routes/inventory';
import { implement } from '../preset.js';
import * as Reports from '../../domain/process-report/process-report.service.js';

/** Process reports, and a have's processing tab. */
export const processReportRoutes = implement(InventoryRoutes, {
  listProcessReports: ({ query, actor }) => Reports.list(actor, query),
  createProcessReport: ({ body, actor }) => Reports.create(actor, body),
  getProcessReport: ({ params, actor }) => Reports.get(actor, params.id),
  haveProcessReports: ({ params, query, actor }) => Reports.ofHave(actor, params.id, query),
});
