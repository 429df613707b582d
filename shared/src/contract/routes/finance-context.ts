import { AccountingRoutes } from './accounting.js';
import { FinanceRoutes } from './finance.js';
import { JournalBatchRoutes } from './finance-batches.js';

/** What the finance function serves: invoices, bills and the ledger, journal batches, and the accounting sync. */
export const FinanceContextRoutes = { ...FinanceRoutes, ...JournalBatchRoutes, ...AccountingRoutes };
