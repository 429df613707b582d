import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/** One of a company's tags (spec part 1: admins manage tags; companies carry their ids). */
export const TagEntity = defineEntity({
  name: 'tag',
  schema: z.object({
    tenantId: z.string(),
    tagId: z.string(),
    name: z.string(),
    createdDate: z.string(),
    updatedDate: z.string(),
  }),
  indexes: {
    // listTagsOfTenant, TagEntity.get, TagEntity.batch: the company's list is one partition
    byId: { pk: ['tenantId'], sk: ['tagId'] },
  },
});
export type TagItem = z.infer<typeof TagEntity.schema>;

/**
 * A tag's name, folded (`tagNameKey`), within its company. Created with attribute_not_exists in
 * the same transaction as the tag (and moved with a rename), so two requests cannot both take a
 * name.
 */
export const TagName = defineEntity({
  name: 'tag-name',
  schema: z.object({ tenantId: z.string(), nameKey: z.string(), tagId: z.string() }),
  indexes: {
    // TagName.tx.create: the name's uniqueness within the company (no reads)
    byName: { pk: ['tenantId', 'nameKey'], sk: [] },
  },
});

/**
 * A company filed under one of its tags: the tag→company index a merge or a delete reads to reach
 * every company carrying the tag, one Query of the tag's partition whatever the number of the
 * tenant's companies. Kept by the `company.tags` projection from the companies' own writes.
 */
export const TagLink = defineEntity({
  name: 'tag-link',
  schema: z.object({ tenantId: z.string(), tagId: z.string(), companyId: z.string() }),
  indexes: {
    // listCompaniesTagged: the companies carrying one tag
    byTag: { pk: ['tenantId', 'tagId'], sk: ['companyId'] },
  },
});

/** How many companies carry a tag: kept with the links, read for the whole list in one BatchGetItem. */
export const TagCount = defineEntity({
  name: 'tag-count',
  schema: z.object({ tenantId: z.string(), tagId: z.string(), count: z.number().int() }),
  indexes: {
    // TagCount.batch: a tag's usage, beside the list
    byTag: { pk: ['tenantId', 'tagId'], sk: [] },
  },
});

/** A tag name as compared for uniqueness: trimmed, inner spaces collapsed, lower case. */
export const tagNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The company's tags, whole (at most TAG_LIMIT). */
export const listTagsOfTenant = (tenantId: string) => TagEntity.queryAll('byId', { tenantId });

/** The ids of the companies carrying a tag, whole. */
export const listCompaniesTagged = async (tenantId: string, tagId: string): Promise<string[]> =>
  (await TagLink.queryAll('byTag', { tenantId, tagId })).map((l) => l.companyId);
