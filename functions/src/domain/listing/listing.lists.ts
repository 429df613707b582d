import type { ListingListQuery } from '@polyloop/shared/supply/listing';
import { milesBetween } from '@polyloop/shared/conversions';
import type { Member } from '../../lib/actor.js';
import { NotFound } from '../../lib/errors.js';
import { countedPage, readCreatedBetween, type Page } from '../../data/page.js';
import { companyOf } from '../company/index.js';
import { MaterialItem } from '../material/index.js';
import { matchesAll, queryWords, textWords } from '../search/index.js';
import {
  listCreatedIn,
  pageOfLane,
  type HaveItem,
  type Lane,
  type ListingItem,
  type Read,
} from './listing.entity.js';
import { total, type Kind, type Scope } from './listing.counters.js';
import { ENTITY, fields, listItem, today } from './listing.view.js';
import type { Have, HaveListItem, Need } from '@polyloop/shared/supply/listing';

/** What the lists answer, and what an export row is made of (a have without its photos). */
type Listed = HaveListItem | Need;
export type Exported = Omit<Have, 'photos'> | Need;

/** Where a list reads: the narrowest index its filters allow, the lane and the expiration days. */
export function plan(
  kind: Kind,
  query: ListingListQuery,
  fixed: { companyId?: string; materialId?: string },
  on: string,
): { read: Read; lane: Lane; days: { from?: string; to?: string }; scope: Scope; typeFilter?: string } {
  const lane: Lane =
    query.archived === 'true'
      ? 'ARCHIVED'
      : query.status === 'COMPLETED' || query.status === 'CANCELLED'
        ? query.status
        : 'OPEN';
  const days: { from?: string; to?: string } = {};
  if (lane === 'OPEN' && query.status === 'ACTIVE') days.from = on;
  if (lane === 'OPEN' && query.status === 'EXPIRED') days.to = previousDay(on);
  if (query.expiringBefore) days.to = minDay(days.to, previousDay(query.expiringBefore));
  const companyId = fixed.companyId ?? query.companyId;
  const materialId = fixed.materialId;
  // A material's or a company's records are one partition: the type is filtered in memory.
  const owner = materialId
    ? ({ index: 'byMaterial', scope: { materialId } } as const)
    : companyId
      ? ({ index: 'byCompany', scope: { companyId } } as const)
      : undefined;
  if (owner)
    return {
      read: { index: owner.index, pk: owner.scope, lane },
      lane,
      days,
      scope: owner.scope,
      typeFilter: query.materialType,
    };
  if (query.materialType)
    return {
      read: { index: 'byLaneType', pk: { materialType: query.materialType }, lane },
      lane,
      days,
      scope: { materialType: query.materialType },
    };
  return { read: { index: 'byLane', pk: {}, lane }, lane, days, scope: { all: true } };
}
const previousDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const minDay = (a: string | undefined, b: string) => (a === undefined || b < a ? b : a);

/** The words a keyword search finds a record by, folded as global search folds them. */
const wordsOfListing = (item: ListingItem) =>
  textWords(
    item.name,
    item.identifier,
    item.materialName,
    item.materialType,
    item.companyName,
    (item as HaveItem).lotNumber,
    item.description,
  );

/**
 * A page of haves or needs: one index, one lane, a range of expiration days — one Query for the
 * first page, and the total from the counters (one Query of counter items). A material type on
 * top of a company or material, the radius filter and keywords narrow what the index reads in memory.
 */
export async function list(
  actor: Member,
  kind: Kind,
  query: ListingListQuery,
  fixed: { companyId?: string; materialId?: string } = {},
): Promise<Page<Listed>> {
  const { tenantId } = actor;
  const on = today();
  if (fixed.companyId && !(await companyOf(tenantId, fixed.companyId))) throw new NotFound();
  if (fixed.materialId && !(await MaterialItem.get({ tenantId, materialId: fixed.materialId })))
    throw new NotFound();
  const p = plan(kind, query, fixed, on);
  if (p.days.from && p.days.to && p.days.from > p.days.to) return { items: [], total: 0 };
  const near =
    query.radius !== undefined
      ? { latitude: query.latitude!, longitude: query.longitude!, radius: query.radius }
      : undefined;
  const words = query.q ? queryWords(query.q) : [];
  const keep = (item: ListingItem) =>
    (!p.typeFilter || item.materialType === p.typeFilter) &&
    (!near || within(item, near)) &&
    (!words.length || matchesAll(wordsOfListing(item), words));
  const order = query.sort.endsWith('desc') ? 'desc' : 'asc';
  const read = (limit: number, cursor: string | null) =>
    pageOfLane(ENTITY[kind], tenantId, p.read, p.days, order, limit, cursor);
  if (!p.typeFilter && !near && !words.length) {
    return countedPage(read, query.page, query.size, total(tenantId, kind, p.scope, p.lane, p.days), (i) =>
      listItem(i, on),
    );
  }
  // Filters no index holds: read the scope's range whole and keep what matches (bounded by one company, one material or one lane).
  const all: ListingItem[] = [];
  let cursor: string | null = null;
  do {
    const next = await read(1000, cursor);
    all.push(...next.items.filter(keep));
    cursor = next.cursor;
  } while (cursor);
  return {
    items: await Promise.all(
      all.slice(query.page * query.size, (query.page + 1) * query.size).map((i) => listItem(i, on)),
    ),
    total: all.length,
  };
}

function within(item: ListingItem, near: { latitude: number; longitude: number; radius: number }): boolean {
  const lat = item.location?.latitude;
  const lng = item.location?.longitude;
  if (lat == null || lng == null) return false;
  return milesBetween(near, { latitude: lat, longitude: lng }) <= near.radius;
}

/** Records created in the date range (inclusive), one Query per month: the export. */
export async function createdBetween(
  actor: Member,
  kind: Kind,
  from: string,
  to: string,
): Promise<Exported[]> {
  const created = await readCreatedBetween(from, to, (createdMonth) =>
    listCreatedIn(ENTITY[kind], actor.tenantId, createdMonth),
  );
  return created.map((i) => fields(i) as Exported);
}
