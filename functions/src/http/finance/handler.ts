import { FinanceContextRoutes } from '@polyloop/shared/contract/routes/finance-context';
import { httpHandler } from '../preset.js';
import { accountingRoutes } from './accounting.js';
import { batchRoutes } from './batches.js';
import { financeRoutes } from './finance.js';

/** The finance context: invoices, bills, payments, commissions, the ledger and its views, its batches, and the accounting sync. */
export const handler = httpHandler(FinanceContextRoutes, {
  ...financeRoutes,
  ...batchRoutes,
  ...accountingRoutes,
});
