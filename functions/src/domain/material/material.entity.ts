import * as z from 'zod';
import { MaterialFields } from '@polyloop/shared/crm/material';
import { defineEntity } from '../../data/entity.js';
import type { Slice } from '../../data/page.js';
import { AuditFields } from '../history/index.js';

export const MaterialState = z.enum(['ACTIVE', 'ARCHIVED']);
export type MaterialState = z.infer<typeof MaterialState>;

/** A material (plastic) of one company; every key starts with the tenant, so other companies' ids are simply not found. */
export const MaterialItem = defineEntity({
  name: 'material',
  schema: MaterialFields.extend({
    tenantId: z.string(),
    materialId: z.string(),
    identifier: z.string(),
    archived: z.boolean(),
    /** `archived` as a key composite: lists show active or archived materials, never both. */
    state: MaterialState,
    /** Lower-cased name, the sort key of the name indexes (so "q" is a prefix query). */
    nameKey: z.string(),
    createdDate: z.string(),
    /** yyyy-mm: the export's created-date index is bucketed by month. */
    createdMonth: z.string(),
    updatedDate: z.string(),
    ...AuditFields,
  }),
  indexes: {
    // MaterialItem.get: one material by id
    byId: { pk: ['tenantId'], sk: ['materialId'] },
    // pageMaterials, countMaterials: active (or archived) materials by name, or by name prefix
    byName: { index: 'gsi1', pk: ['tenantId', 'state'], sk: ['nameKey'] },
    // pageMaterials, countMaterials with a type: one type's materials by name
    byType: { index: 'gsi2', pk: ['tenantId', 'state', 'type'], sk: ['nameKey'] },
    // listMaterialsCreatedIn: materials created in one month, by creation time (the export)
    byCreated: { index: 'gsi3', pk: ['tenantId', 'createdMonth'], sk: ['createdDate', 'materialId'] },
  },
});
export type MaterialItem = z.infer<typeof MaterialItem.schema>;

/** Which materials a list shows: one state, optionally one type, optionally names starting with a (lower-cased) prefix. */
export interface MaterialFilter {
  tenantId: string;
  state: MaterialState;
  type?: MaterialItem['type'];
  prefix?: string;
}

/** The index and key condition a filter reads: the type's index when a type is given, names by prefix when one is. */
function read(filter: MaterialFilter) {
  const { tenantId, state, type, prefix } = filter;
  const range = prefix ? { range: { beginsWith: { nameKey: prefix } } } : {};
  return type
    ? (['byType', { tenantId, state, type }, range] as const)
    : (['byName', { tenantId, state }, range] as const);
}

/** One page of materials by name. */
export function pageMaterials(
  filter: MaterialFilter,
  page: { cursor: string | null; limit: number },
): Promise<Slice<MaterialItem>> {
  const [index, pk, range] = read(filter);
  return index === 'byType'
    ? MaterialItem.query(index, pk, { ...range, ...page })
    : MaterialItem.query(index, pk, { ...range, ...page });
}

/** How many materials a filter matches (the list's total when no counter keeps it: a name prefix). */
export function countMaterials(filter: MaterialFilter): Promise<number> {
  const [index, pk, range] = read(filter);
  return index === 'byType' ? MaterialItem.count(index, pk, range) : MaterialItem.count(index, pk, range);
}

/** Materials created in one month (yyyy-mm), by creation time: the export reads one month per Query. */
export const listMaterialsCreatedIn = (tenantId: string, createdMonth: string) =>
  MaterialItem.queryAll('byCreated', { tenantId, createdMonth });
