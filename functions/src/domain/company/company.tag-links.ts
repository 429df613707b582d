import type { Image, ItemChange } from '../../data/changes.js';
import type { TxItem } from '../../data/operations.js';
import { TagCount, TagLink } from '../tag/index.js';
import { Company } from './company.entity.js';

const decode = (image: Image | undefined) =>
  image?.__entity === Company.name ? Company.decode(image) : undefined;

/**
 * What one write of a company means for the tag→company index: a tag it lost drops its link and
 * its count goes down, a tag it gained gets a link and its count goes up. The count moves come
 * last, so when many tags change at once only the transaction with the marker holds them.
 */
export function tagLinkWrites(change: ItemChange): TxItem[] {
  const before = decode(change.before);
  const after = decode(change.after);
  const company = after ?? before;
  if (!company) return [];
  const { tenantId, companyId } = company;
  const had = new Set(before?.tagIds ?? []);
  const has = new Set(after?.tagIds ?? []);
  const links: TxItem[] = [];
  const counts: TxItem[] = [];
  const count = (tagId: string, delta: number) =>
    counts.push(TagCount.tx.update({ tenantId, tagId }, {}, { add: { count: delta }, upsert: true }));
  for (const tagId of had)
    if (!has.has(tagId)) {
      links.push(TagLink.tx.delete({ tenantId, tagId, companyId }));
      count(tagId, -1);
    }
  for (const tagId of has)
    if (!had.has(tagId)) {
      links.push(TagLink.tx.put({ tenantId, tagId, companyId }));
      count(tagId, 1);
    }
  return [...links, ...counts];
}
