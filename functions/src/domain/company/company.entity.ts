import * as z from 'zod';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MaterialType, Service } from '@polyloop/shared';
import { CompanyStatus } from '@polyloop/shared/crm/company';
import { decodeCursor, defineEntity, encodeCursor } from '../../data/entity.js';
import { dynamo, table } from '../../data/client.js';
import { AuditFields } from '../history/audit.js';

/** The headquarters as the company item carries it, so a detail is one GetItem. */
export const Headquarters = z.object({ id: z.string(), city: z.string(), stateProvince: z.string(), country: z.enum(['US', 'CA']), formattedAddress: z.string().optional() });

/**
 * A company in a tenant's CRM. Every item is keyed by the tenant first, so another tenant's id is
 * simply not found. The counts, flags and headquarters are kept on the item by the transactions
 * that change contacts, locations, buy profiles and material associations.
 */
export const Company = defineEntity({
  name: 'company',
  version: 1,
  schema: z.object({
    tenantId: z.string(),
    companyId: z.string(),
    name: z.string(),
    /** Folded name (see normalize.ts): the list's sort key and the search box's prefix. */
    nameKey: z.string(),
    legalName: z.string().optional(),
    about: z.string().optional(),
    website: z.string().optional(),
    /** The logo's S3 object key; answers carry a short-lived presigned address for it. */
    logoKey: z.string().optional(),
    tags: z.array(z.string()).default([]),
    services: z.array(Service).default([]),
    materials: z.array(MaterialType).default([]),
    representatives: z.array(z.string()).default([]),
    headquarters: Headquarters.nullable().default(null),
    status: CompanyStatus,
    /** The tenant's own company (its id is the tenantId). */
    own: z.boolean().default(false),
    createdDate: z.string(),
    updatedDate: z.string(),
    contactCount: z.number().int().default(0),
    locationCount: z.number().int().default(0),
    /** > 0 makes the company an active buyer. */
    buyProfileCount: z.number().int().default(0),
    /** Associated materials; > 0 makes the company an active seller. */
    materialCount: z.number().int().default(0),
    lastTouchpoint: z.string().nullable().default(null),
    /** Who changed it last, for the history feed the stream builds. */
    ...AuditFields,
  }),
  indexes: {
    // getCompany: the detail page, one GetItem
    byId: { pk: ['tenantId'], sk: ['companyId'] },
    // listCompaniesByName: the default list, options and the search box (begins_with on nameKey)
    byName: { index: 'gsi1', pk: ['tenantId', 'status'], sk: ['nameKey', 'companyId'] },
    // listCompaniesByCreated: newest or oldest first, and the export's date range
    byCreated: { index: 'gsi2', pk: ['tenantId', 'status'], sk: ['createdDate', 'companyId'] },
    // listCompaniesByUpdated: recently changed first
    byUpdated: { index: 'gsi3', pk: ['tenantId', 'status'], sk: ['updatedDate', 'companyId'] },
  },
});
export type CompanyItem = z.infer<typeof Company.schema>;
export type CompanyStatusValue = CompanyItem['status'];

/** The GSI composites every update has to restate so the entity layer can rewrite the index keys. */
export const indexComposites = (c: CompanyItem) => ({ status: c.status, nameKey: c.nameKey, createdDate: c.createdDate, updatedDate: c.updatedDate });

/**
 * Companies whose nameKey starts with `prefix`, in name order: one Query on byName. The entity
 * layer matches whole composites only, so the key prefix is taken from the entity's own key
 * builder (never written by hand) and cut before the companyId composite.
 */
export async function queryByNamePrefix(
  tenantId: string,
  status: CompanyStatusValue,
  prefix: string,
  options: { order?: 'asc' | 'desc'; limit?: number; cursor?: string | null } = {},
): Promise<{ items: CompanyItem[]; cursor: string | null }> {
  const keys = Company.keys({ tenantId, companyId: '', status, nameKey: prefix });
  const sk = keys.gsi1sk!;
  const { Items, LastEvaluatedKey } = await dynamo.send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
      ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
      ExpressionAttributeValues: { ':pk': keys.gsi1pk, ':sk': sk.slice(0, sk.lastIndexOf('#companyId=')) },
      ScanIndexForward: options.order !== 'desc',
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor),
    }),
  );
  // zod drops the key attributes and the entity's bookkeeping.
  return { items: (Items ?? []).map((i) => Company.schema.parse(i)), cursor: encodeCursor(LastEvaluatedKey) };
}

/**
 * Companies of one status created from `from` to `to` (ISO dates, inclusive): one Query per MB of
 * the created index with BETWEEN, key values from the entity's own key builder.
 */
export async function queryCreatedBetween(tenantId: string, status: CompanyStatusValue, from: string, to: string): Promise<CompanyItem[]> {
  const bound = (createdDate: string) => {
    const sk = Company.keys({ tenantId, companyId: '', status, createdDate }).gsi2sk!;
    return sk.slice(0, sk.lastIndexOf('#companyId='));
  };
  const pk = Company.keys({ tenantId, companyId: '', status, createdDate: from }).gsi2pk;
  const out: CompanyItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey }: { Items?: Record<string, unknown>[]; LastEvaluatedKey?: Record<string, unknown> } = await dynamo.send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'gsi2',
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#pk': 'gsi2pk', '#sk': 'gsi2sk' },
        // The upper bound sorts after every time of the last day.
        ExpressionAttributeValues: { ':pk': pk, ':from': bound(from), ':to': `${bound(to)}T\uffff` },
        ExclusiveStartKey: start,
      }),
    );
    out.push(...(Items ?? []).map((i) => Company.schema.parse(i)));
    start = LastEvaluatedKey;
  } while (start);
  return out;
}
