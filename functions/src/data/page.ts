/** One page of a list and the total across every page: what every list service answers. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** A cursor-paged read of one index: the next items, and where to continue (null at the end). */
export interface Slice<T> {
  items: T[];
  cursor: string | null;
}

/**
 * The spec's lists ask for page N of size S while DynamoDB pages by cursor: read forward, at most
 * (N + 1) · S items in as few Queries as the index allows, and keep the last S. Cheap for the
 * first pages people actually open; the cursor is never rebuilt by hand.
 */
export async function pageOf<T>(
  read: (limit: number, cursor: string | null) => Promise<Slice<T>>,
  page: number,
  size: number,
): Promise<T[]> {
  const wanted = (page + 1) * size;
  const found: T[] = [];
  let cursor: string | null = null;
  do {
    const next: Slice<T> = await read(wanted - found.length, cursor);
    found.push(...next.items);
    cursor = next.cursor;
  } while (cursor && found.length < wanted);
  return found.slice(page * size, wanted);
}

/**
 * Page N of a cursor read, with the list's total (a counter, a count) read beside it, each item
 * shown through `view`.
 */
export async function countedPage<T, V>(
  read: (limit: number, cursor: string | null) => Promise<Slice<T>>,
  page: number,
  size: number,
  total: Promise<number>,
  view: (item: T) => V | Promise<V>,
): Promise<Page<V>> {
  const [items, count] = await Promise.all([pageOf(read, page, size), total]);
  return { items: await Promise.all(items.map((item) => view(item))), total: count };
}

/** Every item of a cursor-paged read; for bounded sets only (one company's users, one channel's connections). */
export async function readAll<T>(read: (cursor: string | null) => Promise<Slice<T>>): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | null = null;
  do {
    const next: Slice<T> = await read(cursor);
    all.push(...next.items);
    cursor = next.cursor;
  } while (cursor);
  return all;
}

/**
 * What was created between two days (inclusive), oldest month first: `read` answers the items
 * created in one month (`YYYY-MM`), so a range is one Query per month it touches.
 */
export async function readCreatedBetween<T extends { createdDate: string }>(
  from: string,
  to: string,
  read: (createdMonth: string) => Promise<T[]>,
): Promise<T[]> {
  const months: string[] = [];
  for (
    let d = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
    d.toISOString().slice(0, 10) <= to;
    d.setUTCMonth(d.getUTCMonth() + 1)
  )
    months.push(d.toISOString().slice(0, 7));
  const pages = await Promise.all(months.map(read));
  return pages.flat().filter((i) => i.createdDate.slice(0, 10) >= from && i.createdDate.slice(0, 10) <= to);
}

/** Page N of a list already in memory (a filtered read), with its total. */
export const pageFrom = <T>(items: T[], page: number, size: number): Page<T> => ({
  items: items.slice(page * size, (page + 1) * size),
  total: items.length,
});

/** One list of a merged list: its first `wanted` items in the merged list's order, and its total. */
export interface MergedSource<T> {
  first: (wanted: number) => Promise<T[]> | T[];
  total: Promise<number> | number;
}

/** The first `wanted` items of a cursor read: one Query of that many where the index allows. */
export const firstOf = <T>(
  read: (limit: number, cursor: string | null) => Promise<Slice<T>>,
  wanted: number,
) => pageOf(read, 0, wanted);

/**
 * Page N of several lists read as one, each already in the order `before` gives (the same sort
 * key, ties broken the same way): page N of the whole lies among the first (N + 1) · S items of
 * each list, so each reads that many at most and the merge keeps S of them. The reads of a page
 * are bounded by the page, whatever the lists hold; the total is the lists' totals summed.
 */
export async function mergedPage<T>(
  sources: readonly MergedSource<T>[],
  page: number,
  size: number,
  before: (a: T, b: T) => number,
): Promise<Page<T>> {
  const wanted = (page + 1) * size;
  const [lists, totals] = await Promise.all([
    Promise.all(sources.map((s) => s.first(wanted))),
    Promise.all(sources.map((s) => s.total)),
  ]);
  const merged = lists.flatMap((list) => list.slice(0, wanted)).sort(before);
  return { items: merged.slice(page * size, wanted), total: totals.reduce((sum, n) => sum + n, 0) };
}
