import * as z from 'zod';
import { MaterialType, Service } from '@polyloop/shared/enums';
import { CompanyStatus } from '@polyloop/shared/crm/company';
import { defineEntity } from '../../data/entity.js';
import type { Slice } from '../../data/page.js';
import { AuditFields } from '../history/index.js';
import type { LocationItem } from '../location/index.js';

/** The headquarters as the company item carries it, so a detail is one GetItem. */
export const Headquarters = z.object({
  id: z.string(),
  city: z.string(),
  stateProvince: z.string(),
  country: z.enum(['US', 'CA']),
  formattedAddress: z.string().optional(),
  /** Its point: the list's distance filter and the map read it (companies kept before it have none until their headquarters changes). */
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});

/** The headquarters a location makes: what the company item copies of it. */
export const headquartersOf = (l: LocationItem): z.infer<typeof Headquarters> => ({
  id: l.locationId,
  city: l.city,
  stateProvince: l.stateProvince,
  country: l.country,
  ...(l.formattedAddress ? { formattedAddress: l.formattedAddress } : {}),
  latitude: l.latitude,
  longitude: l.longitude,
});

/**
 * A company in a tenant's CRM. Every item is keyed by the tenant first, so another tenant's id is
 * simply not found. The counts, flags and headquarters are kept on the item by the transactions
 * that change contacts, locations, buy profiles and material associations.
 */
export const Company = defineEntity({
  name: 'company',
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
    /**
     * Ids of the company's tags (domain/tag). Free-text `tags` of before are turned into tags and
     * ids by scripts/tags-migration.ts.
     */
    tagIds: z.array(z.string()).default([]),
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
    // Company.get: the detail page, one GetItem
    byId: { pk: ['tenantId'], sk: ['companyId'] },
    // pageCompanies(name), pageCompaniesByNamePrefix: the default list, pickers and the search box
    byName: { index: 'gsi1', pk: ['tenantId', 'status'], sk: ['nameKey', 'companyId'] },
    // pageCompanies(createdDate), listCompaniesCreatedBetween: newest or oldest first, and the export
    byCreated: { index: 'gsi2', pk: ['tenantId', 'status'], sk: ['createdDate', 'companyId'] },
    // pageCompanies(updatedDate): recently changed first
    byUpdated: { index: 'gsi3', pk: ['tenantId', 'status'], sk: ['updatedDate', 'companyId'] },
  },
});
export type CompanyItem = z.infer<typeof Company.schema>;
export type CompanyStatusValue = CompanyItem['status'];

/** The list's sort orders, each an index of one status's companies. */
export const COMPANY_SORTS = { name: 'byName', createdDate: 'byCreated', updatedDate: 'byUpdated' } as const;
export type CompanySort = keyof typeof COMPANY_SORTS;

type Page = { cursor: string | null; limit?: number; order?: 'asc' | 'desc' };

/** One page of a tenant's companies of one status, in the order of the sort's index. */
export const pageCompanies = (
  tenantId: string,
  status: CompanyStatusValue,
  sort: CompanySort,
  page: Page,
): Promise<Slice<CompanyItem>> => Company.query(COMPANY_SORTS[sort], { tenantId, status }, page);

/** One page of the companies whose folded name starts with `prefix`, in name order (the search box). */
export const pageCompaniesByNamePrefix = (
  tenantId: string,
  status: CompanyStatusValue,
  prefix: string,
  page: Page,
): Promise<Slice<CompanyItem>> =>
  Company.query('byName', { tenantId, status }, { range: { beginsWith: { nameKey: prefix } }, ...page });

/** Companies of one status created from `from` to `to` (ISO dates, inclusive), oldest first: the export. */
export const listCompaniesCreatedBetween = (
  tenantId: string,
  status: CompanyStatusValue,
  from: string,
  to: string,
) =>
  Company.queryAll(
    'byCreated',
    { tenantId, status },
    { range: { between: [{ createdDate: from }, { createdDate: to }] } },
  );
