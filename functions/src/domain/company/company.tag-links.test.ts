import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import type { TxItem } from '../../data/operations.js';
import { tagLinkWrites } from './company.tag-links.js';

const company = (tagIds: string[]) => ({
  __entity: 'company',
  tenantId: 'T',
  companyId: 'c1',
  name: 'Acme',
  nameKey: 'acme',
  tagIds,
  status: 'ACTIVE',
  createdDate: '2026-11-01T00:00:00.000Z',
  updatedDate: '2026-11-02T00:00:00.000Z',
});
const change = (before?: string[], after?: string[]) => ({
  id: 'r1',
  kind: 'MODIFY' as const,
  before: before && company(before),
  after: after && company(after),
  at: '2026-11-02T00:00:00.000Z',
});
/** Each write as what it does and to which item: "put tag-link t1", "add tag-count t2 -1". */
const described = (writes: TxItem[]) =>
  writes.map(({ entity, item }) => {
    const tag = JSON.stringify(item).match(/tagId=([a-z0-9]+)/)?.[1];
    if (item.Put) return `put ${entity} ${tag}`;
    if (item.Delete) return `delete ${entity} ${tag}`;
    const delta = (item.Update?.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
    return `add ${entity} ${tag} ${Object.values(delta).find((v) => typeof v === 'number')}`;
  });

describe('the tag→company index', () => {
  it('files a new company under each of its tags and counts it once per tag', () => {
    expect(described(tagLinkWrites(change(undefined, ['t1', 't2'])))).toEqual([
      'put tag-link t1',
      'put tag-link t2',
      'add tag-count t1 1',
      'add tag-count t2 1',
    ]);
  });

  it('moves a company from a tag it lost to one it gained, and writes nothing when its tags stay', () => {
    expect(described(tagLinkWrites(change(['t1', 't2'], ['t2', 't3'])))).toEqual([
      'delete tag-link t1',
      'put tag-link t3',
      'add tag-count t1 -1',
      'add tag-count t3 1',
    ]);
    expect(tagLinkWrites(change(['t1'], ['t1']))).toEqual([]);
  });

  it('reads nothing but companies', () => {
    expect(tagLinkWrites({ ...change(), before: { __entity: 'contact' } })).toEqual([]);
  });
});
