import { AccountingRoutes } from '@polyloop/shared/contract/routes/accounting';
import { FinanceRoutes } from '@polyloop/shared/contract/routes/finance';
import { httpHandler } from '../preset.js';
import { accountingRoutes } from './accounting.js';
import { financeRoutes } from './finance.js';

/** The finance context: invoices, bills, payments, commissions, the ledger and its views, and the accounting sync. */
export const handler = httpHandler(
  { ...FinanceRoutes, ...AccountingRoutes },
  { ...financeRoutes, ...accountingRoutes },
);
