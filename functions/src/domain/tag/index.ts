/**
 * What the tag aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export {
  TagEntity,
  TagName,
  TagLink,
  TagCount,
  tagNameKey,
  listTagsOfTenant,
  listCompaniesTagged,
} from './tag.entity.js';
export type { TagItem } from './tag.entity.js';
