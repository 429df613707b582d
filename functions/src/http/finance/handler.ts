import { FinanceRoutes } from '@polyloop/shared/contract/routes/finance';
import { httpHandler } from '../preset.js';
import { financeRoutes } from './finance.js';

/** The finance context: invoices, bills, payments, commissions, the ledger and its views. */
export const handler = httpHandler(FinanceRoutes, financeRoutes);
