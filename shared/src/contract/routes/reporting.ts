import * as z from 'zod';
import { defineRoutes, FileBinary } from '../define.js';
import { Report, ReportExportQuery, ReportQuery } from '../../reporting/report.js';

/** A month of the dashboard's margin chart. */
export const DashboardMonth = z.object({
  month: z.string(),
  revenueCents: z.number().int(),
  profitCents: z.number().int(),
  marginPercent: z.number().nullable(),
});

/** The dashboard's money (issue 28 part 4): the last 12 months from the report rollups, and what is owed now. */
export const DashboardMoney = z.object({
  from: z.string(),
  to: z.string(),
  revenueCents: z.number().int(),
  /** Revenue less cost and commissions: the reports' profit. */
  profitCents: z.number().int(),
  marginPercent: z.number().nullable(),
  receivablesCents: z.number().int(),
  overdueReceivablesCents: z.number().int(),
  payablesCents: z.number().int(),
  months: z.array(DashboardMonth),
});
export type DashboardMoney = z.infer<typeof DashboardMoney>;

/** Reporting (part 1 §2, market/analytics): served by the finance function, from rollups the stream keeps. */
export const ReportRoutes = defineRoutes(
  'finance',
  { tags: ['Reporting'] },
  {
    getReport: {
      method: 'GET',
      path: '/api/reports',
      summary:
        'A metric of the delivered trade, grouped one way, filtered and over a range, from the report rollups: a bounded number of Queries whatever the number of shipments.',
      permission: 'ANALYTICS_REPORTS',
      query: ReportQuery,
      response: Report,
    },
    exportReport: {
      method: 'GET',
      path: '/api/reports/export',
      summary: 'The same report’s table as CSV or XLSX.',
      permission: 'ANALYTICS_REPORTS',
      query: ReportExportQuery,
      response: FileBinary,
      contentType: 'application/octet-stream',
    },
    getDashboardMoney: {
      method: 'GET',
      path: '/api/reports/dashboard',
      summary:
        'The dashboard’s money: revenue, profit and margin of the last 12 months by month, and the open receivables and payables.',
      permission: 'ANALYTICS_REPORTS',
      response: DashboardMoney,
    },
  },
);
