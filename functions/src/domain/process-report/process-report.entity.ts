import * as z from 'zod';
import { MaterialType, PriceUnitSchema, WeightUnitSchema } from '@polyloop/shared/enums';
import { LotPlace } from '@polyloop/shared/inventory/lot';
import { defineEntity } from '../../data/entity.js';
import type { Slice } from '../../data/page.js';
import { AuditFields } from '../history/index.js';

const Cost = z.object({ unitValue: z.number(), unit: PriceUnitSchema });
const Weight = z.object({ unitValue: z.number(), unit: WeightUnitSchema });
const Line = { lotId: z.string(), identifier: z.string(), lotNumber: z.string().optional() };

/**
 * A process report (part 1 §3–§5): what went in, what came out and what was lost. It carries its
 * input and output lines (at most 20 and 10) so its detail is one read; the lots themselves are
 * moved in the same transaction that writes it.
 */
export const ProcessReportItem = defineEntity({
  name: 'process-report',
  schema: z.object({
    tenantId: z.string(),
    id: z.string(),
    identifier: z.string(),
    materialId: z.string(),
    materialName: z.string().optional(),
    materialType: MaterialType,
    /** The unit of the final, lost and input weights. */
    unit: WeightUnitSchema,
    finalWeight: z.number(),
    totalLostWeight: z.number(),
    inputWeight: z.number(),
    yieldLoss: z.number(),
    /** What the processing itself cost, in whole cents. */
    processingCostCents: z.number().int().optional(),
    /** The inputs' cost and the processing cost, in whole cents. */
    totalCostCents: z.number().int(),
    /** yyyy-mm-dd. */
    processingDate: z.string(),
    representatives: z.array(z.string()).default([]),
    haveId: z.string().optional(),
    haveIdentifier: z.string().optional(),
    locationId: z.string(),
    location: LotPlace,
    inputs: z.array(z.object({ ...Line, percentage: z.number(), consumed: Weight, cost: Cost })),
    outputs: z.array(z.object({ ...Line, weight: Weight, cost: Cost })),
    notes: z.string().optional(),
    createdDate: z.string(),
    updatedDate: z.string(),
    ...AuditFields,
  }),
  indexes: {
    // ProcessReportItem.get: one report by id
    byId: { pk: ['tenantId'], sk: ['id'] },
    // pageReports: every report, latest processing date first
    byDate: { index: 'gsi1', pk: ['tenantId'], sk: ['processingDate', 'id'] },
    // pageReports of a have: its processing tab (sparse: reports of no have are not in it)
    byHave: { index: 'gsi2', pk: ['tenantId', 'haveId'], sk: ['processingDate', 'id'] },
  },
});
export type ProcessReportItem = z.infer<typeof ProcessReportItem.schema>;

/** One page of reports, latest processing date first: all of them, or one have's. */
export function pageReports(
  tenantId: string,
  haveId: string | undefined,
  limit: number,
  cursor: string | null,
): Promise<Slice<ProcessReportItem>> {
  const page = { order: 'desc' as const, limit, cursor };
  return haveId
    ? ProcessReportItem.query('byHave', { tenantId, haveId }, page)
    : ProcessReportItem.query('byDate', { tenantId }, page);
}
