import { ReportRoutes } from '@polyloop/shared/contract/routes/reporting';
import { attachment, implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const reports = loadOnce(() => import('../../domain/reporting/report.service.js'));

/** Reporting: the report builder's report and its table as a file, and the dashboard's money. */
export const reportRoutes = implement(ReportRoutes, {
  getReport: async ({ query, actor }) => (await reports()).report(actor, query),
  exportReport: async ({ query, actor }) => attachment(await (await reports()).exportReport(actor, query)),
  getDashboardMoney: async ({ actor }) => (await reports()).dashboardMoney(actor),
});
