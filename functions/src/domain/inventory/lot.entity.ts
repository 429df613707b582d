import * as z from 'zod';
import { MaterialType, PriceUnitSchema, WeightUnitSchema } from '@polyloop/shared/enums';
import { LotPlace, LotSourceKind } from '@polyloop/shared/inventory/lot';
import { defineEntity } from '../../data/entity.js';
import type { Slice } from '../../data/page.js';
import { AuditFields } from '../history/index.js';

/**
 * A lot of material at a location (part 1 §2; issue 8 part 4). `remaining` is a top-level number
 * in the lot's `unit` so that consuming it is one atomic ADD under the condition
 * `remaining >= what is taken`: a lot can never go below zero, whoever writes at the same time.
 * `version` moves with every write to the weight, so an adjustment knows the exact weight it leaves.
 */
export const LotItem = defineEntity({
  name: 'inventory-lot',
  schema: z.object({
    tenantId: z.string(),
    id: z.string(),
    identifier: z.string(),
    locationId: z.string(),
    /** The location's name and place and its company, as recorded. */
    location: LotPlace,
    materialId: z.string().optional(),
    materialName: z.string().optional(),
    materialType: MaterialType,
    unit: WeightUnitSchema,
    receivedWeight: z.number(),
    remaining: z.number(),
    cost: z.object({ unitValue: z.number(), unit: PriceUnitSchema }).optional(),
    lotNumber: z.string().optional(),
    /** yyyy-mm-dd. */
    receivedDate: z.string(),
    source: z.object({
      kind: LotSourceKind,
      haveId: z.string().optional(),
      haveIdentifier: z.string().optional(),
      reference: z.string().optional(),
      processReportId: z.string().optional(),
      processReportIdentifier: z.string().optional(),
    }),
    notes: z.string().optional(),
    version: z.number().int(),
    createdDate: z.string(),
    updatedDate: z.string(),
    ...AuditFields,
  }),
  indexes: {
    // LotItem.get: one lot by id
    byId: { pk: ['tenantId'], sk: ['id'] },
    // pageLots: every lot, newest received first (also the export's date range)
    byReceived: { index: 'gsi1', pk: ['tenantId'], sk: ['receivedDate', 'id'] },
    // pageLots with a location
    byLocation: { index: 'gsi2', pk: ['tenantId', 'locationId'], sk: ['receivedDate', 'id'] },
    // pageLots with a material type
    byType: { index: 'gsi3', pk: ['tenantId', 'materialType'], sk: ['receivedDate', 'id'] },
    // pageLots with a material
    byMaterial: { index: 'gsi4', pk: ['tenantId', 'materialId'], sk: ['receivedDate', 'id'] },
  },
});
export type LotItem = z.infer<typeof LotItem.schema>;

/** A change to a lot's remaining weight and why; written in the lot's own transaction. */
export const LotAdjustment = defineEntity({
  name: 'lot-adjustment',
  schema: z.object({
    tenantId: z.string(),
    lotId: z.string(),
    /** Time-ordered. */
    id: z.string(),
    identifier: z.string(),
    change: z.number(),
    unit: WeightUnitSchema,
    remainingAfter: z.number(),
    reason: z.string(),
    createdDate: z.string(),
    ...AuditFields,
  }),
  indexes: {
    // listAdjustmentsOfLot: a lot's adjustments, latest first
    byLot: { pk: ['tenantId', 'lotId'], sk: ['id'] },
  },
});
export type LotAdjustmentItem = z.infer<typeof LotAdjustment.schema>;

/** Which index a list reads: the narrowest its filters allow. */
export type LotRead =
  | { index: 'byReceived' }
  | { index: 'byLocation'; locationId: string }
  | { index: 'byType'; materialType: LotItem['materialType'] }
  | { index: 'byMaterial'; materialId: string };

/** One page of lots, newest received first: the single Query of the inventory list. */
export function pageLots(
  tenantId: string,
  read: LotRead,
  limit: number,
  cursor: string | null,
): Promise<Slice<LotItem>> {
  const page = { order: 'desc' as const, limit, cursor };
  switch (read.index) {
    case 'byReceived':
      return LotItem.query('byReceived', { tenantId }, page);
    case 'byLocation':
      return LotItem.query('byLocation', { tenantId, locationId: read.locationId }, page);
    case 'byType':
      return LotItem.query('byType', { tenantId, materialType: read.materialType }, page);
    case 'byMaterial':
      return LotItem.query('byMaterial', { tenantId, materialId: read.materialId }, page);
  }
}

/** Lots received between two days (inclusive): the export, one Query per MB. */
export const listLotsReceivedBetween = (tenantId: string, from: string, to: string) =>
  LotItem.queryAll(
    'byReceived',
    { tenantId },
    { range: { between: [{ receivedDate: from }, { receivedDate: to }] } },
  );

/** A lot's adjustments, latest first (a lot has tens): one Query per MB. */
export const listAdjustmentsOfLot = (tenantId: string, lotId: string) =>
  LotAdjustment.queryAll('byLot', { tenantId, lotId }, { order: 'desc' });
