import { FinanceContextRoutes } from '@polyloop/shared/contract/routes/finance-context';
import { httpHandler } from '../preset.js';
import { accountingRoutes } from './accounting.js';
import { batchRoutes } from './batches.js';
import { financeRoutes } from './finance.js';
import { reportRoutes } from './reports.js';

/** The finance context: invoices, bills, payments, commissions, the ledger and its views, its batches, the accounting sync, and reporting. */
export const handler = httpHandler(FinanceContextRoutes, {
  ...financeRoutes,
  ...batchRoutes,
  ...accountingRoutes,
  ...reportRoutes,
});
