import * as z from 'zod';
import { FinanceKind } from '@polyloop/shared/finance/invoice';
import { defineEntity } from '../../data/entity.js';

/**
 * The finance summary's rollup: per company (tenant), month and dimension (`all`, `type:<material
 * type>`, `company:<id>`), what the journal posted to revenue, cost of goods, commissions and fees.
 * The stream adds each new journal entry in (`journal-entry.rollup`), so a 12-month summary is one
 * Query of at most 12 × (1 + types + companies) small items, however many shipments there are.
 */
export const FinanceRollupEntity = defineEntity({
  name: 'finance-rollup',
  schema: z.object({
    tenantId: z.string(),
    month: z.string(),
    dimension: z.string(),
    name: z.string().optional(),
    revenueCents: z.number().int().default(0),
    costCents: z.number().int().default(0),
    commissionsCents: z.number().int().default(0),
    feesCents: z.number().int().default(0),
  }),
  indexes: {
    // listRollups: a tenant's months, in order
    byMonth: { pk: ['tenantId'], sk: ['month', 'dimension'] },
  },
});
export type FinanceRollupRecord = z.infer<typeof FinanceRollupEntity.schema>;

/** The rollups of the months from..to (yyyy-mm, inclusive). */
export const listRollups = (tenantId: string, from: string, to: string) =>
  FinanceRollupEntity.queryAll(
    'byMonth',
    { tenantId },
    { range: { between: [{ month: from }, { month: `${to}\uffff` }] } },
  );

/**
 * What is owed, per kind, company and due date: the open balances of the invoices (or bills) due that
 * day. The stream moves it with every change of an invoice (`invoice.open-balances`), so the aged
 * views and the summary's open and overdue totals are one Query of small items per kind.
 */
export const OpenBalanceEntity = defineEntity({
  name: 'open-balance',
  schema: z.object({
    tenantId: z.string(),
    kind: FinanceKind,
    companyId: z.string(),
    dueDate: z.string(),
    companyName: z.string().optional(),
    balanceCents: z.number().int().default(0),
    count: z.number().int().default(0),
  }),
  indexes: {
    // listOpenBalances: a kind's open balances by company and due date
    byCompany: { pk: ['tenantId', 'kind'], sk: ['companyId', 'dueDate'] },
  },
});
export type OpenBalanceRecord = z.infer<typeof OpenBalanceEntity.schema>;

/** A kind's open balances per company and due date (not the all-companies totals). */
export const listOpenBalances = async (tenantId: string, kind: z.infer<typeof FinanceKind>) =>
  (
    await OpenBalanceEntity.queryAll('byCompany', { tenantId, kind }, { range: { lt: { companyId: '~' } } })
  ).filter((b) => b.companyId !== '~all');

/** A kind's open balances of all companies per due date: one small item per day something is owed. */
export const listOpenTotals = (tenantId: string, kind: z.infer<typeof FinanceKind>) =>
  OpenBalanceEntity.queryAll('byCompany', { tenantId, kind }, { sk: { companyId: '~all' } });
