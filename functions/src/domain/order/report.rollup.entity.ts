import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/**
 * The reports' rollups (issue 28): per company (tenant), grouping, filter, period and group key,
 * the sums of the delivered shipments that fall there (`report.rollups.ts` says what falls where).
 * `grouping` is what the key is: `all` (one key), `type`, `material`, `company` or `rep`. `filter`
 * is `<companyId>|<materialType>|<status>` with `*` for each filter not set. `period` is
 * `m:<yyyy-mm>` for a month, or `d:<yyyy-mm-dd>` for a day (days are kept for none or one filter
 * only). A report is then one Query of a pk's months and at most two of its days.
 */
export const ReportRollupEntity = defineEntity({
  name: 'report-rollup',
  schema: z.object({
    tenantId: z.string(),
    grouping: z.string(),
    filter: z.string(),
    period: z.string(),
    key: z.string(),
    name: z.string().optional(),
    count: z.number().int().default(0),
    milliPounds: z.number().int().default(0),
    revenueCents: z.number().int().default(0),
    costCents: z.number().int().default(0),
    commissionsCents: z.number().int().default(0),
    valueCents: z.number().int().default(0),
  }),
  indexes: {
    // listReportRollups: one grouping and filter's periods, in order
    byPeriod: { pk: ['tenantId', 'grouping', 'filter'], sk: ['period', 'key'] },
  },
});
export type ReportRollupRecord = z.infer<typeof ReportRollupEntity.schema>;

/** The rollups of one grouping and filter from period `from` to period `to` (both `m:` or both `d:`), inclusive. */
export const listReportRollups = (
  tenantId: string,
  grouping: string,
  filter: string,
  from: string,
  to: string,
) =>
  ReportRollupEntity.queryAll(
    'byPeriod',
    { tenantId, grouping, filter },
    { range: { between: [{ period: from }, { period: `${to}\uffff` }] } },
  );
