import { AccountingRoutes } from './accounting.js';
import { FinanceRoutes } from './finance.js';
import { JournalBatchRoutes } from './finance-batches.js';
import { ReportRoutes } from './reporting.js';

/** What the finance function serves: invoices, bills and the ledger, journal batches, the accounting sync, and reporting. */
export const FinanceContextRoutes = {
  ...FinanceRoutes,
  ...JournalBatchRoutes,
  ...AccountingRoutes,
  ...ReportRoutes,
};
