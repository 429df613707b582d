import { milesBetween } from '@polyloop/shared/conversions';
import type {
  ListingKind,
  MarketCounts,
  MarketQuery,
  PublicOffer,
  PublicRequest,
} from '@polyloop/shared/network/market';
import type { MaterialType } from '@polyloop/shared/enums';
import type { Member } from '../../lib/actor.js';
import { now } from '../../lib/commit.js';
import { pageFrom, pageOf, readAll, type Page, type Slice } from '../../data/page.js';
import { pageCountersBetween } from '../counter/index.js';
import { statusOf, viewOf } from './listing.view.js';
import { dayOf, MARKET_TENANT, scopeOf } from './market-counters.js';
import {
  countMarketClosedBetween,
  listListingsOfTenant,
  pageMarket,
  type PublicListingItem,
} from './public-listing.entity.js';

/*
 * Reading the market: its pages of open listings and their totals, counted from the closing-day
 * counters (market-counters.ts) instead of read whole.
 */

/**
 * How many listings of a kind close today or later: the counters of every closing day from
 * today on (one Query of a few dozen small items). What closed earlier today is still among them;
 * the callers take it off (`market` counts it as it reads past it).
 */
async function closingFromToday(kind: ListingKind, scope: string, at: string): Promise<number> {
  const counters = await readAll((cursor) =>
    pageCountersBetween(MARKET_TENANT, `${kind}:${scope}:${dayOf(at)}`, `${kind}:${scope}:~`, cursor),
  );
  return counters.reduce((sum, c) => sum + c.count, 0);
}

/** How many listings of a kind are on the market now: closing from today on, less what closed earlier today. */
async function marketTotal(
  kind: ListingKind,
  materialType: MaterialType | undefined,
  at: string,
): Promise<number> {
  const [fromToday, closedToday] = await Promise.all([
    closingFromToday(kind, scopeOf(materialType), at),
    countMarketClosedBetween(kind, materialType, dayOf(at), at),
  ]);
  return Math.max(0, fromToday - closedToday);
}

function matches(l: PublicListingItem, query: MarketQuery): boolean {
  const q = query.q?.toLowerCase();
  const near =
    query.radius !== undefined
      ? { latitude: query.latitude!, longitude: query.longitude!, radius: query.radius }
      : undefined;
  const text = [l.title, l.materialName, l.description, l.companyName]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  const where = l.location;
  return (
    (!q || text.includes(q)) &&
    (!near ||
      (where?.latitude != null &&
        where.longitude != null &&
        milesBetween(near, { latitude: where.latitude, longitude: where.longitude }) <= near.radius))
  );
}

/**
 * A market list: page N of the open listings of a kind closing after now, in closing order, and
 * its total. In the default order (closing soonest) it is TWO requests: one Query from the start
 * of today, which passes what closed earlier today first (counted and left out), and one Query of
 * the closing-day counters. Latest first, what closed today is at the far end: one COUNT Query
 * more. Words and distance read the lane's range whole and narrow it in memory.
 */
export async function market(
  actor: Member,
  kind: ListingKind,
  query: MarketQuery,
): Promise<Page<PublicOffer | PublicRequest>> {
  const at = now();
  const { materialType } = query;
  let items: PublicListingItem[];
  let total: number;
  if (query.q || query.radius !== undefined) {
    const all = (
      await readAll((cursor) => pageMarket(kind, materialType, { gt: at }, 'asc', 1000, cursor))
    ).filter((l) => matches(l, query));
    ({ items, total } = pageFrom(all, query.page, query.size));
  } else if (query.sort === 'closesAt,desc') {
    [items, total] = await Promise.all([
      pageOf(
        (limit, cursor) => pageMarket(kind, materialType, { gt: at }, 'desc', limit, cursor),
        query.page,
        query.size,
      ),
      marketTotal(kind, materialType, at),
    ]);
  } else {
    const [page, fromToday] = await Promise.all([
      openFromToday(kind, materialType, at, (query.page + 1) * query.size),
      closingFromToday(kind, scopeOf(materialType), at),
    ]);
    items = page.open.slice(query.page * query.size);
    total = Math.max(0, fromToday - page.closedToday);
  }
  return { items: await Promise.all(items.map((l) => viewOf(actor, l, { at, linked: null }))), total };
}

/** The first `wanted` open listings from the start of today in closing order, and how many it passed that closed earlier today. */
async function openFromToday(
  kind: ListingKind,
  materialType: MaterialType | undefined,
  at: string,
  wanted: number,
): Promise<{ open: PublicListingItem[]; closedToday: number }> {
  const open: PublicListingItem[] = [];
  let closedToday = 0;
  let cursor: string | null = null;
  do {
    const slice: Slice<PublicListingItem> = await pageMarket(
      kind,
      materialType,
      { ge: dayOf(at) },
      'asc',
      wanted - open.length + closedToday,
      cursor,
    );
    for (const l of slice.items) {
      if (l.closesAt <= at) closedToday++;
      else if (open.length < wanted) open.push(l);
    }
    cursor = slice.cursor;
  } while (cursor && open.length < wanted);
  return { open, closedToday };
}

export async function counts(actor: Member): Promise<MarketCounts> {
  const at = now();
  const [supply, demand, offers, requests] = await Promise.all([
    marketTotal('PUBLIC_OFFER', undefined, at),
    marketTotal('PUBLIC_REQUEST', undefined, at),
    listListingsOfTenant(actor.tenantId, 'PUBLIC_OFFER'),
    listListingsOfTenant(actor.tenantId, 'PUBLIC_REQUEST'),
  ]);
  const open = (ls: PublicListingItem[]) =>
    ls.filter((l) => ['ACTIVE', 'SCHEDULED'].includes(statusOf(l, at))).length;
  return { supply, demand, myPublicOffers: open(offers), myPublicRequests: open(requests) };
}
