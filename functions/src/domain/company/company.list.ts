import type * as z from 'zod';
import type { CompanyListItem, CompanyListQuery } from '@polyloop/shared/crm/company';
import type { Member } from '../../lib/actor.js';
import { readCounters } from '../counter/index.js';
import { pageFrom, countedPage, readAll, type Page, type Slice } from '../../data/page.js';
import {
  listCompaniesCreatedBetween,
  pageCompanies,
  pageCompaniesByNamePrefix,
  type CompanyItem,
  type CompanySort,
  type CompanyStatusValue,
} from './company.entity.js';
import { companyCounterName } from './company.counters.js';
import { listItem } from './company.service.js';
import { searchPrefix } from './normalize.js';

type Query = z.infer<typeof CompanyListQuery>;

/**
 * The companies list. Costs (docs/data-model.md):
 * - no filter: page N is one Query of the sort's index reading (N + 1) x size items, plus one
 *   counter GetItem for x-total-count (the counter moves in the status-changing transactions);
 * - `q` only, sorted by name: one Query of begins_with(nameKey) returning every match (one request
 *   per MB), sliced; the total is the number of matches;
 * - any other filter: the status partition of the sort's index is read whole (one Query per MB,
 *   ~1,000 companies) and filtered in memory, never a Scan and never `Limit` plus a filter.
 */
export async function list(actor: Member, query: Query): Promise<Page<CompanyListItem>> {
  const { tenantId } = actor;
  const [sort, order] = query.sort.split(',') as [CompanySort, 'asc' | 'desc'];
  const status: CompanyStatusValue = query.archived === 'true' ? 'ARCHIVED' : 'ACTIVE';
  const { page, size } = query;
  const prefix = query.q ? searchPrefix(query.q) : '';
  const filtered = query.materialType?.length || query.tag || query.representative;

  if (!filtered && !prefix) {
    return countedPage(
      (limit, cursor) => pageCompanies(tenantId, status, sort, { order, limit, cursor }),
      page,
      size,
      readCounters(tenantId, companyCounterName(status)),
      listItem,
    );
  }
  if (!filtered && sort === 'name') {
    return pageFrom(
      (await readAll((cursor) => pageCompaniesByNamePrefix(tenantId, status, prefix, { order, cursor }))).map(
        listItem,
      ),
      page,
      size,
    );
  }
  const { tag } = query;
  const matches = (c: CompanyItem) =>
    (!prefix || c.nameKey.startsWith(prefix)) &&
    (!query.materialType?.length || query.materialType.some((m) => c.materials.includes(m))) &&
    (!tag || c.tagIds.includes(tag)) &&
    (!query.representative || c.representatives.includes(query.representative));
  const all = await readAll((cursor) => pageCompanies(tenantId, status, sort, { order, cursor }));
  return pageFrom(all.filter(matches).map(listItem), page, size);
}

/**
 * Pickers: active companies by name, optionally only buyers or sellers (flags kept on the item).
 * Reads the name index forward in pages of 100 until `size` match: one Query when unfiltered.
 */
export async function options(
  actor: Member,
  q: string | undefined,
  size: number,
  only?: 'buyers' | 'sellers',
): Promise<{ id: string; name: string }[]> {
  const { tenantId } = actor;
  const prefix = q ? searchPrefix(q) : '';
  const keep = (c: CompanyItem) =>
    only === 'buyers' ? c.buyProfileCount > 0 : only === 'sellers' ? c.materialCount > 0 : true;
  const out: CompanyItem[] = [];
  let cursor: string | null = null;
  do {
    const page: { cursor: string | null; limit: number } = { cursor, limit: only ? 100 : size };
    const slice: Slice<CompanyItem> = prefix
      ? await pageCompaniesByNamePrefix(tenantId, 'ACTIVE', prefix, page)
      : await pageCompanies(tenantId, 'ACTIVE', 'name', page);
    out.push(...slice.items.filter(keep));
    cursor = slice.cursor;
  } while (cursor && out.length < size);
  return out.slice(0, size).map((c) => ({ id: c.companyId, name: c.name }));
}

/** Companies created between two dates (inclusive), active and archived: a BETWEEN Query of each status's created index. */
export async function createdBetween(tenantId: string, from: string, to: string): Promise<CompanyItem[]> {
  const both = await Promise.all(
    (['ACTIVE', 'ARCHIVED'] as const).map((status) =>
      listCompaniesCreatedBetween(tenantId, status, from, to),
    ),
  );
  return both.flat().sort((a, b) => a.createdDate.localeCompare(b.createdDate));
}
