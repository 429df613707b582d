import type { OrderListItem, OrderListQuery } from '@polyloop/shared/orders/order';
import type { Member } from '../../lib/actor.js';
import { batchGet, batchGetMany, type BatchRequest } from '../../data/entity.js';
import { countedPage, pageFrom, pageOf, readAll, type Page } from '../../data/page.js';
import { read as readCounter } from '../counter/index.js';
import { OrderRefCount, pageOrderRefs } from './order-ref.entity.js';
import {
  OrderEntity,
  pageOrders,
  sortText,
  type IndexedOrderSort,
  type OrderRecord,
} from './order.entity.js';
import { COUNTERS, listItem } from './order.records.js';

const INDEXED = new Set<string>(['updatedDate', 'totalSales', 'totalWeight', 'supplier', 'identifier']);

/**
 * The one ref a list's filter stands for, when a ref's items can answer it alone (see OrderRef):
 * one of company, have, need, material or a single status, in the last-change order.
 */
export function refOf(query: OrderListQuery, field: string): string | undefined {
  if (field !== 'updatedDate' || query.materialType) return undefined;
  const refs = [
    query.companyId && `company:${query.companyId}`,
    query.haveId && `have:${query.haveId}`,
    query.needId && `need:${query.needId}`,
    query.materialId && `material:${query.materialId}`,
    ...(query.statuses?.length ? [query.statuses.length === 1 ? `status:${query.statuses[0]}` : 'many'] : []),
  ].filter((r): r is string => !!r);
  return refs.length === 1 && refs[0] !== 'many' ? refs[0] : undefined;
}

/**
 * A page of orders. With no filter, an indexed sort is one Query of its index plus one counter
 * read. One filter (a company, have, need, material or status: the record pages' Orders tabs) is
 * one Query of the ref's items plus one BatchGetItem of the page's orders and the ref's total.
 * Other filters and the city sorts read the tenant's orders in the sort's order and narrow them.
 */
export async function list(actor: Member, query: OrderListQuery): Promise<Page<OrderListItem>> {
  const { tenantId } = actor;
  const [field, direction] = query.sort.split(',') as [string, 'asc' | 'desc'];
  const filtered = !!(
    query.statuses?.length ||
    query.companyId ||
    query.materialType ||
    query.haveId ||
    query.needId ||
    query.materialId
  );
  if (INDEXED.has(field) && !filtered) {
    const reader = (limit: number, cursor: string | null) =>
      pageOrders(tenantId, field as IndexedOrderSort, direction, limit, cursor);
    return countedPage(reader, query.page, query.size, readCounter(tenantId, COUNTERS.orders), listItem);
  }
  const ref = refOf(query, field);
  if (ref) return refPage(tenantId, ref, direction, query);
  return filteredPage(tenantId, field, direction, query);
}

/** A page of the orders of one ref (see OrderRef), in the last-change order, and the ref's total. */
async function refPage(
  tenantId: string,
  ref: string,
  direction: 'asc' | 'desc',
  query: OrderListQuery,
): Promise<Page<OrderListItem>> {
  const refs = await pageOf(
    (limit, cursor) => pageOrderRefs(tenantId, ref, direction, limit, cursor),
    query.page,
    query.size,
  );
  // A BatchGetItem holds 100 keys: the total and 99 orders; a page of 100 reads its last one apart.
  const [[count, ...orders], rest] = await Promise.all([
    batchGet([
      OrderRefCount.batch({ tenantId, ref }),
      ...refs.slice(0, 99).map((r) => OrderEntity.batch({ tenantId, id: r.id })),
    ] as BatchRequest<unknown>[]),
    batchGetMany(refs.slice(99).map((r) => OrderEntity.batch({ tenantId, id: r.id }))),
  ]);
  const found = [...(orders as Array<OrderRecord | undefined>), ...rest].filter((o): o is OrderRecord => !!o);
  return {
    items: found.map(listItem),
    total: Math.max(0, (count as { count: number } | undefined)?.count ?? 0),
  };
}

/** A page of the tenant's orders read whole in the sort's order (a city's by its name) and narrowed by the filters. */
async function filteredPage(
  tenantId: string,
  field: string,
  direction: 'asc' | 'desc',
  query: OrderListQuery,
): Promise<Page<OrderListItem>> {
  const all = await readAll((cursor) =>
    pageOrders(
      tenantId,
      INDEXED.has(field) ? (field as IndexedOrderSort) : 'updatedDate',
      direction,
      1000,
      cursor,
    ),
  );
  const keep = (o: OrderRecord) =>
    (!query.statuses?.length || query.statuses.includes(o.status)) &&
    (!query.companyId || o.supplierId === query.companyId || o.receiverId === query.companyId) &&
    (!query.materialType || o.materialTypes.includes(query.materialType)) &&
    (!query.haveId || o.haveIds.includes(query.haveId)) &&
    (!query.needId || o.needIds.includes(query.needId)) &&
    (!query.materialId || o.items.some((i) => i.materialId === query.materialId));
  let kept = all.filter(keep);
  if (!INDEXED.has(field)) {
    const city = (o: OrderRecord) => sortText(field === 'sourceCity' ? o.source?.city : o.destination?.city);
    kept = kept.sort(
      (a, b) => (city(a) < city(b) ? -1 : city(a) > city(b) ? 1 : 0) * (direction === 'asc' ? 1 : -1),
    );
  }
  return pageFrom(kept.map(listItem), query.page, query.size);
}
