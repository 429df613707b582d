import * as z from 'zod';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MaterialFields } from '@polyloop/shared/crm/material';
import { decodeCursor, defineEntity, encodeCursor } from '../../data/entity.js';
import { dynamo, table } from '../../data/client.js';
import { AuditFields } from '../history/audit.js';

export const MaterialState = z.enum(['ACTIVE', 'ARCHIVED']);
export type MaterialState = z.infer<typeof MaterialState>;

/** A material (plastic) of one company; every key starts with the tenant, so other companies' ids are simply not found. */
export const MaterialItem = defineEntity({
  name: 'material',
  version: 1,
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
    // getMaterial: one material by id
    byId: { pk: ['tenantId'], sk: ['materialId'] },
    // listMaterials: active (or archived) materials by name
    byName: { index: 'gsi1', pk: ['tenantId', 'state'], sk: ['nameKey'] },
    // listMaterials?type=: one type's materials by name
    byType: { index: 'gsi2', pk: ['tenantId', 'state', 'type'], sk: ['nameKey'] },
    // exportMaterials: materials created in one month, by creation time
    byCreated: { index: 'gsi3', pk: ['tenantId', 'createdMonth'], sk: ['createdDate', 'materialId'] },
  },
});
export type MaterialItem = z.infer<typeof MaterialItem.schema>;

export interface NameFilter {
  tenantId: string;
  state: MaterialState;
  type?: MaterialItem['type'];
  /** Lower-cased name prefix. */
  prefix: string;
}

/**
 * One page of a name index whose names start with `prefix`. The entity layer matches whole sort-key
 * composites only, so this one access pattern issues its own Query with begins_with; the key
 * values still come from the entity's own key builder (a probe item), never written by hand.
 */
export async function queryNamePrefix(filter: NameFilter, options: { limit?: number; cursor?: string | null; count?: boolean }) {
  const probe = { tenantId: filter.tenantId, materialId: '-', state: filter.state, type: filter.type ?? 'PLX', nameKey: filter.prefix };
  const keys = MaterialItem.keys(probe);
  const gsi = filter.type ? 'gsi2' : 'gsi1';
  const result = await dynamo.send(
    new QueryCommand({
      TableName: table(),
      IndexName: gsi,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
      ExpressionAttributeNames: { '#pk': `${gsi}pk`, '#sk': `${gsi}sk` },
      ExpressionAttributeValues: { ':pk': keys[`${gsi}pk`], ':sk': keys[`${gsi}sk`] },
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor),
      Select: options.count ? 'COUNT' : undefined,
    }),
  );
  return {
    items: (result.Items ?? []).map((raw) => MaterialItem.schema.parse(raw)),
    count: result.Count ?? 0,
    cursor: encodeCursor(result.LastEvaluatedKey),
  };
}
